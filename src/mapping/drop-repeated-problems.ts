/**
 * One problem is reported once. A cell read by two fields (an amount that is the invoice's and
 * its only line's) fails twice with the same words; a field built from several columns (an
 * InvoiceId template of vendor id and invoice number) fails because one of them is empty, which
 * that column's own problem already says. Pure.
 */
import type { Problem } from './mapped-invoice.js';

/** Columns of a field read from several, as problems name them (`"A + B"`, map-record.ts). */
const JOINED = ' + ';

function sameCell(a: Problem, b: Problem): boolean {
  return a.sheet === b.sheet && a.row === b.row;
}

/** Whether `problem` repeats one of `kept`: same cell and words, or a joined column one of whose parts has its own. */
function repeats(problem: Problem, kept: readonly Problem[], all: readonly Problem[]): boolean {
  if (
    kept.some(
      (k) =>
        sameCell(k, problem) &&
        k.column === problem.column &&
        k.message === problem.message &&
        k.value === problem.value,
    )
  )
    return true;
  const parts = problem.column?.includes(JOINED) ? problem.column.split(JOINED) : undefined;
  return (
    parts !== undefined &&
    all.some((other) => other !== problem && sameCell(other, problem) && parts.includes(other.column ?? ''))
  );
}

export function dropRepeatedProblems(problems: readonly Problem[]): Problem[] {
  if (problems.length < 2) return [...problems];
  const kept: Problem[] = [];
  for (const problem of problems) if (!repeats(problem, kept, problems)) kept.push(problem);
  return kept;
}
