/**
 * Decides, purely, whether an invoice number that differs from one the journal records for the same
 * target and PayeeId only in how it is written (fold-invoice-number.ts: `A-1` for `a-1`, `421` for
 * `00421`, `INV–7` for `INV-7`) stops a staged invoice. Such a number names the same bill to a
 * person; posting it pays the vendor twice, so the invoice is held back, naming the one created,
 * until the user says it is a different one (`--force`).
 */
import type { InvoiceRow } from '../journal/invoice-row.js';
import { showHidden, spellingWords } from '../invoice/describe-spelling.js';
import { foldInvoiceNumber } from '../invoice/fold-invoice-number.js';
import { localDay } from '../report/local-time.js';

/**
 * The rows of each `recorded` list by folded number, oldest first: each number is folded once per
 * list, not once per staged row (a vendor with 5,000 invoices and 5,000 new ones took 30 s).
 * A list is read from the journal once per run and vendor and never changed.
 */
const indexes = new WeakMap<readonly InvoiceRow[], Map<string, InvoiceRow[]>>();

function byFoldedNumber(recorded: readonly InvoiceRow[]): Map<string, InvoiceRow[]> {
  let index = indexes.get(recorded);
  if (index === undefined) {
    index = new Map();
    for (const row of recorded) {
      if (row.invoiceNumber === null) continue;
      const folded = foldInvoiceNumber(row.invoiceNumber);
      const rows = index.get(folded);
      if (rows) rows.push(row);
      else index.set(folded, [row]);
    }
    indexes.set(recorded, index);
  }
  return index;
}

/**
 * @param number the staged invoice's Invoice_Number
 * @param recorded the vendor's rows on the target that may exist on the back-end (created, being
 *   sent, in doubt after a request left), oldest first
 * @returns the detail of the hold, or undefined when no number of `recorded` is the same folded
 *   and different as written (an exact match is the exactly-once rule's, plan-invoice.ts)
 */
export function planNearKey(number: string, recorded: readonly InvoiceRow[], force: boolean): string | undefined {
  if (force) return undefined;
  const near = byFoldedNumber(recorded)
    .get(foldInvoiceNumber(number))
    ?.find((row) => row.invoiceNumber !== number);
  if (near === undefined) return undefined;
  return `not sent: the same invoice as ${describeRecorded(near)} (the numbers differ only in ${spellingWords(near.invoiceNumber!, number)}); give --force to post it as a different invoice`;
}

/** A recorded row as the holds name it: its number as written, then where it is (created, being sent, in doubt). */
export function describeRecorded(near: InvoiceRow): string {
  const written = `"${showHidden(near.invoiceNumber ?? '')}"`;
  const when = near.outcomeAt ? ` on ${localDay(near.outcomeAt)}` : '';
  const how =
    near.state === 'created'
      ? `created as instance ${near.instanceId} in run ${near.runId}${when}`
      : near.state === 'sending'
        ? `which run ${near.runId} is sending right now`
        : `in doubt from run ${near.runId}`;
  return `${written}, ${how}`;
}
