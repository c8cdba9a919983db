/**
 * The error values spreadsheets show in a cell whose formula failed. An XLSX file marks such a
 * cell as an error; a CSV export writes only the text, which would otherwise be posted as data
 * (`#N/A` as an invoice number). Both readers make it the same problem wherever a field reads it.
 */
import type { SheetCell } from './sheet-row.js';

/**
 * Excel's and Google Sheets' error values (Sheets adds `#ERROR!`, Excel 365 the spill and data
 * ones); LibreOffice writes the same names, or `Err:` and a number (`Err:502`) for the rest.
 */
const ERROR_VALUES = new Set([
  '#NULL!',
  '#DIV/0!',
  '#VALUE!',
  '#REF!',
  '#NAME?',
  '#NUM!',
  '#N/A',
  '#ERROR!',
  '#SPILL!',
  '#CALC!',
  '#FIELD!',
  '#BLOCKED!',
  '#CONNECT!',
  '#BUSY!',
  '#UNKNOWN!',
  '#GETTING_DATA',
]);

const LIBREOFFICE_ERROR = /^Err:\d{3}$/;

/** The error value `text` is as a whole (trimmed), as a spreadsheet shows it; undefined for any other text (`Invoice #12`). */
export function spreadsheetErrorOf(text: string): string | undefined {
  // most fields are longer, or start with neither mark: no trimmed copy of them is made
  if (text.length > 40) return undefined;
  const trimmed = text.trim();
  if (!(trimmed.startsWith('#') || trimmed.startsWith('Err:'))) return undefined;
  const upper = trimmed.toUpperCase();
  if (ERROR_VALUES.has(upper)) return upper;
  return LIBREOFFICE_ERROR.test(trimmed) ? trimmed : undefined;
}

const SHOWS = 'the cell shows the error ';
const FIX = ': correct the formula or the cells it uses in the sheet';

/**
 * An error cell whose writer left its value out (`<c t="e"/>`, `<c t="e"><v></v></c>`): an error all
 * the same, never a blank, which a required field would call missing.
 */
const NO_VALUE = 'the cell holds an error with no value shown';

/** `#DIV/0!`, `#N/A`: what the sheet shows is no value, whatever field reads it. */
export function errorValueCell(error: string, raw: string): SheetCell {
  const reason = error.trim() === '' ? `${NO_VALUE}${FIX}` : `${SHOWS}${error}${FIX}`;
  return { kind: 'unreadable', reason, raw };
}

/** The error value `cell` shows (`#N/A`), when it is an error cell (errorValueCell); undefined for any other. */
export function errorShownBy(cell: SheetCell | undefined): string | undefined {
  if (cell?.kind !== 'unreadable' || !cell.reason.startsWith(SHOWS) || !cell.reason.endsWith(FIX)) return undefined;
  return cell.reason.slice(SHOWS.length, -FIX.length);
}
