/**
 * A purchase book split by VAT rate where one band's tax is not exactly its rate of its base on
 * every row (rounded line by line): the sums of the other bands would leave that band's money
 * out of every row that uses it, so infer writes the sums commented, naming the band, and never
 * maps a sum short of a band. Where every band reads, the sums are mapped with every band.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown> };
const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** Czech and Macedonian books: the base and tax words, and the rates of their three bands. */
const BOOKS = [
  { base: 'Základ', tax: 'DPH', rates: [21, 12, 10] },
  { base: 'Основица', tax: 'ДДВ', rates: [18, 10, 5] },
] as const;

/** A Spanish book, for the withholding and discount columns beside its bands. */
const SPANISH = { base: 'Base', tax: 'IVA', rates: [21, 10, 4] } as const;
type Book = (typeof BOOKS)[number] | typeof SPANISH;

/**
 * Nine documents at one of three rates each; the third rate's tax is 3 cents off on one row when
 * `rounded`. An `extra` column headed with a rate (a withholding, a discount) holds that rate of the
 * net on every other row, beside the total of the bands.
 */
function book(words: Book, rounded: boolean, extra?: { header: string; rate: number }): string {
  const bands = words.rates.flatMap((r) => [`${words.base} ${r}%`, `${words.tax} ${r}%`]);
  const rows = [['Doc No', 'Supplier', 'Date', ...bands, ...(extra ? [extra.header] : []), 'Total']];
  for (let i = 0; i < 9; i++) {
    const band = i % 3;
    const net = 10000 + i * 1731;
    const tax = Math.round((net * words.rates[band]!) / 100) + (rounded && i === 5 ? 3 : 0);
    const cents = words.rates.flatMap((_, b) => (b === band ? [net, tax] : [0, 0]));
    rows.push([
      `F-${4100 + i}`,
      `Supplier ${['Alpha', 'Beta', 'Gamma'][i % 3]}`,
      `${String(3 + i).padStart(2, '0')}.02.2024`,
      ...[...cents, ...(extra ? [i % 2 === 0 ? Math.round((net * extra.rate) / 100) : 0] : []), net + tax].map(money),
    ]);
  }
  const file = join(makeTempDir('left-out-bands'), 'book.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer on amounts split by rate with a band the sums cannot read', () => {
  for (const words of BOOKS) {
    const last = words.rates[2];
    it(`comments the sums out and names "${words.base} ${last}%" (${words.base})`, async () => {
      const yaml = await inferMapping(book(words, true));
      expect(mapped(yaml).items?.Amount).toBeUndefined();
      expect(mapped(yaml).items?.Tax).toBeUndefined();
      expect(yaml).toMatch(/^ {2}# Amount: \{ formula: .*holds? money the sums leave out/m);
      expect(yaml).toContain(`"${words.base} ${last}%"`);
    });

    it(`maps the sums of every band where each band's tax is its rate (${words.base})`, async () => {
      const yaml = await inferMapping(book(words, false));
      const amount = String((mapped(yaml).items?.Amount as { formula?: string } | undefined)?.formula);
      for (const r of words.rates) expect(amount).toContain(`[${words.base} ${r}%]`);
      expect(mapped(yaml).invoice?.Invoice_Amount).toBe('Total');
    });
  }

  // A withholding or a discount headed with its rate is no VAT band: it is never added to the sums.
  const NOT_BANDS = [
    { words: SPANISH, header: 'Retención IRPF 15%', rate: 15 },
    { words: SPANISH, header: 'Descuento 10%', rate: 10 },
    { words: SPANISH, header: 'Retenção 11%', rate: 11 },
    { words: BOOKS[0], header: 'Skonto 2%', rate: 2 },
    { words: BOOKS[0], header: 'Rabatt 3%', rate: 3 },
    { words: BOOKS[1], header: 'Discount 5%', rate: 5 },
  ];
  for (const { words, header, rate } of NOT_BANDS) {
    it(`maps the sums of every band beside "${header}" holding money, and leaves it out (${words.base})`, async () => {
      const yaml = await inferMapping(book(words, false, { header, rate }));
      const amount = String((mapped(yaml).items?.Amount as { formula?: string } | undefined)?.formula);
      for (const r of words.rates) expect(amount).toContain(`[${words.base} ${r}%]`);
      expect(amount).not.toContain(header);
      expect(yaml).not.toContain('money the sums leave out');
      expect(mapped(yaml).invoice?.Invoice_Amount).toBe('Total');
    });
  }
});
