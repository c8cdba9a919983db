/**
 * The invoices the `journal` command lists, and how many match in all, so a listing cut by its
 * limit can say so. Without a run, one row per invoice (its latest row, so its latest state): an
 * invoice held through several runs is still one invoice. With a run, that run's rows.
 */
import type { InvoiceRow } from './invoice-row.js';
import type { Journal } from './journal.js';
import type { ListInvoicesFilter } from './list-statements.js';

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
  const rows = perInvoice
    ? await journal.lists.listLatestInvoices(filter.state, filter.limit)
    : await journal.lists.listInvoices(filter);
  // Counting reads every matching row; only a listing that reached its limit can have been cut.
  if (filter.limit < 0 || rows.length < filter.limit) return { rows, total: rows.length };
  let total: number;
  if (perInvoice) total = await journal.lists.countLatestInvoices(filter.state);
  else {
    const counts = await journal.lists.countInvoicesByState(filter.runId);
    total = filter.state
      ? (counts.get(filter.state) ?? 0)
      : [...counts.values()].reduce((sum, count) => sum + count, 0);
  }
  // A row written between the two statements must not make the total smaller than the list.
  return { rows, total: Math.max(total, rows.length) };
}
