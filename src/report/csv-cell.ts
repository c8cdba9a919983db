/**
 * Writing CSV cells safely: text that a spreadsheet would run as a formula is neutralised
 * (OWASP CSV injection), and cells are quoted as RFC 4180 asks.
 */

/** Characters that make a spreadsheet read a cell as a formula when they come first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes formula-looking text with an apostrophe, so a spreadsheet shows it as text. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One CSV cell: neutralised, then quoted when it holds the delimiter, a quote, a line break or
 * leading/trailing spaces; quotes inside are doubled.
 * @param delimiter @default ','
 */
export function csvCell(value: string | number | null | undefined, delimiter = ','): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : neutraliseFormula(value);
  const needsQuotes = text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF line end. @param delimiter @default ',' */
export function csvLine(values: readonly (string | number | null | undefined)[], delimiter = ','): string {
  return `${values.map((value) => csvCell(value, delimiter)).join(delimiter)}\r\n`;
}
