/**
 * Decides, purely, whether an invoice number that differs from one the journal records for the same
 * target and PayeeId only in case, spaces or character width (`A-1` for `a-1`) stops a staged
 * invoice. The API spec does not say how the back-end compares numbers; if it ignores case, posting
 * `A-1` after `a-1` pays the vendor twice, so such an invoice is held back until the user says it
 * is a different one (`--force`).
 */
import type { InvoiceRow } from '../journal/invoice-row.js';
import { foldInvoiceNumber } from '../invoice/fold-invoice-number.js';
import { localDay } from '../report/local-time.js';

/**
 * @param number the staged invoice's Invoice_Number
 * @param recorded the vendor's rows on the target that may exist on the back-end (created, being
 *   sent, in doubt after a request left), oldest first
 * @returns the detail of the hold, or undefined when no number of `recorded` is the same folded
 *   and different as written (an exact match is the exactly-once rule's, plan-invoice.ts)
 */
export function planNearKey(number: string, recorded: readonly InvoiceRow[], force: boolean): string | undefined {
  if (force) return undefined;
  const folded = foldInvoiceNumber(number);
  const near = recorded.find(
    (row) =>
      row.invoiceNumber !== null && row.invoiceNumber !== number && foldInvoiceNumber(row.invoiceNumber) === folded,
  );
  if (near === undefined) return undefined;
  const when = near.outcomeAt ? ` on ${localDay(near.outcomeAt)}` : '';
  const how =
    near.state === 'created'
      ? `posted before as ${near.invoiceNumber} in run ${near.runId}${when}`
      : near.state === 'sending'
        ? `run ${near.runId} is sending it as ${near.invoiceNumber} right now`
        : `in doubt as ${near.invoiceNumber} from run ${near.runId}`;
  return `not sent: ${how}, an Invoice_Number that differs only in case, spaces or character width; give --force to post it as a different invoice`;
}
