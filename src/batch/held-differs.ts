/**
 * An invoice whose PayeeId and Invoice_Number were created earlier with other content is held, not
 * posted: whether it is the same invoice, and the words of the hold. Pure.
 */
import type { InvoiceRow } from '../journal/invoice-row.js';
import { DIFFERENT_INVOICE_DETAIL } from '../journal/invoice-state.js';
import { localDay } from '../report/local-time.js';
import { differencesText } from './compare-invoice-bodies.js';

/** What a plan knows of the invoice being uploaded and of the created rows its body was compared with. */
export interface ComparedSubject {
  payloadHash: string;
  compared?: ReadonlyMap<number, readonly string[]> | undefined;
}

/**
 * True when `row` (created) holds the same invoice as the subject: nothing differs but the InvoiceId.
 * A row recorded without its body (`import-results` records what a workbook shows, not the body
 * sent) is compared on what it kept (compare-kept-fields.ts); one that kept nothing cannot be
 * compared, so it counts as the same: held as differing, `--force` would post again an invoice the
 * finance system already holds.
 */
export function sameInvoice(subject: ComparedSubject, row: Pick<InvoiceRow, 'id' | 'payloadHash'>): boolean {
  const differences = subject.compared?.get(row.id);
  if (differences !== undefined) return differences.length === 0;
  return !row.payloadHash || row.payloadHash === subject.payloadHash;
}

/** True when `row` was recorded without content to compare with: taken as the same invoice unseen. */
export function notCompared(subject: ComparedSubject, row: Pick<InvoiceRow, 'id' | 'payloadHash'>): boolean {
  return !row.payloadHash && !subject.compared?.has(row.id);
}

/**
 * The detail of a held invoice: which instance holds the key, what differs from it, and what to do.
 * A correction cannot be posted under the same number (the finance system keeps the first), so
 * --force is named last, for the case of a second invoice that really has the same number.
 */
export function differentInvoiceDetail(
  created: Pick<InvoiceRow, 'instanceId' | 'outcomeAt'>,
  differences: readonly string[] | undefined,
): string {
  const day = created.outcomeAt ? localDay(created.outcomeAt) : 'an earlier day';
  const what = differences && differences.length > 0 ? `: ${differencesText(differences)}` : '';
  return (
    `${DIFFERENT_INVOICE_DETAIL} as instance ${created.instanceId ?? '?'} on ${day}${what}. NOT POSTED: ` +
    'if this is a new invoice, give it its own number; if it corrects that one, make the correction in the finance system; ' +
    'only if both are to be booked, upload again with --force'
  );
}
