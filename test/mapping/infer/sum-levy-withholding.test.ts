/**
 * A withholding (WHT, IRPF, PPh, TDS, retenue, ritenuta, Quellensteuer) or any column against the
 * VAT's sign is taken from what is paid, never a levy charged beside VAT: Tax never sums it, even
 * where with it the base and VAT make the total. Levies of the same sign as VAT still are summed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('levy-withholding'), 'received.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

const cents = (n: number) => (n / 100).toFixed(2);

// Levies charged beside VAT on the same base, as registers name them with their rate.
const LEVIES: readonly [string, number][] = [
  ['NHIL (2.5%)', 2.5],
  ['GETFund Levy (2.5%)', 2.5],
  ['COVID-19 Levy (1%)', 1],
  ['Stamp Duty (1%)', 1],
  ['Droit de timbre (1%)', 1],
  ['Ecotax (0.5%)', 0.5],
];

// Withholdings taken from the payment, as registers of each country name them with their rate.
const WITHHOLDINGS: readonly [string, number][] = [
  ['WHT (5%)', 5],
  ['Withholding Tax (10%)', 10],
  ['Retención (15%)', 15],
  ['Retención IRPF (15%)', 15],
  ['IRPF (7%)', 7],
  ['PPh 23 (2%)', 2],
  ['TDS (2%)', 2],
  ['Retenue à la source (5%)', 5],
  ["Ritenuta d'acconto (20%)", 20],
  ['Quellensteuer (15%)', 15],
];

/**
 * Eight invoices: base, the levies, the deduction and the VAT, the total holding all of them with
 * the deduction taken off; the deduction written negative or positive as `sign` says.
 */
function register(levies: readonly [string, number][], deduction: [string, number], sign: 1 | -1) {
  const rows: string[][] = [
    [
      'Vendor No.',
      'Invoice No',
      'Invoice Date',
      'Currency',
      'Net',
      ...levies.map(([h]) => h),
      deduction[0],
      'VAT (20%)',
      'Total',
    ],
  ];
  for (let i = 0; i < 8; i++) {
    const base = 100000 + i * 4000;
    const charged = levies.map(([, rate]) => Math.round((base * rate) / 100));
    const taken = Math.round((base * deduction[1]) / 100);
    const vat = Math.round(base * 0.2);
    const total = base + charged.reduce((s, v) => s + v, 0) + vat - taken;
    rows.push([
      String(70001 + (i % 3)),
      `INV-${500 + i}`,
      '2024-03-04',
      'EUR',
      cents(base),
      ...charged.map(cents),
      cents(sign * taken),
      cents(vat),
      cents(total),
    ]);
  }
  return rows;
}

/** The uncommented Tax as written, or undefined. */
const taxOf = (yaml: string) => {
  const tax = ((parse(yaml) as { items?: Record<string, unknown> }).items ?? {}).Tax;
  return tax === undefined ? undefined : JSON.stringify(tax);
};

describe('mapping infer never sums a withholding into Tax', () => {
  it.each(WITHHOLDINGS)(
    '"%s" written negative beside VAT alone: Tax is the VAT, or commented with the reason',
    async (header, rate) => {
      const yaml = await inferMapping(writeCsv(register([], [header, rate], -1)));
      // Where the header names the tax withheld, the withheld-tax rule leaves Tax to the user.
      if (taxOf(yaml) === undefined) {
        expect(yaml).toMatch(/# *Tax:/);
        expect(yaml).toContain('withholds part of the tax');
      } else expect(taxOf(yaml), yaml).toBe(JSON.stringify('VAT (20%)'));
    },
  );

  it.each([['Discount (5%)'], ['Rabatt (5%)'], ['Deduction 5%']])(
    'a negative "%s" that makes the total add up is not summed as a levy',
    async (header) => {
      const yaml = await inferMapping(writeCsv(register([], [header, 5], -1)));
      expect(taxOf(yaml) ?? '', yaml).not.toContain(header);
    },
  );

  it('over levies x withholdings x signs: Tax never names the withholding', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...LEVIES], { maxLength: 3 }),
        fc.constantFrom(...WITHHOLDINGS),
        fc.constantFrom<1 | -1>(1, -1),
        async (levies, withholding, sign) => {
          const yaml = await inferMapping(writeCsv(register(levies, withholding, sign)));
          expect(taxOf(yaml) ?? '', yaml).not.toContain(withholding[0]);
        },
      ),
      { numRuns: 25 },
    );
  });

  it.each(LEVIES)('"%s" beside VAT, the total holding both: Tax is their sum', async (header, rate) => {
    const rows = register([[header, rate]], ['Memo (0%)', 0], 1).map((r) => [...r.slice(0, 6), ...r.slice(7)]);
    const yaml = await inferMapping(writeCsv(rows));
    expect(taxOf(yaml), yaml).toBe(JSON.stringify({ formula: `[${header}] + [VAT (20%)]` }));
  });
});
