/**
 * The rows the mapping left out of a run's file, as rows of the results CSV after the invoices:
 * each row left out with its sheet, row and rule, so a program or a person reading the CSV alone
 * sees every row of the file accounted for. They carry no instance id: `reconcile --from` passes
 * them over. Pure.
 */
import type { RunLeftOut } from '../../journal/run-left-out.js';
import { LEFT_OUT_WORDS } from '../describe-left-out-rows.js';

/** Their Outcome cell: no invoice outcome, so no reader takes one for an invoice. */
export const LEFT_OUT_OUTCOME = 'left out';

/** A row's cells by column header; the columns not named stay empty. */
export type LeftOutCells = Record<string, string | number>;

/** One row per row left out, in the order met, then, for a rule past its listed rows, one row counting the rest. */
export function leftOutCsvRows(sourceFile: string, leftOut: RunLeftOut | undefined): LeftOutCells[] {
  const rows: LeftOutCells[] = [];
  for (const [rule, left] of leftOut ?? []) {
    const detail = `${LEFT_OUT_WORDS}: ${rule}`;
    for (const place of left.places) {
      rows.push({
        Source: sourceFile,
        Sheet: place.sheet ?? '',
        Rows: String(place.row),
        Outcome: LEFT_OUT_OUTCOME,
        Detail: detail,
      });
    }
    const more = left.rows - left.places.length;
    if (more > 0) {
      rows.push({ Source: sourceFile, Outcome: LEFT_OUT_OUTCOME, Detail: `${detail}: ${more} more rows, not listed` });
    }
  }
  return rows;
}
