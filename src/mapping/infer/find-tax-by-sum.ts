/**
 * A line's tax whose header infer has no word for (`TVA 10 %`, `Impostu Servisu 5%`, `TGC`, `MVG
 * 25%`), beside a net its header named: a column of amounts that with the net makes the total on
 * every row, at one rate or a few of the net, is its tax. The total is the invoice amount already
 * read (one row per invoice), or a free column of amounts; in rows grouped into invoices the
 * invoice's total is then its lines' added up. Known by values alone, as `findMoneyBySum` knows
 * all three where no header named any. Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import { abs, addsUp, notTaxWhy, unsignedKinds } from './find-money-by-sum.js';
import { LINES_TOTAL } from './lines-total-spec.js';
import type { ColumnProfile } from './profile-column.js';
import type { MoneyLines } from './read-base-total.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';
import { inCatalogOrder } from './write-field-lines.js';

/** The column a line reads plainly, where its spec is one header. */
const columnOf = (line: FieldLine | undefined, profiles: readonly ColumnProfile[]) =>
  line && profiles.find((p) => yamlScalar(p.header) === line.spec);

/** True when every value of `p` is smaller than the net on its row, as a charge on it is. */
const below = (p: ColumnProfile, net: ColumnProfile) =>
  p.amounts.every((a, row) => {
    const n = net.amounts[row];
    return a === undefined || n === undefined || abs(a) < abs(n);
  });

/** The money with the line's tax (and the invoice total, where none was read) found by their sum. */
export function findTaxBySum(money: MoneyLines, profiles: readonly ColumnProfile[], grouped = false): MoneyLines {
  const find = (lines: readonly FieldLine[], field: string) => lines.find((l) => l.field === field);
  if (find(money.items, 'Tax')) return money;
  const net = columnOf(find(money.items, 'Amount'), profiles);
  const total = find(money.invoice, 'Invoice_Amount');
  // A total read in one row per invoice is the one to make; in grouped rows the invoice's total is no line's.
  const read = grouped ? undefined : columnOf(total, profiles);
  if (!net || (total && !read)) return money;
  const taken = new Set([...money.invoice, ...money.items].map((l) => l.spec));
  const once = (p: ColumnProfile) => profiles.filter((q) => q.header === p.header).length === 1;
  const free = profiles.filter((p) => p.share.amount >= 0.95 && once(p) && !taken.has(yamlScalar(p.header)));
  for (const tax of free)
    for (const gross of read ? [read] : free) {
      if (tax === gross || gross === net || tax === net || !addsUp(net, tax, gross)) continue;
      if (notTaxWhy(net, tax, gross) || unsignedKinds(profiles, gross)) continue;
      // Another charge at a rate of the net that the total leaves out (Ghana's levies beside its VAT):
      // the file's money does not add up as a tax and a total would, so the doubt stays.
      const others = free.filter((p) => p !== tax && p !== gross && p !== net && p.share.percent === 0);
      if (others.some((p) => below(p, net) && notTaxWhy(net, p, gross) === undefined)) continue;
      const why = `"${net.header}" and "${tax.header}" make "${gross.header}" on every row`;
      const settled = (d: FieldDoubt) =>
        (d.scope === 'items' && d.field === 'Tax') || (!total && d.scope === 'invoice' && d.field === 'Invoice_Amount');
      const invoiceTotal: FieldLine[] = total
        ? []
        : [
            grouped
              ? { field: 'Invoice_Amount', spec: LINES_TOTAL, comment: `the lines' net and tax added up: ${why}` }
              : { field: 'Invoice_Amount', spec: yamlScalar(gross.header), comment: `the total: ${why}` },
          ];
      return {
        invoice: inCatalogOrder('invoice', [...money.invoice, ...invoiceTotal]),
        items: inCatalogOrder('items', [
          ...money.items,
          { field: 'Tax', spec: yamlScalar(tax.header), comment: `the tax: ${why}` },
        ]),
        doubts: money.doubts.filter((d) => !settled(d)),
        sumLines: grouped ? money.sumLines : (money.sumLines ?? { kind: 'gross', why: `${why} in the sample` }),
      };
    }
  return money;
}
