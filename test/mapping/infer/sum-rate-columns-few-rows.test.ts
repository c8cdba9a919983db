/**
 * Amounts split by VAT rate in a short list where no rate is used on three rows (Billit's incoming
 * invoices of a quarter, most of them zero-rated imports): the total adding up to the bases, their
 * taxes and the zero-rated base on every row is the evidence, and infer proposes the sums. Where
 * the total does not add up on some row, it proposes no sum.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** Base, tax and zero-rated base words: Dutch (Billit), English, French, Czech. */
const WORDS = [
  ['Maatstaf', 'Btw'],
  ['Net', 'VAT'],
  ['Base HT', 'TVA'],
  ['Základ', 'DPH'],
] as const;

const cents = (c: number) => (c / 100).toFixed(2);

/** Each row: the rate it uses (an index of `rates`, or -1 for zero-rated only), its net, its sign. */
interface Row {
  rate: number;
  net: number;
  credit: boolean;
}

function writeList(words: readonly string[], rates: readonly number[], rows: readonly Row[], extra: number): string {
  const header = [
    'Factuurnummer',
    'Leverancier',
    'Factuurdatum',
    ...rates.flatMap((r) => [`${words[0]} ${r}%`, `${words[1]} ${r}%`]),
    `${words[0]} 0%`,
    'Totaal',
  ];
  const body = rows.map((row, i) => {
    const sign = row.credit ? -1 : 1;
    const nets = rates.map((_, r) => (r === row.rate ? sign * row.net : 0));
    const taxes = nets.map((n, r) => Math.round((n * rates[r]!) / 100));
    const zero = row.rate < 0 ? sign * row.net : 0;
    // `extra` on the first row: a charge the total holds beyond the bases and taxes.
    const total = nets.reduce((s, n) => s + n, 0) + taxes.reduce((s, t) => s + t, 0) + zero + (i === 0 ? extra : 0);
    return [
      `F-${2024100 + i * 3}`,
      `Leverancier ${i % 4}`,
      '2024-02-0' + String(1 + (i % 9)),
      ...nets.flatMap((n, r) => [cents(n), cents(taxes[r]!)]),
      cents(zero),
      cents(total),
    ];
  });
  const file = join(makeTempDir('rate-columns-few-rows'), 'list.csv');
  writeFileSync(file, `${[header, ...body].map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

/** Lists of 8 to 12 rows where every rate is used on one or two rows, the others zero-rated. */
const list = fc
  .record({ words: fc.constantFrom(...WORDS), rates: fc.constantFrom([21, 6], [21, 12], [20, 10, 5]) })
  .chain(({ words, rates }) =>
    fc
      .array(
        fc.record({
          rate: fc.integer({ min: -1, max: rates.length - 1 }),
          net: fc.integer({ min: 5_000, max: 900_000 }),
          credit: fc.boolean(),
        }),
        { minLength: 8, maxLength: 12 },
      )
      .filter((rows) => {
        const used = rates.map((_, r) => rows.filter((row) => row.rate === r).length);
        return used.every((n) => n >= 1 && n <= 2);
      })
      .map((rows) => ({ words, rates, rows })),
  );

describe('mapping infer and amounts split by VAT rate on few rows', () => {
  it('proposes the sums where the total adds up on every row though no rate is used on three', async () => {
    await fc.assert(
      fc.asyncProperty(list, async ({ words, rates, rows }) => {
        const yaml = await inferMapping(writeList(words, rates, rows, 0));
        const items = (parse(yaml) as { items?: Record<string, unknown> }).items;
        const bases = [...rates.map((r) => `[${words[0]} ${r}%]`), `[${words[0]} 0%]`].join(' + ');
        expect(items?.Amount, yaml).toEqual({ formula: bases });
        expect(items?.Tax, yaml).toEqual({ formula: rates.map((r) => `[${words[1]} ${r}%]`).join(' + ') });
      }),
      { numRuns: 12 },
    );
  });

  it('proposes no sum where the total does not add up on some row', async () => {
    await fc.assert(
      fc.asyncProperty(list, fc.integer({ min: 1, max: 90_000 }), async ({ words, rates, rows }, extra) => {
        const yaml = await inferMapping(writeList(words, rates, rows, extra));
        const items = (parse(yaml) as { items?: Record<string, unknown> }).items;
        expect(JSON.stringify(items?.Amount ?? null), yaml).not.toContain(`[${words[0]} ${rates[0]}%] +`);
      }),
      { numRuns: 12 },
    );
  });
});
