/**
 * The cells the annotated copy writes `***` in, where no problem of the invoice tells it: a column the
 * mapping leaves out, a row above the table, another sheet. A changed cell is never a silent change
 * of the user's data: the copy says so on the cell's row and validate warns of it. Pure.
 */
import { columnLetter } from '../../sheets/sheet-row.js';
import type { Problem } from '../../mapping/mapped-invoice.js';

export interface ReplacedCell {
  /** The sheet; undefined for CSV. */
  sheet: string | undefined;
  /** 1-based row (record of a CSV); undefined for a CSV's lines above the table. */
  row: number | undefined;
  /** The column's header below the header row, else its letter; undefined with `row`. */
  column: string | undefined;
  /** Which secret the cell held, as messages name it. */
  secret: 'the API key' | 'the password of the base URL';
  /** The cell's reference (`B2`) when the secret was in the note (comment) on it, not in the cell. @default the cell */
  note?: string | undefined;
  /** The note is a threaded comment (Excel 365's comments), not a legacy note. @default false */
  threaded?: boolean | undefined;
}

/** What the copy's Message and validate's warning say of a replaced cell (the secret is never quoted). */
export function replacedCellMessage(cell: Pick<ReplacedCell, 'secret' | 'note' | 'threaded'>): string {
  const replace = cell.secret === 'the API key' ? 'have the key replaced' : 'have the password changed';
  // A note is never read: the cell it is on may well be mapped, and its value is posted as it is.
  const held =
    cell.note === undefined
      ? 'this cell held; the mapping does not read the cell'
      : cell.threaded
        ? `the threaded comment on cell ${cell.note} held; comments are not read`
        : `the note on cell ${cell.note} held; notes are not read`;
  return `the annotated copy shows *** in place of ${cell.secret} ${held}, so nothing of it is posted and the invoice stays valid; take it out of the file and ${replace}, since the file holds it`;
}

/** The cell as a row's Message names it: `column "Notes": ...`. */
export function replacedCellNote(cell: ReplacedCell): string {
  return `column "${cell.column ?? ''}": ${replacedCellMessage(cell)}`;
}

/** The key by which a row's annotation lists the cells its problems already tell. */
export const toldCellKey = (row: number, column: string): string => `${row}\t${column}`;

/**
 * The name of the 0-based column `index` on `row`: the table's header below the header row, where it
 * has one, else the column's letter.
 */
export function replacedColumnName(headers: readonly string[], headerRow: number, row: number, index: number): string {
  const header = row > headerRow ? headers[index]?.trim() : undefined;
  return header ? header : columnLetter(index);
}

/** `message` with the notes of a row's replaced cells after it. */
export function withReplacedNotes(message: string, notes: readonly string[]): string {
  return [message, ...notes].filter((text) => text !== '').join('; ');
}

/** A replaced cell as a warning of `file` (its name as printed), shaped as a problem is, for printing and --json. */
export function replacedCellWarning(file: string, cell: ReplacedCell): Problem {
  return { file, sheet: cell.sheet, row: cell.row, column: cell.column, message: replacedCellMessage(cell) };
}
