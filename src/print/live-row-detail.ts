/** What a live run's row (report/live-row-word.ts) has instead of a detail recorded: what that run does with it. Pure. */
import type { InvoiceRow } from '../journal/invoice-row.js';

/** The Detail of a listing's row: for a live run's, what that run does with it. */
export function liveRowDetail(row: Pick<InvoiceRow, 'runId' | 'state' | 'detail'>): string | null {
  if (row.state === 'sending')
    return `run ${row.runId} is live: sent, no answer yet; in doubt only if that run ends without one`;
  if (row.state === 'staged')
    return `run ${row.runId} is live: not yet sent; that run sends it, or says not sent if it stops`;
  return row.detail;
}
