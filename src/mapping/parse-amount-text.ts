/**
 * Amounts as people write them (`$1,234.50`, `1.234,50 €`, `(45.00)`, `45.00-`) turned into the
 * four-place amount strings of the model. String and BigInt arithmetic only, never floats. Pure.
 */
import { formatScaled, parseScaled } from '../invoice/decimal-amount.js';

export interface AmountFormat {
  /** @default '.' */
  decimalSeparator: '.' | ',';
  /** Grouping separator; spaces and `'` are always accepted as well. @default the other of `.` and `,` */
  thousandsSeparator: string;
}

export type Parsed = { ok: true; text: string } | { ok: false; message: string };

const CURRENCY_SIGNS = /^(?:[$€£¥₹]|[A-Z]{3}|US\$|CHF|Fr\.)\s*|\s*(?:[$€£¥₹]|[A-Z]{3}|CHF)$/;
const SPACES = /[\s\u00a0\u202f']/g;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Removes signs, brackets and currency symbols; returns the bare number and whether it was negative. */
function stripDecorations(text: string): { digits: string; negative: boolean } | undefined {
  let rest = text.trim();
  let negative = false;
  for (let round = 0; round < 4; round++) {
    const before = rest;
    const bracketed = /^\((.*)\)$/.exec(rest);
    if (bracketed) {
      if (negative) return undefined;
      negative = true;
      rest = bracketed[1]!.trim();
    }
    rest = rest.replace(CURRENCY_SIGNS, '').trim();
    const sign = /^([-+\u2212])\s*|\s*([-+\u2212])$/.exec(rest);
    if (sign) {
      const minus = (sign[1] ?? sign[2]) !== '+';
      if (minus && negative) return undefined;
      negative = negative || minus;
      rest = (rest.slice(0, sign.index) + rest.slice(sign.index + sign[0].length)).trim();
    }
    if (rest === before) break;
  }
  return { digits: rest, negative };
}

/** Turns decorated text into a plain decimal (`-1234.50`), or undefined when it is not a number. */
export function plainDecimal(text: string, format: AmountFormat): string | undefined {
  const stripped = stripDecorations(text);
  if (!stripped || stripped.digits === '') return undefined;
  const dec = escape(format.decimalSeparator);
  const thousands = format.thousandsSeparator === '' ? '' : escape(format.thousandsSeparator);
  let digits = stripped.digits;
  const spaced = /[\s\u00a0\u202f']/.test(digits);
  if (spaced) digits = digits.replace(SPACES, thousands ? format.thousandsSeparator : '');
  const grouped = thousands ? new RegExp(`^\\d{1,3}(?:${thousands}\\d{3})+(?:${dec}\\d*)?$`) : undefined;
  const plain = new RegExp(`^(?:\\d+(?:${dec}\\d*)?|${dec}\\d+)$`);
  if (!(grouped?.test(digits) || plain.test(digits))) return undefined;
  if (thousands) digits = digits.split(format.thousandsSeparator).join('');
  if (format.decimalSeparator === ',') digits = digits.replace(',', '.');
  return `${stripped.negative ? '-' : ''}${digits}`;
}

/** True when `decimal` has non-zero digits beyond `places` decimals. */
export function hasMorePlaces(decimal: string, places: number): boolean {
  const fraction = decimal.split('.')[1] ?? '';
  return /[1-9]/.test(fraction.slice(places));
}

/** Parses an amount written in `format` into four places. */
export function parseAmountText(text: string, format: AmountFormat): Parsed {
  const decimal = plainDecimal(text, format);
  const example = format.decimalSeparator === ',' ? '1.234,50' : '1,234.50';
  if (decimal === undefined) return { ok: false, message: `expected an amount, e.g. ${example}` };
  if (hasMorePlaces(decimal, 4)) return { ok: false, message: 'expected an amount with at most four decimal places' };
  const scaled = parseScaled(decimal);
  if (scaled === undefined) return { ok: false, message: `expected an amount, e.g. ${example}` };
  return { ok: true, text: formatScaled(scaled) };
}
