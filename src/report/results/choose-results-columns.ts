/**
 * Which columns of the Results sheet a run shows: every column, but an optional one (a due date, a
 * vendor name, a sheet) only when some invoice of the run has a value in it. Pure.
 */
import type { ResultRow } from '../../journal/list-statements.js';
import { RESULTS_SHEET_COLUMNS } from './results-sheet-columns.js';

const OPTIONAL = RESULTS_SHEET_COLUMNS.flatMap((column, index) => (column.optional ? [index] : []));

/** Collects, row by row, the optional columns that hold a value. */
export class FilledColumns {
  readonly #filled = new Set<number>();

  see(row: ResultRow): void {
    if (this.#filled.size === OPTIONAL.length) return;
    for (const index of OPTIONAL) {
      const value = RESULTS_SHEET_COLUMNS[index]!.value(row);
      if (value !== null && value !== '') this.#filled.add(index);
    }
  }

  /** The indexes of RESULTS_SHEET_COLUMNS to show, in their order. */
  kept(): number[] {
    return RESULTS_SHEET_COLUMNS.flatMap((column, index) =>
      !column.optional || this.#filled.has(index) ? [index] : [],
    );
  }
}
