/**
 * One row per invoice where the invoice amount was read from the net (Mikro's `Ara Toplam`, a
 * subtotal its name makes a total) while another column holds the net plus the tax columns on
 * every row (`KDV Dahil Toplam` = `Ara Toplam` + `KDV %20` + `KDV %10`): that column is the gross,
 * the invoice's amount, and the tax columns, one per rate or one alone, are the line's Tax. Known
 * by values: the headers only say which columns are taxes. Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import { namesTaxAmount } from './read-tax-header.js';
import { formulaSpec, yamlScalar, type FieldLine } from './render-proposal.js';
import type { MoneyLines } from './read-base-total.js';
import { inCatalogOrder } from './write-field-lines.js';

// Ten-thousandths: a cent of rounding per column added.
const CENT = 100n;
// A rate written in a tax's header (`KDV %20`, `VAT 20%`, `IVA 10,5 %`): the header without it names the tax.
const RATE = /%\s*\d{1,2}(?:[.,]\d{1,2})?|\d{1,2}(?:[.,]\d{1,2})?\s*%/g;
/** The fewest taxed rows that make the evidence. */
const ENOUGH_ROWS = 3;

const columnOf = (spec: string | undefined, profiles: readonly ColumnProfile[]) =>
  spec === undefined ? undefined : profiles.find((p) => yamlScalar(p.header) === spec && p.share.amount >= 0.95);

/** True when the header, a rate in it left out, names a tax amount. */
const namesRateTax = (header: string) => namesTaxAmount(header.replace(RATE, ' ').trim());

/** Taxed rows on which the gross is the net plus the taxes, or 0 when some filled row disagrees. */
function taxedRowsAdding(gross: ColumnProfile, net: ColumnProfile, taxes: readonly ColumnProfile[]): number {
  let taxed = 0;
  for (let row = 0; row < gross.amounts.length; row++) {
    const g = gross.amounts[row];
    if (g === undefined) continue;
    const tax = taxes.reduce((s, p) => s + (p.amounts[row] ?? 0n), 0n);
    const gap = g - (net.amounts[row] ?? 0n) - tax;
    if (gap > CENT * BigInt(taxes.length) || gap < -CENT * BigInt(taxes.length)) return 0;
    if (tax !== 0n) taxed++;
  }
  return taxed;
}

/** The invoice amount moved from the net to the column that is the net plus the taxes, with the Tax and the check. */
export function readGrossBySum(money: MoneyLines, profiles: readonly ColumnProfile[]): MoneyLines {
  const spec = (lines: readonly FieldLine[], field: string) => lines.find((l) => l.field === field)?.spec;
  const net = columnOf(spec(money.invoice, 'Invoice_Amount'), profiles);
  const taxSpec = spec(money.items, 'Tax');
  if (!net || spec(money.items, 'Amount') !== yamlScalar(net.header)) return money;
  const read = new Set(
    [...money.invoice, ...money.items].flatMap((l) => [
      l.spec,
      ...[...l.spec.matchAll(/\[([^\]]+)\]/g)].map((m) => yamlScalar(m[1]!)),
    ]),
  );
  const chosenTax = columnOf(taxSpec, profiles);
  // A Tax read otherwise (a formula, a constant) is some other rule's finding: left as it is.
  if (taxSpec !== undefined && !chosenTax) return money;
  const taxes = profiles.filter(
    (p) =>
      p === chosenTax ||
      (!read.has(yamlScalar(p.header)) && p.filled > 0 && p.share.amount >= 0.95 && namesRateTax(p.header)),
  );
  if (taxes.length === 0) return money;
  const grosses = profiles.filter(
    (p) =>
      p !== net &&
      !taxes.includes(p) &&
      !read.has(yamlScalar(p.header)) &&
      p.share.amount >= 0.95 &&
      taxedRowsAdding(p, net, taxes) >= ENOUGH_ROWS,
  );
  // Two columns equal to it on every row (a total and an amount to pay with nothing withheld) leave it open.
  if (grosses.length !== 1) return money;
  const gross = grosses[0]!;
  const names = taxes.map((t) => `"${t.header}"`).join(', ');
  const tax: FieldLine = {
    field: 'Tax',
    spec:
      taxes.length === 1 ? yamlScalar(taxes[0]!.header) : formulaSpec(taxes.map((t) => `[${t.header}]`).join(' + ')),
    comment: `${names}: with "${net.header}" they make "${gross.header}" on every row`,
  };
  const total: FieldLine = {
    field: 'Invoice_Amount',
    spec: yamlScalar(gross.header),
    comment: `from "${gross.header}": "${net.header}" and ${names} add up to it on every row; "${net.header}" is the net`,
  };
  const settled = (d: FieldDoubt) =>
    (d.scope === 'items' && d.field === 'Tax') || (d.scope === 'invoice' && d.field === 'Invoice_Amount');
  return {
    invoice: money.invoice.map((l) => (l.field === 'Invoice_Amount' ? total : l)),
    items: inCatalogOrder('items', [
      ...money.items
        .filter((l) => l.field !== 'Tax')
        .map((l) =>
          l.field === 'Amount' ? { ...l, comment: `from "${net.header}": the net, the taxes on top of it` } : l,
        ),
      tax,
    ]),
    doubts: money.doubts.filter((d) => !settled(d)),
    sumLines: { kind: 'gross', why: `"${net.header}" and ${names} make "${gross.header}" on every row in the sample` },
  };
}
