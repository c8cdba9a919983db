/**
 * Exact decimal text for a number read from a workbook, as Excel shows it at full precision:
 * at most 15 significant digits (all Excel keeps of what is typed), never `119171.0`, and without
 * the binary-float noise of its arithmetic (0.1 + 0.2 is 0.30000000000000004 as a double, 0.3 in
 * Excel). Nothing else is rounded: 12.34567 stays 12.34567, so an amount with more places than a
 * field allows is refused where it is read, as in a CSV file, not quietly rounded. Pure.
 */

/** Significant digits Excel keeps and shows of a number. */
const EXCEL_DIGITS = 15;

/** Renders `value` as plain decimal text (no exponent) with at most 15 significant digits. */
export function numberText(value: number): string {
  const shortest = String(value);
  // Most numbers need no work: no exponent and too short to have more than 15 digits.
  if (shortest.length <= EXCEL_DIGITS && !/[eE]/.test(shortest)) return shortest;
  const rounded = /[eE]/.test(shortest) || significantDigits(shortest) > EXCEL_DIGITS;
  const plain = expandExponent(rounded ? value.toPrecision(EXCEL_DIGITS) : shortest);
  const text = plain.includes('.') ? plain.replace(/0+$/, '').replace(/\.$/, '') : plain;
  return text === '-0' ? '0' : text;
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
