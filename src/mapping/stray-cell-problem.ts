/**
 * A note typed beside or far below the table (`checked by JB` at XFD1048576) fills one cell of a
 * row that is otherwise empty, in a column the header does not name: read as an invoice, it gave
 * one "expected a value" per required field. It gets one problem instead, at that cell, so the row
 * is still counted among the invalid and shown, never dropped. Pure.
 */
import { cellText, columnLetter, type SheetRow } from '../sheets/sheet-row.js';
import type { Problem } from './mapped-invoice.js';
import { isBlank } from './apply-steps.js';

/** `problems` folded into one when `row` fills only one cell, in a column without a header; unchanged otherwise. */
export function foldStrayCellProblems(
  problems: readonly Problem[],
  row: SheetRow,
  headers: readonly string[] | undefined,
): Problem[] {
  if (headers === undefined || problems.length < 2) return [...problems];
  const filled = row.cells.flatMap((cell, at) => (isBlank(cell) ? [] : [at]));
  const [at] = filled;
  if (at === undefined || filled.length !== 1 || (headers[at] ?? '').trim() !== '') return [...problems];
  const cell = `${columnLetter(at)}${row.row}`;
  return [
    {
      file: row.file,
      sheet: row.sheet,
      row: row.row,
      column: columnLetter(at),
      value: cellText(row.cells[at]),
      message:
        `a value outside the table: ${cell} is the only cell of its row, in a column with no header, ` +
        `so it is no invoice (a note typed beside or below the table); delete it or move it off the ` +
        `sheet, or upload with --partial to post the other invoices`,
    },
  ];
}
