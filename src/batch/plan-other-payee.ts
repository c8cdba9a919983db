/**
 * Decides, purely, whether a staged invoice is held because its Invoice_Number was created on the
 * target for another PayeeId with the same date, amount and currency, or is in doubt or still being
 * sent there (or left `sending` by a run that stopped): a PayeeId
 * corrected after posting, which posted would book the invoice twice, under both vendors. The same
 * number with another date, amount or currency is another vendor's own invoice (vendors re-use each
 * other's numbers) and is posted. A row recorded without a date (staged before the journal kept
 * dates, or imported without one) has no date to tell it apart: it is held on number, amount and
 * currency, and the detail says the date was not compared.
 */
import { parseScaled } from '../invoice/decimal-amount.js';
import { sameCurrencyCode } from '../invoice/formats.js';
import { displayKey, type InvoiceRow } from '../journal/invoice-row.js';
import { OTHER_PAYEE_DETAIL } from '../journal/invoice-state.js';

/** The staged invoice's date (YYYYMMDD), amount and currency, as the journal holds them. */
export interface OtherPayeeSubject {
  invoiceDate: string | null;
  invoiceAmount: string | null;
  currencyCode: string | null;
}

/** A row of the same number under another PayeeId: created, in doubt after its request left, or still sending. */
export type OtherPayeeRow = Pick<
  InvoiceRow,
  'payeeId' | 'invoiceNumber' | 'instanceId' | 'invoiceDate' | 'invoiceAmount' | 'currencyCode' | 'state' | 'runId'
>;

function sameAmount(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false;
  const scaled = parseScaled(a);
  return scaled !== undefined && scaled === parseScaled(b);
}

// A value the journal does not hold is no evidence that the invoices differ; a value both hold is compared.
const sameOrUnknown = (a: string | null, b: string | null, same = (x: string, y: string) => x === y): boolean =>
  a === null || b === null || same(a, b);

/** Whether `row` holds the same amount and currency as `subject`, and the same date where both hold one. */
export function sameInvoiceFacts(
  subject: OtherPayeeSubject,
  row: Pick<InvoiceRow, 'invoiceDate' | 'invoiceAmount' | 'currencyCode'>,
): boolean {
  return (
    sameAmount(row.invoiceAmount, subject.invoiceAmount) &&
    // import-results keeps the Currency cell as typed (`eur`).
    sameOrUnknown(row.currencyCode, subject.currencyCode, sameCurrencyCode) &&
    sameOrUnknown(row.invoiceDate, subject.invoiceDate)
  );
}

function compared(subject: OtherPayeeSubject, row: OtherPayeeRow): string {
  return row.invoiceDate === null || subject.invoiceDate === null
    ? 'amount and currency (no date recorded to compare)'
    : 'date, amount and currency';
}

/**
 * @param rows created, in-doubt and sending rows of the number under other PayeeIds on the target, oldest first
 * @param resolveCommand the resolve command as the user runs it @default 'invoice-batch resolve'
 * @returns the detail of the hold, or undefined to go on planning the invoice
 */
export function planOtherPayee(
  subject: OtherPayeeSubject,
  rows: readonly OtherPayeeRow[],
  force: boolean,
  resolveCommand = 'invoice-batch resolve',
): string | undefined {
  if (force) return undefined;
  const found = rows.filter((row) => sameInvoiceFacts(subject, row));
  // What the finance system is known to hold comes before what it may hold.
  const created = found.find((row) => row.state === 'created');
  if (created !== undefined) {
    return (
      `${OTHER_PAYEE_DETAIL} ${compared(subject, created)} was created for vendor id ${created.payeeId ?? '?'} ` +
      `(instance ${created.instanceId ?? '?'}); ` +
      'if the vendor id was corrected, the first one must be cancelled in the finance system; --force to post anyway'
    );
  }
  const inDoubt = found.find((row) => row.state === 'in-doubt');
  if (inDoubt === undefined) return heldOnSending(subject, found);
  const resolve = `${resolveCommand} ${displayKey(inDoubt)}`;
  return (
    `${OTHER_PAYEE_DETAIL} ${compared(subject, inDoubt)} is in doubt for vendor id ${inDoubt.payeeId ?? '?'} ` +
    `(run ${inDoubt.runId}): it may have been created, and if the vendor id was corrected this is the same invoice; ` +
    `look it up and record it first: ${resolve} --instance-id <N> (it was created as instance N), or ${resolve} --not-created (it was not); --force to post anyway`
  );
}

/** A row still `sending`: its answer is awaited now, or its run stopped before recording one (then in doubt once settled). */
function heldOnSending(subject: OtherPayeeSubject, found: readonly OtherPayeeRow[]): string | undefined {
  const sending = found.find((row) => row.state === 'sending');
  if (sending === undefined) return undefined;
  return (
    `${OTHER_PAYEE_DETAIL} ${compared(subject, sending)} is still being sent for vendor id ${sending.payeeId ?? '?'} ` +
    `(run ${sending.runId}), or was left so by a run that stopped: it may be created, and if the vendor id was corrected this is the same invoice; ` +
    `upload again once run ${sending.runId} has finished (a stopped run's invoices are then in doubt, to look up and resolve); --force to post anyway`
  );
}
