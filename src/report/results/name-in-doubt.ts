/**
 * The in-doubt invoices of a run named on the Summary, page 1: they are what a finance lead must act
 * on (resolve each), so they are listed there, up to a bound, not only counted.
 */
import type { ResultRow } from '../../journal/report-rows.js';
import { resultOutcome } from './results-sheet-columns.js';

/** Past this many, the rest are counted and found on Results. */
export const MOST_NAMED_IN_DOUBT = 10;

/** Collects, row by row, the first in-doubt invoices as `resolve` takes them: vendor id/invoice number. */
export class InDoubtNames {
  readonly #names: string[] = [];
  #count = 0;

  see(row: ResultRow): void {
    if (resultOutcome(row) !== 'in doubt') return;
    this.#count += 1;
    if (this.#names.length < MOST_NAMED_IN_DOUBT) this.#names.push(`${row.payeeId ?? ''}/${row.invoiceNumber ?? ''}`);
  }

  /** `0000100001/IN-1, 0000100001/IN-2 and 3 more, see Results`; undefined when none is in doubt. */
  text(): string | undefined {
    if (this.#count === 0) return undefined;
    const more = this.#count - this.#names.length;
    return `${this.#names.join(', ')}${more > 0 ? ` and ${more} more, see Results` : ''}`;
  }
}
