/**
 * An invoice's problems as the person reads them: the same problem once, and the problems that a
 * single cause at one row makes (a trailer count, a totals row, an end-of-file mark, a stray note)
 * folded into the one that names that cause. Pure.
 */
import { dropRepeatedProblems } from './drop-repeated-problems.js';
import { foldTotalsRowProblems } from './totals-row-problem.js';
import { foldEndOfFileMarkProblems } from './end-of-file-mark-problem.js';
import { foldStrayCellProblems } from './stray-cell-problem.js';
import { foldTrailerCountProblems } from './check-trailer-count.js';
import type { InvoiceGroup } from './invoice-group.js';
import type { Problem } from './mapped-invoice.js';

/** @param headers the invoices sheet's headers by column, when known (a stray note is told by them) */
export function foldRowProblems(
  problems: readonly Problem[],
  group: InvoiceGroup,
  headers: readonly string[] | undefined,
): Problem[] {
  const header = group.header;
  return foldStrayCellProblems(
    foldEndOfFileMarkProblems(
      foldTotalsRowProblems(foldTrailerCountProblems(dropRepeatedProblems(problems)), header),
      header,
    ),
    header,
    // Only a one-row invoice is one row of the sheet: a group of several is no stray note.
    group.rows.length === 1 ? headers : undefined,
  );
}
