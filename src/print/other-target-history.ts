/**
 * `journal show` with an explicit `--profile` or `--base-url`: a finance admin of one company sees
 * that company's rows of the invoice, and is told when the journal holds it (also) under another
 * target, so an empty answer is not read as "never uploaded". Pure.
 */
import type { InvoiceHistoryRow } from '../journal/show-statements.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';
import { plural } from '../invoice/format-count.js';

export interface TargetHistory {
  /** The rows of the target asked about; every row when none was named. */
  shown: InvoiceHistoryRow[];
  /** The rows under other targets, left out. */
  elsewhere: InvoiceHistoryRow[];
}

/** @param target the identity named by --profile/--base-url; undefined keeps every row */
export function keepTargetHistory(rows: readonly InvoiceHistoryRow[], target: string | undefined): TargetHistory {
  if (target === undefined) return { shown: [...rows], elsewhere: [] };
  return {
    shown: rows.filter((row) => row.targetIdentity === target),
    elsewhere: rows.filter((row) => row.targetIdentity !== target),
  };
}

/** The line that says what was left out and where it is, or undefined when nothing was. */
export function describeOtherTargetHistory(reference: string, history: TargetHistory): string | undefined {
  const count = history.elsewhere.length;
  if (count === 0) return undefined;
  const rows = plural(count, 'row is', 'rows are');
  const where = [...new Set(history.elsewhere.map((row) => row.runTargetDescription))].join('; ');
  const line =
    history.shown.length === 0
      ? `journal show: ${reference} has no row under this target; ${rows} under another target: ${where}; without --profile and --base-url every row is shown`
      : `journal show: ${plural(count, 'row')} of ${reference} under another target not shown: ${where}`;
  return escapeControlCharacters(line);
}
