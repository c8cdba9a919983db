/**
 * A "gross" that is the bases before the tax: a purchase list's `AMOUNT OF GROSS PURCHASE` is
 * the exempt, zero-rated and taxable purchases added (gross of what is exempt, not of the tax),
 * and its `AMOUNT OF GROSS TAXABLE PURCHASE` is the taxable one with the input tax on top. Where
 * the column proposed as the total is, on every sampled row, the sum of other amount columns, one
 * of which another column holds again with the Tax added, the tax sits outside that total: it is
 * the line's Amount, and the invoice's total is it and the Tax added. So too where the proposed
 * total is itself one base with the Tax on top beside a column of all the bases: it leaves out the
 * exempt and zero-rated ones. Else nothing changes. Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import { yamlScalar, type FieldLine, type Proposal } from './render-proposal.js';
import { inCatalogOrder } from './write-field-lines.js';
import { namesInvoicePart } from './read-gross-header.js';
import { namesRetainage } from './names-retainage.js';

export interface MoneyLines {
  invoice: FieldLine[];
  items: FieldLine[];
  doubts: FieldDoubt[];
  sumLines: Proposal['sumLines'];
}

// Ten-thousandths: a cent of rounding per column added.
const CENT = 100n;
// Subsets of this many columns at most are tried: 2^12 sums of a few hundred rows.
const MOST_COLUMNS = 12;

const close = (a: bigint, b: bigint, columns: number) => (a > b ? a - b : b - a) <= CENT * BigInt(columns);

/** True when on every row the parts add up to the whole, on three rows or more. */
function adds(parts: readonly ColumnProfile[], whole: ColumnProfile): boolean {
  let rows = 0;
  const ok = whole.amounts.every((w, row) => {
    if (w === undefined) return true;
    rows++;
    return close(
      parts.reduce((s, p) => s + (p.amounts[row] ?? 0n), 0n),
      w,
      parts.length,
    );
  });
  return ok && rows >= 3;
}

const plainColumn = (spec: string | undefined, profiles: readonly ColumnProfile[]) =>
  spec === undefined ? undefined : profiles.find((p) => yamlScalar(p.header) === spec && p.share.amount >= 0.95);

const someNonZero = (p: ColumnProfile) => p.amounts.some((a) => a !== undefined && a !== 0n);

/** The parts, two at least and each filled somewhere, that add up to `whole` and hold `part`; undefined when none. */
function partsOf(
  whole: ColumnProfile,
  part: ColumnProfile,
  others: readonly ColumnProfile[],
): ColumnProfile[] | undefined {
  const rest = others.filter((p) => p !== part && someNonZero(p)).slice(0, MOST_COLUMNS);
  for (let mask = 1; mask < 1 << rest.length; mask++) {
    const parts = [part, ...rest.filter((_, k) => (mask & (1 << k)) !== 0)];
    if (adds(parts, whole)) return parts;
  }
  return undefined;
}

const names = (profiles: readonly ColumnProfile[]) => profiles.map((p) => `"${p.header}"`).join(', ');

/** Amount, Tax and the total when the proposed total is the bases' sum and the Tax is added on top of one of them. */
export function readBaseTotal(lines: MoneyLines, profiles: readonly ColumnProfile[]): MoneyLines {
  const total = plainColumn(lines.invoice.find((l) => l.field === 'Invoice_Amount')?.spec, profiles);
  const taxLine = plainColumn(lines.items.find((l) => l.field === 'Tax')?.spec, profiles);
  // A Tax left in doubt between columns is the one that another column adds on top of a base.
  const doubted = lines.doubts.find((d) => d.scope === 'items' && d.field === 'Tax')?.headers ?? [];
  const taxes = taxLine ? [taxLine] : profiles.filter((p) => doubted.includes(p.header) && p.share.amount >= 0.95);
  if (!total) return lines;
  for (const tax of taxes.filter(someNonZero)) {
    const read = withBaseTotal(lines, total, tax, profiles);
    if (read) return read;
  }
  return lines;
}

/**
 * The column that adds up `base` and other bases nonzero on some row (BIR's gross purchase beside
 * its taxable one), and its parts; undefined when none.
 */
