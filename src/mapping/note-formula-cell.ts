/**
 * A number cell a formula reads whose format shows another number than it holds (1234.56 shown
 * as 1,235, 0.075 as 8%): the formula computes with what the cell holds while the user checked
 * what it shows, so the cell gets the check a field reading it directly gets, placed at the cell
 * and naming the field whose formula read it. A cell the file does not hold faithfully (a date no
 * calendar has, a formula saved without its result) is one problem at the cell, never a blank the
 * formula computes with. Pure.
 */
import { cellText, type SheetCell, type SheetRow } from '../sheets/sheet-row.js';
import { shownRateProblem } from './apply-steps.js';
import type { Problem } from './mapped-invoice.js';
import type { ShownAmount } from './note-amount-cell.js';

/** Where the notes of a record go. */
interface Notes {
  problems: Problem[];
  shown?: ShownAmount[];
}

/**
 * Notes `cell` of `row`, read from `column` by the formula of field `field`, when it shows another
 * number than it holds, or cannot be read at all; true for the latter: the formula has no value to
 * give, and its field is left out as failed, with no problem of its own beside the cell's.
 */
export function noteFormulaCell(
  record: Notes,
  cell: SheetCell | undefined,
  row: SheetRow,
  column: string | undefined,
  field: string,
): boolean {
  // One problem per cell, however many formulas (or fields) read it.
  const same = (problem: Omit<Problem, 'message'>) =>
    problem.row === row.row && problem.sheet === row.sheet && problem.column === column && problem.file === row.file;
  if (cell?.kind === 'unreadable') {
    if (!record.problems.some(same)) {
      const value = cell.raw === '' ? undefined : cell.raw;
      record.problems.push({
        file: row.file,
        sheet: row.sheet,
        row: row.row,
        column,
        field,
        value,
        message: `${cell.reason}${readByText(field)}`,
      });
    }
    return true;
  }
  if (cell?.kind !== 'number' || cell.shown === undefined) return false;
  const noted = (problem: Problem) => same(problem) && problem.message.startsWith('the cell shows');
  if (record.problems.some(noted) || record.shown?.some((note) => same(note.problem))) return false;
  const problem = { file: row.file, sheet: row.sheet, row: row.row, column, field, value: cellText(cell) };
  if (!cell.percent) {
    // The amount check words it once the invoice's currency says how many places to show.
    (record.shown ??= []).push({ problem, cell, readBy: field });
    return false;
  }
  const rate = shownRateProblem(cell);
  if (rate) record.problems.push({ ...problem, message: `${rate.message}${readByText(field)}` });
  return false;
}

/** What a problem about a cell a formula read adds, naming the field whose formula read it. */
export function readByText(field: string | undefined): string {
  return field === undefined ? '' : ` (the formula of ${field} reads it)`;
}
