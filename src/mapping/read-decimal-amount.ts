/**
 * A plain decimal (`-1234.5`, read from text or a number cell) checked and written as the model's
 * four-place amount string: text only, no arithmetic. Pure.
 */
import { floatNoiseAround } from './float-noise-around.js';

export type Parsed = { ok: true; text: string } | { ok: false; message: string };

/** Digits of `decimal` before its point, leading zeros not counted. */
function wholeDigits(decimal: string): number {
  const point = decimal.indexOf('.');
  return (point < 0 ? decimal : decimal.slice(0, point)).replace(/^[-+]?0*/, '').length;
}

/** True when `decimal` has non-zero digits beyond `places` decimals. */
export function hasMorePlaces(decimal: string, places: number): boolean {
  const point = decimal.indexOf('.');
  if (point < 0) return false;
  for (let i = point + 1 + places; i < decimal.length; i++) if (decimal.charCodeAt(i) !== 48) return true;
  return false;
}

/** A plain decimal (`-1234.5`, from text or a number cell) as an amount of four places, or why not. */
export function amountOfDecimal(decimal: string): Parsed {
  if (hasMorePlaces(decimal, 4)) {
    const near = floatNoiseAround(decimal);
    const noise =
      near === undefined
        ? ''
        : `: it looks like a program's binary floating-point noise around ${near}; round the column to its places where the file is written (e.g. round(2) in pandas), or save the file from a spreadsheet, which writes ${near}`;
    return { ok: false, message: `expected an amount with at most four decimal places${noise}` };
  }
  if (wholeDigits(decimal) > 15)
    return { ok: false, message: 'expected an amount with at most 15 digits before the decimal point' };
  return { ok: true, text: fourPlaces(decimal) };
}

/**
 * A plain decimal with at most four significant decimals written with exactly four
 * (`-012.5` -> `-12.5000`), as text, without arithmetic.
 */
export function fourPlaces(decimal: string): string {
  const negative = decimal.startsWith('-');
  const body = negative || decimal.startsWith('+') ? decimal.slice(1) : decimal;
  const point = body.indexOf('.');
  let whole = point < 0 ? body : body.slice(0, point);
  if (whole.length > 1 && whole.charCodeAt(0) === 48) whole = whole.replace(/^0+(?=\d)/, '');
  if (whole === '') whole = '0';
  const digits = point < 0 ? '' : body.slice(point + 1, point + 5);
  const fraction = digits.length === 4 ? digits : `${digits}0000`.slice(0, 4);
  const text = `${whole}.${fraction}`;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}
