/**
 * Remembers the InvoiceId of every invoice of a file with its key and money, so a second invoice of
 * one InvoiceId under another PayeeId or Invoice_Number, of the same amount and currency (and date,
 * where both have one), can name the first: one invoice under two keys would be posted twice. Other
 * money under one InvoiceId is another invoice: mappings take InvoiceId from the vendor's own number,
 * which two vendors may share. Ids are compared trimmed and upper case, as the journal compares them
 * (migration 122). A second invoice of the same key is left to DuplicateInvoiceKeys, which names it.
 */
import { parseScaled } from './decimal-amount.js';
import { sameCurrencyCode } from './formats.js';

/** The first invoice of an InvoiceId: its rows and key. */
export interface EarlierInvoiceId {
  rows: string;
  payeeId: string;
  invoiceNumber: string;
}

/** An invoice's amount, currency and date as mapped. */
export interface InvoiceIdFacts {
  amount: string | undefined;
  currency: string | undefined;
  date: string | undefined;
}

interface Registered extends EarlierInvoiceId {
  facts: InvoiceIdFacts;
}

function sameMoney(a: InvoiceIdFacts, b: InvoiceIdFacts): boolean {
  const amount = a.amount === undefined ? undefined : parseScaled(a.amount);
  if (amount === undefined || b.amount === undefined || amount !== parseScaled(b.amount)) return false;
  const both = (x: string | undefined, y: string | undefined, same = (p: string, q: string) => p === q) =>
    x === undefined || y === undefined || same(x, y);
  return both(a.currency, b.currency, sameCurrencyCode) && both(a.date, b.date);
}

export class DuplicateInvoiceIds {
  private readonly seen = new Map<string, Registered[]>();

  /**
   * Registers an invoice; returns the earlier invoice of its InvoiceId under another key with the same
   * money, if any. Blank ids are not registered.
   */
  register(
    invoiceId: string | undefined,
    payeeId: string | undefined,
    invoiceNumber: string | undefined,
    rows: string,
    facts: InvoiceIdFacts,
  ): EarlierInvoiceId | undefined {
    const id = invoiceId?.trim().toUpperCase();
    if (!id) return undefined;
    const key = { rows, payeeId: payeeId?.trim() ?? '', invoiceNumber: invoiceNumber?.trim() ?? '' };
    const earlier = this.seen.get(id) ?? [];
    const twin = earlier.find(
      (row) => (row.payeeId !== key.payeeId || row.invoiceNumber !== key.invoiceNumber) && sameMoney(row.facts, facts),
    );
    if (twin === undefined) this.seen.set(id, [...earlier, { ...key, facts }]);
    return twin === undefined
      ? undefined
      : { rows: twin.rows, payeeId: twin.payeeId, invoiceNumber: twin.invoiceNumber };
  }
}
