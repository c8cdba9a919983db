/** The valid one-line invoice the posting and results benches send, numbered from 1. */
import type { Invoice } from '../src/invoice/invoice-schema.js';

/**
 * @param amount Invoice_Amount and the line's Amount. @default `${(i % 9000) + 100}.5000`
 * @param invoiceId @default `${tag}-${i}`
 */
export function benchInvoice(
  i: number,
  tag: string,
  amount = `${(i % 9000) + 100}.5000`,
  invoiceId = `${tag}-${i}`,
): Invoice {
  return {
    InstanceID: null,
    InvoiceId: invoiceId,
    PayeeId: `00001000${String((i % 40) + 1).padStart(2, '0')}`,
    CurrencyCode: i % 5 === 0 ? 'USD' : 'EUR',
    Invoice_Number: `${tag}-${String(i).padStart(7, '0')}`,
    Invoice_Date: '20250131',
    Invoice_Amount: amount,
    Events: [],
    Contacts: [],
    InvoiceItems: [{ InstanceID: null, Line_Number: '1', Amount: amount }],
  };
}
