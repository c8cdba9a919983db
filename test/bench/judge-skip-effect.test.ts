/**
 * The infer score judges skip rules by the rows they skip in the file, not as written: `^Note:`
 * is right where the reference writes `^Note: ` and every note has the space; a rule that also
 * skips an invoice row, or misses a note, stays wrong. The verbose score says which keys it
 * judged so.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCorpusScore } from '../../bench/infer-corpus/format-corpus-score.js';
import { skipsSameRows } from '../../bench/infer-corpus/judge-skip-effect.js';
import { scoreCorpus } from '../../bench/infer-corpus/score-corpus.js';
import { tongaCtPurchases } from '../../bench/infer-held-out-twentyeighth/tongan-vanuatuan-twentyeighth-layouts.js';
import { TWENTYEIGHTH_HELD_OUT_REFERENCE_DIR } from '../../bench/infer-held-out-twentyeighth/twentyeighth-held-out-layouts.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const NOTES = ['Note: keep every tax invoice for five years', 'Note: imports are claimed from the customs entry'];

function writeCsv(dir: string): string {
  const rows = ['Supplier,Invoice No.,Date,Total'];
  ['Harbour Print', 'Nordic Signs', 'Island Media'].forEach((supplier, i) =>
    rows.push(`${supplier},INV-${i + 1},0${i + 1}/01/2024,${100 + i}.50`),
  );
  rows.push(',,,', ...NOTES);
  const file = join(dir, 'purchases.csv');
  writeFileSync(file, `${rows.join('\n')}\n`);
  return file;
}

const mapping = (...rules: string[]) =>
  [
    'source:',
    '  type: csv',
    '  dateFormats: [DD/MM/YYYY]',
    '  skipRows:',
    ...rules.map((rule) => `    - ${rule}`),
    'layout:',
    '  type: one-row',
    'invoice:',
    '  InvoiceId: Invoice No.',
    '  PayeeId: Supplier',
    '  Invoice_Number: Invoice No.',
    '  Invoice_Date: Date',
    '  CurrencyCode: { value: TOP }',
    '  Invoice_Amount: Total',
    'items:',
    '  Line_Number: { sequence: true }',
    '  Amount: Total',
    '',
  ].join('\n');

const REFERENCE = mapping('{ name: note, letter: A, matches: "^Note: " }');

describe('skip rules judged by the rows they skip', () => {
  it('finds rules written otherwise that skip the same rows alike', async () => {
    const file = writeCsv(makeTempDir('skip-effect'));
    const proposal = mapping('{ name: note, column: Supplier, matches: "^Note:" }');
    expect(await skipsSameRows(file, REFERENCE, proposal, 'notes')).toBe(true);
  });

  it('finds a rule that also skips an invoice row, or misses a note, not alike', async () => {
    const file = writeCsv(makeTempDir('skip-effect'));
    expect(await skipsSameRows(file, REFERENCE, mapping('{ letter: A, matches: "^No" }'), 'notes')).toBe(false);
    expect(await skipsSameRows(file, REFERENCE, mapping('{ letter: A, matches: "^Note: keep" }'), 'notes')).toBe(false);
  });

  it('scores the inferred rules right by effect and says so in the verbose score', async () => {
    // Tonga's reference skips its notes by `^Note: `; infer writes `^Note:`, and every note has the space.
    const score = await scoreCorpus(
      makeTempDir('skip-effect'),
      [tongaCtPurchases],
      TWENTYEIGHTH_HELD_OUT_REFERENCE_DIR,
    );
    const skips = score.layouts[0]!.keys.find((k) => k.key === 'source.skipRows');
    expect(skips).toMatchObject({ verdict: 'right', byEffect: true });
    expect(skips?.proposed).not.toBe(skips?.reference);
    expect(formatCorpusScore(score, true, 'tonga', { precision: 0, recall: 0 })).toContain(
      'right   source.skipRows (by effect: skips the same rows)',
    );
  });
});
