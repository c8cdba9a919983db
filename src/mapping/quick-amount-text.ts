/**
 * The quick path of reading an amount: the plain amounts most cells hold, in one pass over the
 * text, with no expressions; parse-amount-text.ts decides and words everything else. Pure.
 */
const DIGIT_0 = 48;
const DIGIT_9 = 57;
const MINUS = 45;

/** A separator's character code: -1 for none, -2 for one the quick path leaves to the general one. */
function separatorCode(separator: string): number {
  if (separator === '.') return 46;
  if (separator === ',') return 44;
  return separator === '' ? -1 : -2;
}

/**
 * The amount most cells hold (`-1.234,50`, `1234.5`: an optional minus, digits grouped by the
 * format's thousands separator or not, at most four decimals) in four places, read in one pass;
 * undefined for anything else, which the general path decides and words. A file of 100,000 lines
 * holds 200,000 or more amounts, and the general path's expressions and copies cost about a
 * tenth of mapping them.
 */
export function quickAmountText(
  text: string,
  format: { decimalSeparator: string; thousandsSeparator: string },
): string | undefined {
  const decimal = separatorCode(format.decimalSeparator);
  const group = separatorCode(format.thousandsSeparator);
  if (decimal < 0 || group === -2 || group === decimal) return undefined;
  const end = text.length;
  const negative = text.charCodeAt(0) === MINUS;
  let i = negative ? 1 : 0;
  let whole = '';
  let runStart = i;
  let runDigits = 0;
  let grouped = false;
  let nonZero = false;
  for (; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code >= DIGIT_0 && code <= DIGIT_9) {
      runDigits++;
      if (code !== DIGIT_0) nonZero = true;
    } else if (code === group) {
      // One to three digits before the first separator, exactly three after each.
      if (grouped ? runDigits !== 3 : runDigits === 0 || runDigits > 3) return undefined;
      whole += text.slice(runStart, i);
      grouped = true;
      runStart = i + 1;
      runDigits = 0;
    } else break;
  }
  if (grouped ? runDigits !== 3 : runDigits === 0) return undefined;
  whole += text.slice(runStart, i);
  let fraction = '';
  if (i < end) {
    if (text.charCodeAt(i) !== decimal) return undefined;
    const from = i + 1;
    if (end - from === 0 || end - from > 4) return undefined;
    for (i = from; i < end; i++) {
      const code = text.charCodeAt(i);
      if (code < DIGIT_0 || code > DIGIT_9) return undefined;
      if (code !== DIGIT_0) nonZero = true;
    }
    fraction = text.slice(from);
  }
  let zeros = 0;
  while (zeros < whole.length - 1 && whole.charCodeAt(zeros) === DIGIT_0) zeros++;
  if (zeros > 0) whole = whole.slice(zeros);
  if (whole.length > 15) return undefined;
  const places = fraction.length === 4 ? fraction : `${fraction}0000`.slice(0, 4);
  return `${negative && nonZero ? '-' : ''}${whole}.${places}`;
}
