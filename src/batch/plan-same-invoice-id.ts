/**
 * Decides, purely, whether a staged invoice is held because its InvoiceId was created on the target
 * under another Invoice_Number and/or PayeeId, is in doubt there after its request left, or is still
 * being sent (or left `sending` by a run that stopped). The API calls InvoiceId the invoice's id in
 * the posting application: two creates of one InvoiceId on one target are one invoice posted twice,
 * most often after the mapping's Invoice_Number or PayeeId was corrected. As in plan-other-payee.ts,
 * the amount and currency (and the date where both rows hold one) are compared too: mappings in use
 * take InvoiceId from the vendor's own number, which two vendors may share for two different
 * invoices, and those must still be posted. A corrected number or vendor id leaves the money as it was.
 */
import { displayKey, type InvoiceRow } from '../journal/invoice-row.js';
import { sameInvoiceFacts, type OtherPayeeSubject } from './plan-other-payee.js';
import { SAME_INVOICE_ID_DETAIL } from '../journal/invoice-state.js';

/** A row of the InvoiceId under another key: created, in doubt after its request left, or still sending. */
export type SameInvoiceIdEarlier = Pick<
  InvoiceRow,
  | 'payeeId'
  | 'invoiceNumber'
  | 'invoiceId'
  | 'instanceId'
  | 'state'
  | 'runId'
  | 'invoiceDate'
  | 'invoiceAmount'
  | 'currencyCode'
>;

const FORCE =
  'if the number or vendor id was corrected in the mapping, this is the same invoice: leave it; if the source system ' +
  're-uses its ids for different invoices, map InvoiceId to a column (or template) that is unique, or --force to post anyway';

const under = (row: SameInvoiceIdEarlier): string =>
  `under vendor id ${row.payeeId ?? '?'}, number ${row.invoiceNumber ?? '?'}`;

/**
 * @param subject the staged invoice's date, amount and currency, as the journal holds them
 * @param all created, in-doubt and sending rows of the InvoiceId under other keys on the target, oldest first
 * @param resolveCommand the resolve command as the user runs it @default 'invoice-batch resolve'
 * @returns the detail of the hold, or undefined to go on planning the invoice
 */
export function planSameInvoiceId(
  subject: OtherPayeeSubject,
  all: readonly SameInvoiceIdEarlier[],
  force: boolean,
  resolveCommand = 'invoice-batch resolve',
): string | undefined {
  if (force) return undefined;
  const rows = all.filter((row) => sameInvoiceFacts(subject, row));
  // What the finance system is known to hold comes before what it may hold.
  const created = rows.find((row) => row.state === 'created');
  if (created !== undefined)
    return (
      `${SAME_INVOICE_ID_DETAIL} (${created.invoiceId ?? '?'}) was created ${under(created)} ` +
      `(run ${created.runId}, instance ${created.instanceId ?? '?'}); ${FORCE}`
    );
  const inDoubt = rows.find((row) => row.state === 'in-doubt');
  if (inDoubt !== undefined) {
    const resolve = `${resolveCommand} ${displayKey(inDoubt)}`;
    return (
      `${SAME_INVOICE_ID_DETAIL} (${inDoubt.invoiceId ?? '?'}) is in doubt ${under(inDoubt)} (run ${inDoubt.runId}): ` +
      `it may have been created; look it up and record it first: ${resolve} --instance-id <N> (it was created as ` +
      `instance N), or ${resolve} --not-created (it was not); ${FORCE}`
    );
  }
  const sending = rows.find((row) => row.state === 'sending');
  if (sending === undefined) return undefined;
  return (
    `${SAME_INVOICE_ID_DETAIL} (${sending.invoiceId ?? '?'}) is still being sent ${under(sending)} ` +
    `(run ${sending.runId}), or was left so by a run that stopped: upload again once run ${sending.runId} has ` +
    `finished (a stopped run's invoices are then in doubt, to look up and resolve); ${FORCE}`
  );
}
