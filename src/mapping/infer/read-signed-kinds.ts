/**
 * Whether an amount column already carries the sign of every kind of document beside it, where
 * infer cannot read the kinds' names (`ПН` and `РК`): one kind, the invoices, positive on all its
 * rows, and every other kind negative on all of its. A kind written positive beside the invoices
 * could be a credit note written unsigned, so it leaves the question open. Pure.
 */
import type { UnreadTypeColumn } from './find-unread-type-column.js';
import type { ColumnProfile } from './profile-column.js';
import { kindOf } from './find-prefix-kind-column.js';

/** True when each kind's amounts have one sign, the commonest kind's positive and every other kind's negative. */
export function signedByKind(type: UnreadTypeColumn, typeProfile: ColumnProfile, amount: ColumnProfile): boolean {
  const signs = new Map<string, Set<'+' | '-'>>();
  const rows = new Map<string, number>();
  typeProfile.texts.forEach((text, row) => {
    const kind = text === undefined ? undefined : kindOf(type, text);
    const value = amount.amounts[row];
    if (kind === undefined || value === undefined || value === 0n) return;
    rows.set(kind, (rows.get(kind) ?? 0) + 1);
    signs.set(kind, (signs.get(kind) ?? new Set()).add(value < 0n ? '-' : '+'));
  });
  if (signs.size !== type.values.length || [...signs.values()].some((s) => s.size !== 1)) return false;
  const positive = [...signs].filter(([, s]) => s.has('+')).map(([kind]) => kind);
  if (positive.length !== 1) return false;
  // The invoices are the commonest kind: a register of credit notes with one invoice among them is not read.
  const most = Math.max(...rows.values());
  return rows.get(positive[0]!) === most && signs.size >= 2;
}
