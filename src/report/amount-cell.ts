/**
 * Amounts in workbooks are number cells, so they sum, sort and filter; the exact decimal text
 * stays in the journal and in CSV. Text that is no plain decimal (a value that did not convert)
 * is written as the text it is.
 */

/** The number format of every amount cell. */
export const AMOUNT_FORMAT = '#,##0.00##';

const PLAIN_DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/** `"1234.5000"` -> 1234.5; null and undefined -> null; anything else as it is. */
export function amountValue(text: string | null | undefined): number | string | null {
  if (text === null || text === undefined) return null;
  return PLAIN_DECIMAL.test(text) ? Number(text) : text;
}
