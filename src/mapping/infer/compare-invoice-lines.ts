/**
 * How a column's values go along the sampled lines of each invoice (`invoiceOfRow` gives each
 * row's invoice): an invoice's own value repeats on all its lines, a line's may differ. Pure.
 */
import type { ColumnProfile } from './profile-column.js';

/** True when some invoice of two or more sampled rows shows two different values in the column. */
export function variesWithinInvoice(profile: ColumnProfile, invoiceOfRow: readonly number[]): boolean {
  const seen = new Map<number, string>();
  return invoiceOfRow.some((invoice, row) => {
    const text = profile.texts[row] ?? '';
    const before = seen.get(invoice);
    seen.set(invoice, before ?? text);
    return before !== undefined && before !== text;
  });
}

/** True when every invoice of two or more sampled lines (at least three such) shows one value on all its lines. */
export function repeatsPerInvoice(profile: ColumnProfile, invoiceOfRow: readonly number[]): boolean {
  const values = new Map<number, Set<string>>();
  const lines = new Map<number, number>();
  invoiceOfRow.forEach((invoice, row) => {
    lines.set(invoice, (lines.get(invoice) ?? 0) + 1);
    const set = values.get(invoice) ?? new Set<string>();
    set.add(profile.texts[row] ?? '');
    values.set(invoice, set);
  });
  const multi = [...lines].filter(([, n]) => n >= 2).map(([invoice]) => invoice);
  return multi.length >= 3 && multi.every((invoice) => values.get(invoice)?.size === 1);
}
