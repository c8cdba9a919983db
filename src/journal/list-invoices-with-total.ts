/**
 * The invoices the `journal` command lists, and how many match in all, so a listing cut by its
 * limit can say so. Without a run, one row per invoice (its latest row, so its latest state): an
 * invoice held through several runs is still one invoice. With a run, that run's rows.
 */
import type { InvoiceRow } from './invoice-row.js';
import type { Journal } from './journal.js';
import type { ListInvoicesFilter } from './list-statements.js';
import { stateFilterOf } from './state-filter-sql.js';

export interface InvoiceListing {
  /** Newest first, at most `filter.limit` (all when it is negative). */
  rows: InvoiceRow[];
  /** Rows matching the filter, listed or not. */
  total: number;
}

export async function listInvoicesWithTotal(
  journal: Pick<Journal, 'lists'>,
  filter: ListInvoicesFilter,
): Promise<InvoiceListing> {
  const perInvoice = filter.runId === undefined;
  const matching = filter.matching ?? stateFilterOf(filter.state);
  const rows = perInvoice
    ? await journal.lists.listLatestInvoices(matching, filter.limit, filter.targetIdentity, filter.since)
    : await journal.lists.listInvoices(filter);
  // Counting reads every matching row; only a listing that reached its limit can have been cut.
  if (filter.limit < 0 || rows.length < filter.limit) return { rows, total: rows.length };
  const total = perInvoice
    ? await journal.lists.countLatestInvoices(matching, filter.targetIdentity, filter.since)
    : await journal.lists.countInvoices(filter);
  // A row written between the two statements must not make the total smaller than the list.
  return { rows, total: Math.max(total, rows.length) };
}
