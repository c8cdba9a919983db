/**
 * A number cell a formula reads whose format shows another number than it holds (1234.56 shown
 * as 1,235, 0.075 as 8%): the formula computes with what the cell holds while the user checked
 * what it shows, so the cell gets the check a field reading it directly gets, placed at the cell
 * and naming the field whose formula read it. Pure.
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

/** Notes `cell` of `row`, read from `column` by the formula of field `field`, when it shows another number than it holds. */
export function noteFormulaCell(
  record: Notes,
  cell: SheetCell | undefined,
  row: SheetRow,
  column: string | undefined,
  field: string,
): void {
  if (cell?.kind !== 'number' || cell.shown === undefined) return;
  // One problem per cell, however many formulas read it.
  const same = (problem: Omit<Problem, 'message'>) =>
    problem.row === row.row && problem.sheet === row.sheet && problem.column === column && problem.file === row.file;
  const noted = (problem: Problem) => same(problem) && problem.message.startsWith('the cell shows');
  if (record.problems.some(noted) || record.shown?.some((note) => same(note.problem))) return;
  const problem = { file: row.file, sheet: row.sheet, row: row.row, column, field, value: cellText(cell) };
  if (!cell.percent) {
    // The amount check words it once the invoice's currency says how many places to show.
    (record.shown ??= []).push({ problem, cell, readBy: field });
    return;
  }
  const rate = shownRateProblem(cell);
  if (rate) record.problems.push({ ...problem, message: `${rate.message}${readByText(field)}` });
}

/** What a problem about a cell a formula read adds, naming the field whose formula read it. */
export function readByText(field: string | undefined): string {
  return field === undefined ? '' : ` (the formula of ${field} reads it)`;
}
