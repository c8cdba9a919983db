/**
 * One CSV field of the results: quoted when needed, and text a spreadsheet would run as a formula
 * (starting with = + - @ tab or CR; OWASP CSV injection) prefixed with a quote. Plain numbers such
 * as a credit note's `-45.0000` stay as they are.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export function resultsCsvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
