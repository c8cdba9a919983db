/**
 * Remembers the business key (PayeeId, Invoice_Number) of every invoice of a file, so the second
 * occurrence can name the rows of the first. Numbers are compared folded (fold-invoice-number.ts):
 * one that differs from an earlier one only as fold-invoice-number.ts folds is named with it. One short
 * string per invoice is held, and its rows as a small integer where they are one run.
 */
import { foldInvoiceNumber } from './fold-invoice-number.js';
import { unpackRowsText } from './pack-rows-text.js';

/** An earlier invoice of the same key: its rows, and its number when written otherwise. */
export interface EarlierInvoice {
  rows: string;
  /** The earlier number as written, when it differs from this one (fold-invoice-number.ts). */
  writtenAs?: string;
}

export class DuplicateInvoiceKeys {
  /** By payee and folded number: the rows, or the rows and the number as written when folding changed it. */
  private readonly first = new Map<string, string | number | { rows: string | number; number: string }>();

  /**
   * Registers an invoice with its rows (their text, or `packRows`' number); returns the earlier
   * invoice whose key is the same or differs only in how the number is written, if any.
   * Invoices without a PayeeId or Invoice_Number are not registered.
   */
  register(
    payeeId: string | undefined,
    invoiceNumber: string | undefined,
    rows: string | number,
  ): EarlierInvoice | undefined {
    const payee = payeeId?.trim();
    const number = invoiceNumber?.trim();
    if (!payee || !number) return undefined;
    const folded = foldInvoiceNumber(number);
    const key = `${payee}\u0000${folded}`;
    const earlier = this.first.get(key);
    if (earlier === undefined) {
      this.first.set(key, folded === number ? rows : { rows, number });
      return undefined;
    }
    const [earlierRows, earlierNumber] =
      typeof earlier === 'object' ? [earlier.rows, earlier.number] : [earlier, folded];
    const found: EarlierInvoice = { rows: unpackRowsText(earlierRows) };
    if (earlierNumber !== number) found.writtenAs = earlierNumber;
    return found;
  }
}
