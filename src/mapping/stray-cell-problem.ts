/**
 * A note typed beside or below the table (`checked by JB` at XFD1048576, `see memo` at A1000000)
 * fills one cell of a row that is otherwise empty, in a column the header does not name or after
 * empty rows below the table: read as an invoice, it gave one "expected a value" per required
 * field. It gets one problem instead, at that cell, so the row is still counted among the invalid
 * and shown, never dropped. A lone value right under the table's last row stays an invoice with its
 * missing fields (a row half typed), and a full row after empty rows is read as any invoice. Pure.
 */
import { cellText, columnLetter, type SheetRow } from '../sheets/sheet-row.js';
import type { Problem } from './mapped-invoice.js';
import { isBlank } from './apply-steps.js';

/** `problems` folded into one when `row` fills only one cell, in a column without a header or after empty rows; unchanged otherwise. */
export function foldStrayCellProblems(
  problems: readonly Problem[],
  row: SheetRow,
  headers: readonly string[] | undefined,
): Problem[] {
  if (headers === undefined || problems.length < 2) return [...problems];
  const filled = row.cells.flatMap((cell, at) => (isBlank(cell) ? [] : [at]));
  const [at] = filled;
  if (at === undefined || filled.length !== 1) return [...problems];
  const unnamed = (headers[at] ?? '').trim() === '';
  const gap = row.blankRowsAbove ?? 0;
  if (!unnamed && gap === 0) return [...problems];
  const cell = `${columnLetter(at)}${row.row}`;
  const where = unnamed
    ? 'in a column with no header'
    : `${gap === 1 ? '1 empty row' : `${gap} empty rows`} below the table`;
  return [
    {
      file: row.file,
      sheet: row.sheet,
      row: row.row,
      column: columnLetter(at),
      value: cellText(row.cells[at]),
      message:
        `a value outside the table: ${cell} is the only cell of its row, ${where}, ` +
        `so it is no invoice (a note typed beside or below the table); delete it or move it off the ` +
        `sheet, or upload with --partial to post the other invoices`,
    },
  ];
}
