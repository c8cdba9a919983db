/**
 * Remembers the business key (PayeeId, Invoice_Number) of every invoice of a file, so the second
 * occurrence can name the rows of the first. One short string per invoice is held.
 */

export class DuplicateInvoiceKeys {
  /** Numbers by PayeeId: no joined key string to build and hash per invoice. */
  private readonly byPayee = new Map<string, Map<string, string>>();
  /** Keys with a NUL in either part, joined as `payee NUL number` (two such keys may then meet). */
  private readonly joined = new Map<string, string>();

  /**
   * Registers an invoice; returns the rows of an earlier invoice with the same key, if any.
   * Invoices without a PayeeId or Invoice_Number are not registered.
   */
  register(payeeId: string | undefined, invoiceNumber: string | undefined, rows: string): string | undefined {
    const payee = payeeId?.trim();
    const number = invoiceNumber?.trim();
    if (!payee || !number) return undefined;
    if (payee.includes('\u0000') || number.includes('\u0000')) {
      const key = `${payee}\u0000${number}`;
      const earlier = this.joined.get(key);
      if (earlier === undefined) this.joined.set(key, rows);
      return earlier;
    }
    let numbers = this.byPayee.get(payee);
    if (!numbers) this.byPayee.set(payee, (numbers = new Map()));
    const earlier = numbers.get(number);
    if (earlier === undefined) numbers.set(number, rows);
    return earlier;
  }
}
