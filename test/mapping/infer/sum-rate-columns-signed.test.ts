/**
 * Amounts split by VAT rate with a rate no row of the sample uses (its columns all zero) and
 * credit notes written positive under a series code: the line's net and tax are the sums of every
 * rate's columns, signed on the credit notes, whatever the rates the sample happens to use.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const mapped = (yaml: string) => parse(yaml) as { items?: Record<string, unknown> };
const RATES = [24, 13, 6] as const;
const money = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/** One row per document; each row's net at one of `used` rates, every fourth a ΠΤΑ credit note written positive. */
function writeCsv(nets: readonly number[], used: readonly number[]) {
  const header = ['Σειρά', 'Παραστατικό', 'Ημερομηνία', 'Επωνυμία'];
  for (const r of RATES) header.push(`Καθαρή αξία ${r}%`, `ΦΠΑ ${r}%`);
  header.push('Απαλλασσόμενα', 'Σύνολο');
  const rows = nets.map((net, i) => {
    const rate = used[i % used.length]!;
    const vat = Math.round((net * rate) / 100);
    const byRate = RATES.flatMap((r) => (r === rate ? [net, vat] : [0, 0]));
    return [
      i % 4 === 3 ? 'ΠΤΑ' : 'ΤΑΓ',
      `Α-${1200 + i * 7}`,
      '4/3/2024',
      `Προμηθευτής ${i % 3}`,
      ...byRate.map(money),
      money(0),
      money(net + vat),
    ];
  });
  const file = join(makeTempDir('rate-signed'), 'export.csv');
  writeFileSync(file, `${[header, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer sums the rates of amounts split by VAT rate and signs their credit notes', () => {
  it('every rate pair is summed, an unused one too, and the sums are signed on the credit notes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 10_00, max: 9_999_99 }), { minLength: 12, maxLength: 16 }),
        fc.constantFrom([24, 13], [24, 6], [13, 6], [24, 13, 6]),
        async (nets, used) => {
          const yaml = await inferMapping(writeCsv(nets, used));
          const sign = 'IF([Σειρά] = "ΠΤΑ", -1, 1) * ';
          const net = RATES.map((r) => `[Καθαρή αξία ${r}%]`).join(' + ');
          const tax = RATES.map((r) => `[ΦΠΑ ${r}%]`).join(' + ');
          expect(mapped(yaml).items?.Amount, yaml).toEqual({ formula: `${sign}(${net} + [Απαλλασσόμενα])` });
          expect(mapped(yaml).items?.Tax, yaml).toEqual({ formula: `${sign}(${tax})` });
        },
      ),
      { numRuns: 20 },
    );
  }, 120_000);
});
