/**
 * Exact decimal text for a number read from a workbook: the shortest text that gives back the
 * stored double, never `119171.0`, without an exponent. Pure.
 *
 * Excel's arithmetic leaves binary-float noise past its 15 significant digits (0.1 + 0.2 is stored
 * as 0.30000000000000004, shown as 0.3); that noise is dropped. Nothing else is rounded:
 * - whole numbers and numbers with at most four decimals are kept as stored, whatever their length
 *   (a 16-digit id written by another program stays as it is, and so does the key it makes);
 * - 12.34567 stays 12.34567, and =100/3 stays 33.333333333333336, so an amount with more places
 *   than a field allows is refused where it is read, as in a CSV file, never quietly rounded.
 */

/** Significant digits Excel keeps and shows of a number. */
export const EXCEL_DIGITS = 15;
/**
 * Noise is told from data by what is left at 15 digits: 1234.5600000000002 is 1234.56000000000,
 * six digits and nine zeros. Real data of 16 or 17 digits leaves at most a few zeros there.
 */
const MOST_DIGITS_UNDER_NOISE = 12;

export function numberText(value: number): string {
  const shortest = String(value);
  // Most numbers need no work: no exponent and at most four decimals.
  const point = shortest.indexOf('.');
  if ((point < 0 || shortest.length - point - 1 <= 4) && !/[eE]/.test(shortest)) return shortest;
  const plain = expandExponent(shortest);
  const places = plain.includes('.') ? plain.length - plain.indexOf('.') - 1 : 0;
  if (places <= 4 || significantDigits(plain) <= EXCEL_DIGITS) return plain === '-0' ? '0' : plain;
  const excel = trimZeros(expandExponent(value.toPrecision(EXCEL_DIGITS)));
  return significantDigits(excel) <= MOST_DIGITS_UNDER_NOISE ? excel : plain;
}

function trimZeros(text: string): string {
  const trimmed = text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  return trimmed === '-0' ? '0' : trimmed;
}

function significantDigits(text: string): number {
  return text.replace(/^-?[0.]*/, '').replace('.', '').length;
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
