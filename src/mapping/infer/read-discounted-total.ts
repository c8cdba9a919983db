/**
 * One row per invoice with the sum before a discount proposed as the invoice amount, beside a
 * column that is that sum less a discount plus the tax on every row (Directo's Summa, Allahindlus,
 * KM and Kokku): that column is the total, and the line's Amount the sum less the discount. Known
 * by values; the header only says the column taken off is a discount, not a withholding (a net to
 * pay is the total less what the buyer withholds, and is no invoice amount). Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import type { MoneyLines } from './read-base-total.js';
import { namesDiscount } from './refuse-discount-account.js';
import { formulaSpec, yamlScalar, type FieldLine } from './render-proposal.js';
import { inCatalogOrder } from './write-field-lines.js';

// Ten-thousandths: a cent of rounding per column added.
const SLACK = 300n;
/** The fewest rows with a discount, and with a tax, that make the evidence. */
const ENOUGH_ROWS = 2;

const amounts = (p: ColumnProfile) => p.share.amount >= 0.95;

/** True when on every row with a total, sum - discount + tax is it, with rows enough discounted and taxed. */
function makesTotal(total: ColumnProfile, sum: ColumnProfile, discount: ColumnProfile, tax: ColumnProfile): boolean {
  let discounted = 0;
  let taxed = 0;
  let rows = 0;
  for (let row = 0; row < total.amounts.length; row++) {
    const t = total.amounts[row];
    if (t === undefined) continue;
    const off = discount.amounts[row] ?? 0n;
    const added = tax.amounts[row] ?? 0n;
    const gap = t - (sum.amounts[row] ?? 0n) + off - added;
    if (gap > SLACK || gap < -SLACK) return false;
    rows++;
    if (off > 0n) discounted++;
    if (added !== 0n) taxed++;
  }
  return rows > 0 && discounted >= ENOUGH_ROWS && taxed >= ENOUGH_ROWS;
}

/** The total after the discount in place of a sum before it proposed as Invoice_Amount. */
export function readDiscountedTotal(money: MoneyLines, profiles: readonly ColumnProfile[]): MoneyLines {
  const byHeader = (spec: string | undefined) => profiles.find((p) => amounts(p) && yamlScalar(p.header) === spec);
  const sum = byHeader(money.invoice.find((l) => l.field === 'Invoice_Amount')?.spec);
  const tax = byHeader(money.items.find((l) => l.field === 'Tax')?.spec);
  const amount = money.items.find((l) => l.field === 'Amount');
  // A line Amount read from another column than the sum says the sum is something else.
  if (!sum || !tax || sum === tax || (amount && amount.spec !== yamlScalar(sum.header))) return money;
  const discounts = profiles.filter(
    (p) =>
      amounts(p) &&
      namesDiscount(p.header) &&
      ![sum, tax].includes(p) &&
      p.amounts.every((a) => a === undefined || a >= 0n),
  );
  for (const discount of discounts) {
    const total = profiles.find(
      (p) => amounts(p) && ![sum, tax, discount].includes(p) && makesTotal(p, sum, discount, tax),
    );
    if (!total) continue;
    const why = `"${sum.header}" less "${discount.header}" plus "${tax.header}" make "${total.header}" on every row`;
    const lines: FieldLine[] = [
      {
        field: 'Amount',
        spec: formulaSpec(`[${sum.header}] - [${discount.header}]`),
        comment: `the sum less the discount: ${why}`,
      },
    ];
    const invoice = money.invoice.map((l) =>
      l.field === 'Invoice_Amount'
        ? { field: l.field, spec: yamlScalar(total.header), comment: `the total after the discount: ${why}` }
        : l,
    );
    const settled = (d: FieldDoubt) =>
      (d.scope === 'items' && d.field === 'Amount') || (d.scope === 'invoice' && d.field === 'Invoice_Amount');
    return {
      invoice,
      items: inCatalogOrder('items', [...money.items.filter((l) => l.field !== 'Amount'), ...lines]),
      doubts: money.doubts.filter((d) => !settled(d)),
      sumLines: { kind: 'gross', why: `${why} in the sample` },
    };
  }
  return money;
}
