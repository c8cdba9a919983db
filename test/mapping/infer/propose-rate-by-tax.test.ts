/**
 * A TaxRate column no header word names is proposed where its values prove it: the rate at which
 * each row's tax was charged on its amount, 0 where nothing was. Never a column that only looks
 * like rates.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** [net in cents, rate in percent] per invoice. */
const BOOK: readonly (readonly [number, number])[] = [
  [12000, 20],
  [80000, 10],
  [31050, 20],
  [18800, 0],
  [1420, 5],
  [4200, 20],
  [99990, 10],
];

const money = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** A one-row purchase book with the rate column headed `rateHeader`; `rateOf` writes its cell. */
async function proposeFor(
  rateHeader: string,
  rateOf: (rate: number, row: number) => string = (rate) => String(rate),
): Promise<Record<string, unknown>> {
  const rows = [['Invoice No', 'Date', 'Supplier', 'Net', rateHeader, 'VAT', 'Total'].join(';')];
  BOOK.forEach(([net, rate], i) => {
    const tax = Math.round((net * rate) / 100);
    const cells = [`INV-${1000 + i * 7}`, `0${i + 1}.03.2024`, `Supplier ${i % 3}`, money(net)];
    rows.push([...cells, rateOf(rate, i), money(tax), money(net + tax)].join(';'));
  });
  const file = join(makeTempDir('rate-by-tax'), 'book.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return (parse(await inferMapping(file)) as { items: Record<string, unknown> }).items;
}

describe('mapping infer and a rate column no header word names', () => {
  // Headers real books write over the rate: Greek, Austrian BMD, Dutch, Danish, English, a bare percent sign.
  it.each(['Συντ. ΦΠΑ', 'Prozent', 'BTW %', 'Sats', 'Rate', '%'])(
    '%s is the TaxRate where the VAT is it of the net on every row',
    async (header) => {
      expect((await proposeFor(header)).TaxRate).toBe(header);
    },
  );

  it.each([
    ['one row charged at another rate', (rate: number, row: number) => String(row === 2 ? 10 : rate)],
    ['a rate on a row that charges no tax', (rate: number) => String(rate === 0 ? 20 : rate)],
    ['quantities', (_rate: number, row: number) => String(row + 1)],
  ])('is not proposed for %s', async (_what, rateOf) => {
    expect((await proposeFor('Prozent', rateOf)).TaxRate).toBeUndefined();
  });
});
