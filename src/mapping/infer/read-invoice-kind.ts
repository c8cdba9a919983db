/**
 * In one row per line, a document's kind written again on each of its lines is the invoice's, not
 * the line's: a line's sign is read from its invoice (`invoice[Doc Type]`), as the invoice
 * amount's is, so a line can never be signed apart from its document. Pure.
 */
import type { ColumnProfile } from './profile-column.js';

/** Every invoice's rows hold one kind, and some invoice has two lines or more. */
export function kindOfInvoice(kind: ColumnProfile, invoiceOfRow: readonly number[]): boolean {
  const kinds = new Map<number, Set<string>>();
  invoiceOfRow.forEach((invoice, row) => {
    const set = kinds.get(invoice) ?? new Set<string>();
    set.add(kind.texts[row] ?? '');
    kinds.set(invoice, set);
  });
  const lines = invoiceOfRow.length;
  return kinds.size < lines && [...kinds.values()].every((set) => set.size === 1);
}
