/**
 * Decides, purely, whether a staged invoice is held because its Invoice_Number was created on the
 * target for another PayeeId with the same date and amount: a PayeeId corrected after posting,
 * which posted would book the invoice twice, under both vendors. The same number with another date
 * or amount is another vendor's own invoice (vendors re-use each other's numbers) and is posted.
 */
import { parseScaled } from '../invoice/decimal-amount.js';
import type { InvoiceRow } from '../journal/invoice-row.js';
import { OTHER_PAYEE_DETAIL } from '../journal/invoice-state.js';

/** The staged invoice's date (YYYYMMDD) and amount, as the journal holds them. */
export interface OtherPayeeSubject {
  invoiceDate: string | null;
  invoiceAmount: string | null;
}

function sameAmount(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false;
  const scaled = parseScaled(a);
  return scaled !== undefined && scaled === parseScaled(b);
}

/**
 * @param created created rows of the number under other PayeeIds on the target, oldest first
 * @returns the detail of the hold, or undefined to go on planning the invoice
 */
export function planOtherPayee(
  subject: OtherPayeeSubject,
  created: readonly Pick<InvoiceRow, 'payeeId' | 'instanceId' | 'invoiceDate' | 'invoiceAmount'>[],
  force: boolean,
): string | undefined {
  if (force || subject.invoiceDate === null) return undefined;
  const first = created.find(
    (row) => row.invoiceDate === subject.invoiceDate && sameAmount(row.invoiceAmount, subject.invoiceAmount),
  );
  if (first === undefined) return undefined;
  return (
    `${OTHER_PAYEE_DETAIL} ${first.payeeId ?? '?'} (instance ${first.instanceId ?? '?'}); ` +
    'if the payee was corrected, the first one must be cancelled in the finance system; --force to post anyway'
  );
}
