/**
 * Test helper: amounts written with a currency marker (`$100`, `100 USD`, `(GBP 100)`) as real
 * exports write them, for the tests of a marker read directly and through a formula, and the one
 * check both make of a row: a marker that may stand for the invoice's currency is fine, one that
 * cannot is one problem at its cell.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Problem } from '../../src/mapping/mapped-invoice.js';

/** Markers as real exports write them, with the currencies each may stand for. */
const MARKERS: readonly [string, readonly string[]][] = [
  ['$', ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN']],
  ['US$', ['USD']],
  ['C$', ['CAD']],
  ['A$', ['AUD']],
  ['€', ['EUR']],
  ['£', ['GBP']],
  ['¥', ['JPY', 'CNY']],
  ['₹', ['INR']],
  ['CHF', ['CHF']],
  ['Fr.', ['CHF']],
  ['kr', ['SEK', 'NOK', 'DKK']],
  ['zł', ['PLN']],
  ['USD', ['USD']],
  ['EUR', ['EUR']],
  ['GBP', ['GBP']],
  ['JPY', ['JPY']],
  ['CAD', ['CAD']],
];

/** Where the marker goes and how the amount is signed. */
const SHAPES: readonly ((marker: string, digits: string) => string)[] = [
  (m, d) => `${m}${d}`,
  (m, d) => `${m} ${d}`,
  (m, d) => `${d}${m}`,
  (m, d) => `${d} ${m}`,
  (m, d) => `-${m}${d}`,
  (m, d) => `${m}-${d}`,
  (m, d) => `(${m}${d})`,
  (m, d) => `(${d} ${m})`,
  (m, d) => `-${d} ${m}`,
];

/** One invoice row: its currency and the amount cell written with a marker. */
export interface MarkedRow {
  currency: string;
  marker: readonly [string, readonly string[]];
  shape: number;
  digits: string;
  column: string;
}

/** Rows of the given currencies, each with one of the given columns written with a marker. */
export function markedRows(
  currencies: readonly string[],
  columns: readonly string[],
  maxLength: number,
): fc.Arbitrary<MarkedRow[]> {
  return fc.array(
    fc.record({
      currency: fc.constantFrom(...currencies),
      marker: fc.constantFrom(...MARKERS),
      shape: fc.nat(SHAPES.length - 1),
      digits: fc.constantFrom('100', '1,234', '7'),
      column: fc.constantFrom(...columns),
    }),
    { minLength: 1, maxLength },
  );
}

/** The amount cell as the row writes it. */
export const writtenAmount = (row: MarkedRow): string => SHAPES[row.shape]!(row.marker[0], row.digits);

/** A CSV field: quoted, since a marker may sit next to the delimiter. */
export const field = (text: string): string => `"${text}"`;

/**
 * Checks the problems of the row at `rowNumber`: none when its marker may stand for the invoice's
 * currency, else one at its cell naming the currency and the marker. Returns whether it fits.
 */
export function expectMarkerOutcome(problems: readonly Problem[], row: MarkedRow, rowNumber: number): boolean {
  if (row.marker[1].includes(row.currency)) {
    expect(problems).toEqual([]);
    return true;
  }
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatchObject({ row: rowNumber, column: row.column });
  expect(problems[0]!.message).toContain(`expected an amount in ${row.currency}, the invoice's currency`);
  expect(problems[0]!.message).toContain(row.marker[0]);
  return false;
}
