/**
 * Remembers the business key (PayeeId, Invoice_Number) of every invoice of a file, so the second
 * occurrence can name the rows of the first. One short string per invoice is held, and its rows
 * as a small integer where they are one run.
 */
import { unpackRowsText } from './pack-rows-text.js';

export class DuplicateInvoiceKeys {
  private readonly firstRows = new Map<string, string | number>();

  /**
   * Registers an invoice with its rows (their text, or `packRows`' number); returns the rows text
   * of an earlier invoice with the same key, if any. Invoices without a PayeeId or Invoice_Number
   * are not registered.
   */
  register(payeeId: string | undefined, invoiceNumber: string | undefined, rows: string | number): string | undefined {
    const payee = payeeId?.trim();
    const number = invoiceNumber?.trim();
    if (!payee || !number) return undefined;
    const key = `${payee}\u0000${number}`;
    const earlier = this.firstRows.get(key);
    if (earlier === undefined) this.firstRows.set(key, rows);
    return earlier === undefined ? undefined : unpackRowsText(earlier);
  }
}
