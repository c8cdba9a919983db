/**
 * Amounts that read as two numbers, one per decimal separator (`1.250`: 1.25 with a point, 1250
 * with a comma), and texts that show a decimal comma: what check-decimal-comma.ts decides with. Pure.
 */
import { foldDigitScripts } from '../invoice/fold-digit-scripts.js';
import { decimalCommaLike, plainDecimal, type AmountFormat } from './parse-amount-text.js';
import { amountOfDecimal } from './read-decimal-amount.js';

const DECIMAL_POINT: AmountFormat = { decimalSeparator: '.', thousandsSeparator: ',' };
/** With the signs of letters only (`DA`) too: evidence of a decimal comma whatever sign it is written with. */
const DECIMAL_POINT_WORDS: AmountFormat = { ...DECIMAL_POINT, wordSigns: true };

/** A separator between a digit and exactly three more: the only shape two readings can share. */
const EITHER_WAY = /\d[.,]\d{3}(?!\d)/;
/** A 0 on its own before the separator. */
const LONE_ZERO = /(?:^|\D)0[.,]\d/;

/**
 * The number `text` is with a decimal comma, when `format` assumes the decimal point and the
 * text is another number with a comma: `1.250` is 1250 (1.25 with the point), `1,250` is 1.25.
 * Undefined when the reading does not depend on the separator (`1,234.50`, `12.50`, `0.125`, whose
 * leading 0 groups nothing) or the mapping says the separator.
 */
export function commaReading(written: string, format: AmountFormat): string | undefined {
  if (!format.decimalAssumed || format.decimalSeparator !== '.') return undefined;
  const text = latinDigits(written);
  if (!EITHER_WAY.test(text)) return undefined;
  const point = plainDecimal(text, format);
  const comma = plainDecimal(text, decimalCommaLike(format));
  if (point === undefined || comma === undefined) return undefined;
  // No writer groups a leading 0 (0.125 is no 125): only a point can be meant.
  if (LONE_ZERO.test(text)) return undefined;
  const a = amountOfDecimal(point);
  const b = amountOfDecimal(comma);
  return a.ok && b.ok && a.text !== b.text ? b.text : undefined;
}

/**
 * True when `text` (an amount or a rate, `%` allowed) is written with a decimal comma: it reads
 * with a comma and not with a point (`12,50`, `1.234,50 €`, `1.250.000`, `19,00 %`).
 */
export function showsDecimalComma(written: string): boolean {
  const text = latinDigits(written);
  if (!/\d[.,]\d/.test(text)) return false;
  const number = text.replace(/\s*%\s*$/, '');
  return (
    plainDecimal(number, DECIMAL_POINT_WORDS) === undefined &&
    plainDecimal(number, decimalCommaLike(DECIMAL_POINT_WORDS)) !== undefined
  );
}

/** Two decimals after a point, nothing after them but a sign or a currency (`12.50`, `$1,234.50`, `-0.99 EUR`). */
const TWO_AFTER_POINT = /\d\.\d{2}(?![\d.,])/;

/**
 * True when `text` is an amount written with a decimal point: two decimals after it, and it reads
 * with a point and not with a comma (`12.50`, `1,234.50`; `1.250` and `1.234,50` are not).
 */
export function showsDecimalPoint(written: string): boolean {
  const text = latinDigits(written);
  if (!TWO_AFTER_POINT.test(text)) return false;
  return (
    plainDecimal(text, DECIMAL_POINT_WORDS) !== undefined &&
    plainDecimal(text, decimalCommaLike(DECIMAL_POINT_WORDS)) === undefined
  );
}

/**
 * `text` in ASCII digits with the Arabic separators kept as written (`١.٢٥٠` is `1.250`, as
 * uncertain; `١٫٢٥٠` is certain), or as written when its digits are of two scripts.
 */
function latinDigits(text: string): string {
  const folded = foldDigitScripts(text);
  return folded.ok ? folded.text : text;
}
