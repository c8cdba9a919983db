/**
 * Amounts in workbooks are number cells, so they sum, sort and filter; the exact decimal text
 * stays in the journal and in CSV. Text that is no plain decimal (a value that did not convert)
 * is written as the text it is.
 */

import type ExcelJS from 'exceljs';
import { currencyPlaces } from '../invoice/currency-minor-units.js';

/** The number format of an amount cell whose currency is not known. */
export const AMOUNT_FORMAT = '#,##0.00##';

const PLAIN_DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/** `"1234.5000"` -> 1234.5; null and undefined -> null; anything else as it is. */
export function amountValue(text: string | null | undefined): number | string | null {
  if (text === null || text === undefined) return null;
  return PLAIN_DECIMAL.test(text) ? Number(text) : text;
}

/** Decimal places a value holds, trailing zeros aside; 0 for anything that is not a plain decimal. */
function placesOf(value: unknown): number {
  if (typeof value === 'number') return placesOfNumber(String(value));
  const text = typeof value === 'string' ? value : '';
  if (!PLAIN_DECIMAL.test(text)) return /e-/i.test(text) ? 4 : 0;
  return (text.split('.')[1] ?? '').replace(/0+$/, '').length;
}

/**
 * The rule above for a number's own text, counted without a pattern or a copy: it is called for
 * every amount cell. That text never ends in a zero after its point; it has an exponent
 * (1e-7, 1e+21) or is a plain decimal, Infinity or NaN.
 */
function placesOfNumber(text: string): number {
  if (text.includes('e')) return text.includes('e-') ? 4 : 0;
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/**
 * The number format of an amount of `currency`, as the terminal writes it (format-money.ts): the
 * currency's decimal places (JPY 1,100, KWD 105.130, EUR 12.50), more only when the amount holds
 * more, so no digit it holds is hidden. Without a currency, AMOUNT_FORMAT.
 */
export function amountFormat(currency: string | null | undefined, value: unknown): string {
  if (!currency) return AMOUNT_FORMAT;
  return placesFormat(Math.max(currencyPlaces(currency), placesOf(value)));
}

const PLACES_FORMATS: string[] = [];

/** `#,##0` with `places` decimals; each kept once, since a workbook asks for the same few on every row. */
function placesFormat(places: number): string {
  let format = PLACES_FORMATS[places];
  if (format === undefined) {
    format = places === 0 ? '#,##0' : `#,##0.${'0'.repeat(places)}`;
    if (places < 32) PLACES_FORMATS[places] = format;
  }
  return format;
}

const AMOUNT_STYLES = new Map<string, Readonly<Partial<ExcelJS.Style>>>();

/** The style of an amount cell of `currency` holding `value`: its currency's decimal places (amountFormat). */
export function amountStyle(currency: string | null | undefined, value: unknown): Readonly<Partial<ExcelJS.Style>> {
  const format = amountFormat(currency, value);
  let style = AMOUNT_STYLES.get(format);
  if (!style) {
    style = Object.freeze({ numFmt: format });
    // A run holds a handful of formats; a bound keeps an odd file from growing the map.
    if (AMOUNT_STYLES.size < 1000) AMOUNT_STYLES.set(format, style);
  }
  return style;
}
