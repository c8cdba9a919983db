/**
 * One row per invoice taxed in two or more columns (Québec's `TPS` and `TVQ`, GST and QST) whose
 * total is after a discount (`Escompte`): the net and the taxes alone do not make the total, so
 * the taxes were left tied and the net stood as the line's Amount. Where on every row the net less
 * the discounts plus all the taxes is the total, the line's Amount is the net less the discounts,
 * its Tax the taxes added up, and the lines add up to the invoice. Known by values; the headers
 * only say which columns are discounts and which are the tied taxes. Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import type { MoneyLines } from './read-base-total.js';
import { namesDiscount } from './refuse-discount-account.js';
import { formulaSpec, yamlScalar, type FieldLine } from './render-proposal.js';
import { inCatalogOrder } from './write-field-lines.js';

// Ten-thousandths: a cent of rounding per column added.
const CENT = 100n;
/** The fewest taxed rows that make the evidence. */
const ENOUGH_ROWS = 3;

const amounts = (p: ColumnProfile) => p.share.amount >= 0.95;
const sumAt = (ps: readonly ColumnProfile[], row: number) => ps.reduce((s, p) => s + (p.amounts[row] ?? 0n), 0n);

/** True when on every row with a total, net - discounts + taxes is it, with three taxed rows or more. */
function makesTotal(
  total: ColumnProfile,
  net: ColumnProfile,
  off: readonly ColumnProfile[],
  taxes: readonly ColumnProfile[],
): boolean {
  const slack = CENT * BigInt(1 + off.length + taxes.length);
  let taxed = 0;
  for (let row = 0; row < total.amounts.length; row++) {
    const t = total.amounts[row];
    if (t === undefined) continue;
    const gap = t - (net.amounts[row] ?? 0n) + sumAt(off, row) - sumAt(taxes, row);
    if (gap > slack || gap < -slack) return false;
    if (sumAt(taxes, row) !== 0n) taxed++;
  }
  return taxed >= ENOUGH_ROWS;
}

/** Amount as the net less the discounts and Tax as the tied taxes' sum, where with them the lines make the total. */
export function readDiscountedTaxes(money: MoneyLines, profiles: readonly ColumnProfile[]): MoneyLines {
  const byHeader = (spec: string | undefined) => profiles.find((p) => amounts(p) && yamlScalar(p.header) === spec);
  const total = byHeader(money.invoice.find((l) => l.field === 'Invoice_Amount')?.spec);
  const net = byHeader(money.items.find((l) => l.field === 'Amount')?.spec);
  const tie = money.doubts.find(
    (d) => d.scope === 'items' && d.field === 'Tax' && d.spec === undefined && d.headers.length > 1,
  );
  if (!total || !net || total === net || !tie || money.items.some((l) => l.field === 'Tax')) return money;
  const taxes = profiles.filter((p) => tie.headers.includes(p.header) && amounts(p));
  if (taxes.length !== tie.headers.length) return money;
  const read = new Set([...money.invoice, ...money.items].map((l) => l.spec));
  // Written as positive amounts taken off, on some row at least.
  const discounts = profiles.filter(
    (p) =>
      ![total, net, ...taxes].includes(p) &&
      !read.has(yamlScalar(p.header)) &&
      amounts(p) &&
      namesDiscount(p.header) &&
      p.amounts.every((a) => a === undefined || a >= 0n) &&
      p.amounts.some((a) => a !== undefined && a > 0n),
  );
  if (discounts.length === 0 || !makesTotal(total, net, discounts, taxes)) return money;
  const names = (ps: readonly ColumnProfile[]) => ps.map((p) => `"${p.header}"`).join(', ');
  const why = `"${net.header}" less ${names(discounts)} plus ${names(taxes)} make "${total.header}" on every row`;
  const lines: FieldLine[] = [
    {
      field: 'Amount',
      spec: formulaSpec([net, ...discounts].map((p) => `[${p.header}]`).join(' - ')),
      comment: `the net less the discount: ${why}`,
    },
    {
      field: 'Tax',
      spec: formulaSpec(taxes.map((p) => `[${p.header}]`).join(' + ')),
      comment: `${names(taxes)} are each a tax of the line: ${why}`,
    },
  ];
  const settled = (d: FieldDoubt) => d === tie;
  return {
    invoice: money.invoice,
    items: inCatalogOrder('items', [...money.items.filter((l) => l.field !== 'Amount'), ...lines]),
    doubts: money.doubts.filter((d) => !settled(d)),
    sumLines: { kind: 'gross', why: `${why} in the sample` },
  };
}
