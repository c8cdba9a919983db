/** A problem at one cell of a row, written the same way wherever a cell's value is refused. Pure. */
import { cellText, type SheetCell, type SheetRow } from '../sheets/sheet-row.js';
import type { Problem } from './mapped-invoice.js';

/** The problem of field `path`, read from `cell` of `row` under the header `column`, quoting the cell's text. */
export function cellProblem(
  row: SheetRow,
  cell: SheetCell | undefined,
  column: string | undefined,
  path: string,
  message: string,
): Problem {
  // An unreadable cell may have no text at all (a shared string that is missing): nothing to quote.
  // A date cell that shows no whole day is quoted as the sheet shows it, not by the day it hides.
  const value = cell?.kind === 'date' && cell.partial ? (cell.partial.shown ?? '') : cellText(cell);
  return {
    file: row.file,
    sheet: row.sheet,
    row: row.row,
    column,
    field: path,
    value: value === '' ? undefined : value,
    message,
  };
}
