/** `journal --json`: the invoice rows, each with its outcome word beside the journal's state. Pure. */
import type { InvoiceRow } from '../journal/invoice-row.js';
import { outcomeWordOf, type OutcomeWord } from '../report/outcome-words.js';

/** `state` is the journal's (`failed`, `in-doubt`); `outcome` is what the results and the terminal call it. */
export type InvoiceRowJson = InvoiceRow & { outcome: OutcomeWord };

export function invoiceRowsJson(rows: readonly InvoiceRow[]): InvoiceRowJson[] {
  return rows.map((row) => ({ ...row, outcome: outcomeWordOf(row) }));
}
