/**
 * One row per invoice whose taxes are in two or three columns of their own (Québec's `TPS/TVH` and
 * `TVQ`, a Canadian book's `GST` and `PST`, a levy beside a VAT), the invoice's total read and the
 * line's amount only a copy of it: a free column and two or three others that make the total on
 * every row, each of the others at a rate of the first, are the net and its taxes. The line's
 * Amount is the net, its Tax the taxes added up, and the lines are checked as gross. Known by
 * values alone; one set that fits and no other, or nothing changes. Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import { addsUp, notTaxWhy, unsignedKinds } from './find-money-by-sum.js';
import { namesWithholding } from './names-withholding.js';
import type { ColumnProfile } from './profile-column.js';
import type { MoneyLines } from './read-base-total.js';
import { formulaSpec, yamlScalar, type FieldLine } from './render-proposal.js';
import { inCatalogOrder } from './write-field-lines.js';

/** The fewest rows on which each tax is charged: a column of zeros adds up with anything. */
const ENOUGH_ROWS = 2;

interface NetAndTaxes {
  net: ColumnProfile;
  taxes: ColumnProfile[];
}

/** Every set of two or three of `columns`, in their order. */
function setsOf(columns: readonly ColumnProfile[]): ColumnProfile[][] {
  const sets: ColumnProfile[][] = [];
  columns.forEach((a, i) =>
    columns.slice(i + 1).forEach((b, j) => {
      sets.push([a, b]);
      for (const c of columns.slice(i + j + 2)) sets.push([a, b, c]);
    }),
  );
  return sets;
}

/** The taxes as one column: their values added up on each row, an empty cell beside a filled one as 0. */
function summed(taxes: readonly ColumnProfile[]): ColumnProfile {
  const amounts = taxes[0]!.amounts.map((_, row) =>
    taxes.every((t) => t.amounts[row] === undefined)
      ? undefined
      : taxes.reduce((s, t) => s + (t.amounts[row] ?? 0n), 0n),
  );
  return { ...taxes[0]!, header: taxes.map((t) => t.header).join(' + '), amounts };
}

const charged = (p: ColumnProfile) => p.amounts.filter((a) => a !== undefined && a !== 0n).length >= ENOUGH_ROWS;

/** The one net and set of taxes that make `total` on every row, or undefined where none or several fit. */
function findNetAndTaxes(total: ColumnProfile, free: readonly ColumnProfile[]): NetAndTaxes | undefined {
  const fits: NetAndTaxes[] = [];
  for (const net of free) {
    // A withholding is kept back from the payment, never a tax charged, even where a writer adds it in.
    const others = free.filter((p) => p !== net && charged(p) && !namesWithholding(p.header));
    for (const taxes of setsOf(others)) {
      if (!addsUp(net, summed(taxes), total)) continue;
      if (taxes.some((t) => notTaxWhy(net, t, total) !== undefined)) continue;
      fits.push({ net, taxes });
    }
  }
  return fits.length === 1 ? fits[0] : undefined;
}

/** Amount and Tax by the sum of a net and its several taxes, where the line's amount only copies the total. */
export function findTaxesBySum(money: MoneyLines, profiles: readonly ColumnProfile[]): MoneyLines {
  const find = (lines: readonly FieldLine[], field: string) => lines.find((l) => l.field === field);
  const totalSpec = find(money.invoice, 'Invoice_Amount')?.spec;
  const amountSpec = find(money.items, 'Amount')?.spec;
  if (!totalSpec || find(money.items, 'Tax') || (amountSpec !== undefined && amountSpec !== totalSpec)) return money;
  const total = profiles.find((p) => p.share.amount >= 0.95 && yamlScalar(p.header) === totalSpec);
  if (!total || unsignedKinds(profiles, total)) return money;
  const taken = new Set([...money.invoice, ...money.items].map((l) => l.spec));
  // A header written twice names no one column (a mapping reads such columns by letter).
  const once = (p: ColumnProfile) => profiles.filter((q) => q.header === p.header).length === 1;
  const free = profiles.filter((p) => p.share.amount >= 0.95 && once(p) && !taken.has(yamlScalar(p.header)));
  const found = findNetAndTaxes(total, free);
  if (!found) return money;
  const names = found.taxes.map((t) => `"${t.header}"`).join(' and ');
  const why = `"${found.net.header}" and ${names} make "${total.header}" on every row, each a rate of the net`;
  const settled = (d: FieldDoubt) => d.scope === 'items' && (d.field === 'Amount' || d.field === 'Tax');
  return {
    invoice: money.invoice,
    items: inCatalogOrder('items', [
      ...money.items.filter((l) => l.field !== 'Amount'),
      { field: 'Amount', spec: yamlScalar(found.net.header), comment: `the net: ${why}` },
      {
        field: 'Tax',
        spec: formulaSpec(found.taxes.map((t) => `[${t.header}]`).join(' + ')),
        comment: `the taxes added up: ${why}`,
      },
    ]),
    doubts: money.doubts.filter((d) => !settled(d)),
    sumLines: { kind: 'gross', why: `${why} in the sample` },
  };
}
