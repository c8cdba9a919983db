/**
 * Remembers the InvoiceId of every invoice of a file with its key, so a second invoice of one
 * InvoiceId under another PayeeId or Invoice_Number can name the first. The InvoiceId is the posting
 * application's id of an invoice: two keys with one id are one invoice posted twice. Ids are compared
 * trimmed and upper case, as the journal compares them (migration 122). A second invoice of the same
 * key is left to DuplicateInvoiceKeys, which already names it.
 */

/** The first invoice of an InvoiceId: its rows and key. */
export interface EarlierInvoiceId {
  rows: string;
  payeeId: string;
  invoiceNumber: string;
}

export class DuplicateInvoiceIds {
  private readonly first = new Map<string, EarlierInvoiceId>();

  /** Registers an invoice; returns the earlier invoice of its InvoiceId under another key, if any. Blank ids are not registered. */
  register(
    invoiceId: string | undefined,
    payeeId: string | undefined,
    invoiceNumber: string | undefined,
    rows: string,
  ): EarlierInvoiceId | undefined {
    const id = invoiceId?.trim().toUpperCase();
    if (!id) return undefined;
    const key = { rows, payeeId: payeeId?.trim() ?? '', invoiceNumber: invoiceNumber?.trim() ?? '' };
    const earlier = this.first.get(id);
    if (earlier === undefined) {
      this.first.set(id, key);
      return undefined;
    }
    return earlier.payeeId === key.payeeId && earlier.invoiceNumber === key.invoiceNumber ? undefined : earlier;
  }
}
