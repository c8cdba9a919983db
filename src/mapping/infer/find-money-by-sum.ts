/**
 * One row per invoice where no column was read as its amount, because the headers name a tax infer
 * has no word for (Tonga's consumption tax `Value Excl. CT`, `CT 15%`, `Value Incl. CT`): three
 * columns of amounts where the first and the second make the third on every row, the second at
 * most 30 % of the first and not zero on most rows, are the net, its tax and the total. Known by
 * values alone; a column already mapped to another field takes no part, and a file that tells kinds
 * of documents apart is left as it is unless the total carries the credit notes' sign. Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import type { MoneyLines } from './read-base-total.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';
import { inCatalogOrder } from './write-field-lines.js';
import { findCreditTypeColumn, findPrefixCreditColumn } from './find-credit-type-column.js';
import { findCreditNumberKind } from './find-credit-number-kind.js';
import { findUnreadTypeColumn } from './find-unread-type-column.js';
import { signedByKind } from './read-signed-kinds.js';
import { writingOf } from './sign-credit-notes.js';

// Ten-thousandths: a cent of rounding.
const CENT = 100n;
const abs = (v: bigint) => (v < 0n ? -v : v);

/** True when net + tax is the total on every row, the tax not zero on most rows and a tax's share of the net. */
function addsUp(net: ColumnProfile, tax: ColumnProfile, total: ColumnProfile): boolean {
  let rows = 0;
  let taxed = 0;
  for (let row = 0; row < total.amounts.length; row++) {
    const n = net.amounts[row];
    const t = tax.amounts[row];
    const g = total.amounts[row];
    if (n === undefined && t === undefined && g === undefined) continue;
    if (n === undefined || t === undefined || g === undefined) return false;
    // A tax is at most 30 % of its net (Hungary's 27 % the highest VAT): a paid part and a balance are not.
    if (abs(n + t - g) > CENT || abs(t) * 10n > abs(n) * 3n || n === 0n) return false;
    rows++;
    if (t !== 0n) taxed++;
  }
  return rows >= 3 && taxed * 2 > rows;
}

/**
 * True when a column tells kinds of documents apart and the total is not signed by it: a credit
 * note among them may be written unsigned, which the sum alone cannot tell; such files keep their
 * money fields for the user. Where every credit note's total is negative, the sign is written.
 */
function unsignedKinds(profiles: readonly ColumnProfile[], total: ColumnProfile): boolean {
  const credit = findCreditTypeColumn(profiles) ?? findPrefixCreditColumn(profiles) ?? findCreditNumberKind(profiles);
  if (credit) return writingOf(credit, profiles[credit.index]!, total) !== 'signed';
  const unread = findUnreadTypeColumn(profiles);
  return unread !== undefined && !signedByKind(unread, profiles[unread.index]!, total);
}

/** The net, tax and total by their sum, where no field reads an amount yet. */
export function findMoneyBySum(money: MoneyLines, profiles: readonly ColumnProfile[]): MoneyLines {
  const has = (lines: readonly FieldLine[], field: string) => lines.some((l) => l.field === field);
  if (has(money.invoice, 'Invoice_Amount') || has(money.items, 'Amount') || has(money.items, 'Tax')) return money;
  const read = new Set([...money.invoice, ...money.items].map((l) => l.spec));
  // A header written twice names no one column (a mapping reads such columns by letter).
  const once = (p: ColumnProfile) => profiles.filter((q) => q.header === p.header).length === 1;
  const free = profiles.filter((p) => p.share.amount >= 0.95 && once(p) && !read.has(yamlScalar(p.header)));
  for (const net of free)
    for (const tax of free)
      for (const total of free) {
        if (net === tax || tax === total || net === total || !addsUp(net, tax, total)) continue;
        if (unsignedKinds(profiles, total)) return money;
        const why = `"${net.header}" and "${tax.header}" make "${total.header}" on every row`;
        const settled = (d: FieldDoubt) =>
          (d.scope === 'invoice' && d.field === 'Invoice_Amount') ||
          (d.scope === 'items' && (d.field === 'Amount' || d.field === 'Tax'));
        return {
          invoice: inCatalogOrder('invoice', [
            ...money.invoice,
            { field: 'Invoice_Amount', spec: yamlScalar(total.header), comment: `the total: ${why}` },
          ]),
          items: inCatalogOrder('items', [
            ...money.items,
            { field: 'Amount', spec: yamlScalar(net.header), comment: `the net: ${why}` },
            { field: 'Tax', spec: yamlScalar(tax.header), comment: `the tax: ${why}` },
          ]),
          doubts: money.doubts.filter((d) => !settled(d)),
          sumLines: { kind: 'gross', why: `${why} in the sample` },
        };
      }
  return money;
}
