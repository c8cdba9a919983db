/**
 * A number cell read as text (an invoice number, a comment) that the sheet does not show as it
 * holds: a format that hides it (`;;;`), or more significant digits than the 15 a spreadsheet
 * keeps and more than a double holds exactly (`12345678901234567`, an id typed as a number, whose
 * last digits are not the ones written). Pure.
 */
import type { SheetCell } from '../sheets/sheet-row.js';
import { HIDDEN_NUMBER } from '../sheets/xlsx/shown-number-text.js';
import { EXCEL_DIGITS } from '../sheets/xlsx/number-text.js';

/** Why `cell` cannot be read as the text it shows; undefined when it can. */
export function numberAsTextProblem(cell: Extract<SheetCell, { kind: 'number' }>): string | undefined {
  if (cell.shown === HIDDEN_NUMBER)
    return `the cell shows ${HIDDEN_NUMBER} but holds ${cell.text}: format the cell to show its value (e.g. General), or clear it`;
  const digits = cell.text
    .replace(/^-?[0.]*/, '')
    .replace('.', '')
    .replace(/0+$/, '').length;
  // A whole number a double holds exactly is the digits the file was written with (a 16-digit id
  // from another program): kept. Past that, the digits read are not the ones written.
  if (digits <= EXCEL_DIGITS || (/^-?\d+$/.test(cell.text) && Number.isSafeInteger(Number(cell.text))))
    return undefined;
  return `the cell holds a number of ${digits} significant digits (${cell.text}), more than the 15 a spreadsheet keeps: its last digits are not the ones typed; write the id as text (format the column as Text, @, and enter it again)`;
}
