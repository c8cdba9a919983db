/**
 * Amounts in workbooks are number cells, so they sum, sort and filter; the exact decimal text
 * stays in the journal and in CSV. A decimal a spreadsheet number cannot hold (more than 15
 * significant digits: a large amount, a total of many) is a right-aligned text cell of its exact
 * digits, grouped as the terminal shows them, rather than a number showing another figure. Text
 * that is no plain decimal (a value that did not convert) is written as the text it is. Every
 * workbook writer gets its amount cells' values from amountValue and their formats from here.
 */

import type ExcelJS from 'exceljs';
import { currencyPlaces } from '../invoice/currency-minor-units.js';
import { formatMoney } from '../invoice/format-money.js';

/** What the Legends say once about an amount written as text (LONG_AMOUNT_WORD). */
export const LONG_AMOUNT_NOTE =
  'An amount of more than 15 significant digits is written as text, right-aligned, exactly as posted, grouped as ' +
  'the terminal shows it (1,234,567,890,123,456.78): a spreadsheet number keeps only 15 digits and would show ' +
  'another figure. A formula does not add it up; read it as it is.';
export const LONG_AMOUNT_WORD = 'Amount as text';

/** The number format of an amount written as text: text, so no program turns it back into a number. */
const TEXT_FORMAT = '@';

/** The number format of an amount cell whose currency is not known. */
export const AMOUNT_FORMAT = '#,##0.00##';

const PLAIN_DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/** Excel and LibreOffice show no more significant digits than this, whatever the double holds. */
const SHOWN_DIGITS = 15;

/**
 * Whether a number cell holding the plain decimal `text` (grouping commas aside) shows its exact
 * value: it has at most 15 significant digits. Such a decimal survives a double (its shortest
 * round-trip text is the decimal's own: IEEE 754 keeps 15 digits), and a spreadsheet shows no more
 * (12345678901234.56 is a double's own text, yet shows as 12,345,678,901,234.60). Counted in one
 * pass without a copy: it runs for every amount cell.
 */
function survivesAsNumber(text: string): boolean {
  let digits = 0;
  let zeros = 0;
  let point = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 46) point = true;
    else if (code === 48) {
      // A zero counts once a digit follows it, or before the point once a digit came before it.
      if (digits > 0) zeros += 1;
      if (!point && digits > 0) {
        digits += zeros;
        zeros = 0;
      }
    } else if (code > 48 && code <= 57) {
      digits += zeros + 1;
      zeros = 0;
    }
  }
  return digits <= SHOWN_DIGITS;
}

const GROUPED_DECIMAL = /^-?\d{1,3}(,\d{3})*(\.\d+)?$/;

/** Whether `value` is an amount amountValue wrote as text because no number holds it. */
export function isAmountText(value: unknown): value is string {
  return typeof value === 'string' && GROUPED_DECIMAL.test(value) && !survivesAsNumber(value);
}

/**
 * `"1234.5000"` -> 1234.5; a decimal no number holds exactly (`"12345678901234.5600"` IDR) ->
 * its grouped text in the currency's places, `"12,345,678,901,234.56"`; null and undefined -> null;
 * anything else as it is.
 */
export function amountValue(text: string | null | undefined, currency?: string | null): number | string | null {
  if (text === null || text === undefined) return null;
  if (!PLAIN_DECIMAL.test(text)) return text;
  if (survivesAsNumber(text)) return Number(text);
  return formatMoney(text.replace(/^\+/, ''), currency ?? '');
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
  if (isAmountText(value)) return TEXT_FORMAT;
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
/** An amount written as text stands right, where the numbers of its column stand. */
const AMOUNT_TEXT_STYLE: Readonly<Partial<ExcelJS.Style>> = Object.freeze({
  numFmt: TEXT_FORMAT,
  alignment: Object.freeze({ horizontal: 'right' as const }),
});

/** The style of an amount cell of `currency` holding `value`: its currency's decimal places (amountFormat). */
export function amountStyle(currency: string | null | undefined, value: unknown): Readonly<Partial<ExcelJS.Style>> {
  const format = amountFormat(currency, value);
  if (format === TEXT_FORMAT) return AMOUNT_TEXT_STYLE;
  let style = AMOUNT_STYLES.get(format);
  if (!style) {
    style = Object.freeze({ numFmt: format });
    // A run holds a handful of formats; a bound keeps an odd file from growing the map.
    if (AMOUNT_STYLES.size < 1000) AMOUNT_STYLES.set(format, style);
  }
  return style;
}