function coveringTotal(
  base: ColumnProfile,
  others: readonly ColumnProfile[],
): { whole: ColumnProfile; parts: ColumnProfile[] } | undefined {
  for (const whole of others) {
    if (whole === base) continue;
    const parts = partsOf(
      whole,
      base,
      others.filter((p) => p !== whole),
    );
    if (parts) return { whole, parts };
  }
  return undefined;
}

function withBaseTotal(
  lines: MoneyLines,
  total: ColumnProfile,
  tax: ColumnProfile,
  profiles: readonly ColumnProfile[],
): MoneyLines | undefined {
  // A second copy of the tax (`VAT 20%` beside `VAT`) is no base: added to one, it counts the tax twice.
  const others = profiles.filter(
    (p) => p !== total && p !== tax && p.filled > 0 && p.share.amount >= 0.95 && someNonZero(p) && !adds([p], tax),
  );
  // A total that is one base with the tax on top (BIR's gross taxable purchase, a `Total gravado`)
  // leaves out the exempt and zero-rated bases: where a column adds them all, that one is the amount.
  for (const base of others) {
    if (!adds([base, tax], total)) continue;
    const covering = coveringTotal(base, others);
    if (!covering) continue;
    const left = covering.parts.filter((p) => p !== base);
    // A discount, rebate, advance or charge beside the net adds up to a list price, not to the bases
    // a total leaves out, and a retention is held back from the payment: the net stays the amount.
    if (left.some((p) => namesInvoicePart(p.header) || namesRetainage(p.header))) continue;
    const why = `"${covering.whole.header}" is ${names(covering.parts)} added on every row, before the tax: "${total.header}" is "${base.header}" with "${tax.header}" on top and leaves out ${names(left)}`;
    return baseTotalLines(lines, covering.whole, tax, total, why);
  }
  // A column that is another with the tax on top (taxable + input tax): that other is a base, and the tax is outside it.
  for (const withTax of others) {
    for (const base of others) {
      if (base === withTax || !adds([base, tax], withTax)) continue;
      // A total that is that column again holds the tax already.
      if (adds([withTax], total)) return undefined;
      const parts = partsOf(
        total,
        base,
        others.filter((p) => p !== withTax),
      );
      if (!parts) continue;
      const why = `"${total.header}" is ${names(parts)} added on every row, before the tax: "${withTax.header}" is "${base.header}" with "${tax.header}" on top`;
      return baseTotalLines(lines, total, tax, withTax, why);
    }
  }
  return undefined;
}

/** The lines with `bases` the Amount, `tax` the Tax, and the two added the invoice's total. */
function baseTotalLines(
  lines: MoneyLines,
  bases: ColumnProfile,
  tax: ColumnProfile,
  withTax: ColumnProfile,
  why: string,
): MoneyLines {
  const quoted = (p: ColumnProfile) => `[${p.header.replace(/'/g, "''")}]`;
  const amount: FieldLine = { field: 'Amount', spec: yamlScalar(bases.header), comment: why };
  const taxed: FieldLine = {
    field: 'Tax',
    spec: yamlScalar(tax.header),
    comment: `the tax "${withTax.header}" adds`,
  };
  const sum: FieldLine = {
    field: 'Invoice_Amount',
    spec: `{ formula: '${quoted(bases)} + ${quoted(tax)}' }`,
    comment: `the line's amount before tax, "${bases.header}", and "${tax.header}" added`,
  };
  return {
    invoice: inCatalogOrder('invoice', [...lines.invoice.filter((l) => l.field !== 'Invoice_Amount'), sum]),
    items: inCatalogOrder('items', [
      ...lines.items.filter((l) => l.field !== 'Amount' && l.field !== 'Tax'),
      amount,
      lines.items.find((l) => l.field === 'Tax') ?? taxed,
    ]),
    doubts: lines.doubts.filter((d) => !(d.scope === 'items' && (d.field === 'Amount' || d.field === 'Tax'))),
    sumLines: { kind: 'gross', why: `the total is the line's "${bases.header}" and "${tax.header}" added` },
  };
}
