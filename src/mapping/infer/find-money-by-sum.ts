/**
 * One row per invoice where no column was read as its amount, because the headers name a tax infer
 * has no word for (Tonga's consumption tax `Value Excl. CT`, `CT 15%`, `Value Incl. CT`): three
 * columns of amounts where the first and the second make the third on every row, the second at
 * most 30 % of the first and not zero on most rows, are the net, its tax and the total. Known by
 * values alone; a column already mapped to another field takes no part. Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import type { MoneyLines } from './read-base-total.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';
import { inCatalogOrder } from './write-field-lines.js';

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

/** The net, tax and total by their sum, where no field reads an amount yet. */
export function findMoneyBySum(money: MoneyLines, profiles: readonly ColumnProfile[]): MoneyLines {
  const has = (lines: readonly FieldLine[], field: string) => lines.some((l) => l.field === field);
  if (has(money.invoice, 'Invoice_Amount') || has(money.items, 'Amount') || has(money.items, 'Tax')) return money;
  const read = new Set([...money.invoice, ...money.items].map((l) => l.spec));
  const free = profiles.filter((p) => p.share.amount >= 0.95 && !read.has(yamlScalar(p.header)));
  for (const net of free)
    for (const tax of free)
      for (const total of free) {
        if (net === tax || tax === total || net === total || !addsUp(net, tax, total)) continue;
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
