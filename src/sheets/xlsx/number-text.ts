/**
 * Exact decimal text for a number read from a workbook: the shortest text that round-trips,
 * never `119171.0`, with binary-float noise such as 1234.5600000001 rounded away. Pure.
 */

/**
 * Renders `value` as plain decimal text (no exponent). Digits past `places` decimals are
 * rounded half away from zero; shorter numbers keep exactly the digits they have.
 * @param places decimals kept at most. @default 4
 */
export function numberText(value: number, places = 4): string {
  const shortest = String(value);
  // Most amounts need no work: no exponent and few decimals (JavaScript never prints trailing zeros).
  if (!/[eE]/.test(shortest)) {
    const point = shortest.indexOf('.');
    if (point < 0 || shortest.length - point - 1 <= places) return shortest;
  }
  const plain = expandExponent(shortest);
  const negative = plain.startsWith('-');
  const unsigned = negative ? plain.slice(1) : plain;
  const [whole = '0', fraction = ''] = unsigned.split('.');
  const rounded = fraction.length > places ? roundDigits(whole, fraction, places) : { whole, fraction };
  const trimmedFraction = rounded.fraction.replace(/0+$/, '');
  const text = trimmedFraction ? `${rounded.whole}.${trimmedFraction}` : rounded.whole;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

function roundDigits(whole: string, fraction: string, places: number): { whole: string; fraction: string } {
  const digits = whole + fraction.slice(0, places);
  const roundUp = fraction.charCodeAt(places) - 48 >= 5;
  const result = roundUp ? incrementDigits(digits) : digits;
  const wholeLength = result.length - places;
  return { whole: result.slice(0, wholeLength) || '0', fraction: result.slice(wholeLength) };
}

/** Adds one to a string of decimal digits (`"0999"` -> `"1000"`, `"99"` -> `"100"`). */
function incrementDigits(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] === '9') {
      chars[i] = '0';
    } else {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
  }
  return `1${chars.join('')}`;
}

/** `1.5e-7` -> `0.00000015`, `1e+21` -> `1000000000000000000000`; other text unchanged. */
function expandExponent(text: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/i.exec(text);
  if (!match) return text;
  const [, sign = '', intPart = '', fracPart = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  const digits = intPart + fracPart;
  const point = intPart.length + exponent;
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
