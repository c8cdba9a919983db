/**
 * A CSV's header row is scored by the row each mapping reads as its header: three title lines and
 * a blank one skipped by `preambleLines: 4` or by `headerRow: 4` read the same header.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headerRowRead, judgeHeaderByEffect } from '../../../bench/infer-corpus/judge-header-effect.js';
import { scoreProposal } from '../../../bench/infer-corpus/score-proposal.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const mapping = (source: string) => `source:
  type: csv
  delimiter: ";"
${source}
layout:
  type: one-row
invoice:
  InvoiceId: No transaction
  PayeeId: Nom
  Invoice_Number: No facture
  Invoice_Date: Date
  CurrencyCode: { value: CAD }
  Invoice_Amount: Total
`;

/** A report exported with its titles: three title lines, a blank line, the header on line 5. */
function titledReport(): string {
  const file = join(makeTempDir('judge-header-effect'), 'journal.csv');
  const lines = [
    'Les Productions Saint-Laurent inc.',
    'Journal des achats',
    'Du 2024-01-01 au 2024-03-31',
    '',
    'No transaction;Date;Nom;No facture;Total',
    '18422;2024-01-16;Nordlicht Verlag AG;D4380;474,09',
    '18423;2024-01-18;Nordlicht Verlag AG;D4432;2 878,30',
  ];
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
}

const headerVerdict = async (file: string, reference: string, proposal: string) =>
  (await judgeHeaderByEffect(scoreProposal(reference, proposal), file, reference, proposal)).keys.find(
    (k) => k.key === 'source.headerRow',
  );

describe('judgeHeaderByEffect', () => {
  const reference = mapping('  preambleLines: 4');

  it.each([
    ['headerRow: 4, the fourth record that holds something', '  headerRow: 4', 'right', true],
    ['preambleLines: 4, as the reference writes it', '  preambleLines: 4', 'right', false],
    ['preambleLines: 3, the blank line below them no record', '  preambleLines: 3', 'right', true],
    ['headerRow: 5, which reads the first invoice as the header', '  headerRow: 5', 'wrong', true],
    [
      'preambleLines: 3 and headerRow: 2, which read the first invoice as the header',
      '  preambleLines: 3\n  headerRow: 2',
      'wrong',
      true,
    ],
    ['preambleLines: 2, which reads the third title as the header', '  preambleLines: 2', 'wrong', false],
  ])('%s', async (_what, source, verdict, byEffect) => {
    const file = titledReport();
    const judged = await headerVerdict(file, reference, mapping(source));
    expect(judged?.verdict).toBe(verdict);
    expect(judged?.byEffect ?? false).toBe(byEffect);
  });

  it('reads the header row as a spreadsheet shows the file, the blank line counted', async () => {
    const file = titledReport();
    expect(await headerRowRead(file, reference)).toBe(5);
    expect(await headerRowRead(file, mapping('  headerRow: 4'))).toBe(5);
    expect(await headerRowRead(file, mapping('  headerRow: 5'))).toBe(6);
  });

  it('leaves a proposal that names no header row missing', async () => {
    const file = titledReport();
    expect((await headerVerdict(file, reference, mapping('')))?.verdict).toBe('missing');
  });
});
