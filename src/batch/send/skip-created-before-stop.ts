/**
 * A run that stops before it has sent everything (invalid invoices without --partial, a signal, a
 * halt) marks what it did not send "not sent ... safe to post again". Staged invoices whose key an
 * earlier run created were never going to be sent: they are first recorded as the send loop records
 * them (skipped as created, or held as differing), so a stop never makes a created invoice look
 * unposted in the run's results, its counts or the journal.
 */
import type { Journal } from '../../journal/journal.js';
import type { PlanOptions } from '../plan-invoice.js';
import { skipCreatedRows } from './skip-created-rows.js';

/** Staged rows read and screened per transaction: a run of any size is never held whole. */
const PAGE_ROWS = 500;

/** Records the run's staged invoices whose key was created as skipped (or held); returns how many. */
export async function skipCreatedBeforeStop(
  journal: Journal,
  runId: number,
  plan: PlanOptions,
  at: string,
): Promise<number> {
  let after = 0;
  let skipped = 0;
  for (;;) {
    const page = await journal.stage.listStagedPage(runId, after, PAGE_ROWS);
    const last = page[page.length - 1];
    if (last === undefined) return skipped;
    const screened = await journal.transaction((tx) => skipCreatedRows(tx, runId, page, plan, at));
    skipped += screened.skipped;
    after = last.id;
  }
}
