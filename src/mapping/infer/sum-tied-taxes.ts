/**
 * Taxes of one line in columns of their own that fit the Tax equally well (Kashoo's and Canadian
 * books' `GST`, `PST`, `HST`; a vendor charges GST and PST, or HST): where the line's net and all
 * of them make a column of the line's total on every row, the line's Tax is their sum and the
 * invoice amount, where no column holds it, the lines' net and tax added up. Known by values. Pure
 * but for the lists it is given.
 */
import type { FieldDoubt } from './choose-fields.js';
import { LINES_TOTAL } from './lines-total-spec.js';
import type { ColumnProfile } from './profile-column.js';
import { namesTaxAmount } from './read-tax-header.js';
import { yamlScalar, type FieldLine, type Proposal } from './render-proposal.js';
import { inCatalogOrder } from './write-field-lines.js';

/** The fewest rows carrying a tax that make the evidence. */
const ENOUGH_ROWS = 3;

/** A column other than `parts` equal to their sum on every row, on three taxed rows or more. */
function lineTotal(
  net: ColumnProfile,
  taxes: readonly ColumnProfile[],
  profiles: readonly ColumnProfile[],
): ColumnProfile | undefined {
  const parts = [net, ...taxes];
  return profiles.find((g) => {
    if (parts.includes(g) || g.share.amount < 0.95) return false;
    let taxed = 0;
    for (let row = 0; row < net.amounts.length; row++) {
      const n = net.amounts[row];
      if (n === undefined) continue;
      const tax = taxes.reduce((s, t) => s + (t.amounts[row] ?? 0n), 0n);
      if (g.amounts[row] !== n + tax) return false;
      if (tax !== 0n) taxed++;
    }
    return taxed >= ENOUGH_ROWS;
  });
}

export interface TiedTaxes {
  invoice: FieldLine[];
  items: FieldLine[];
  doubts: FieldDoubt[];
  sumLines: Proposal['sumLines'];
}

/** The Tax as the sum of tied tax columns, where the values show the line's total holds them all; else all as it was. */
export function sumTiedTaxes(
  invoice: FieldLine[],
  items: FieldLine[],
  doubts: FieldDoubt[],
  profiles: readonly ColumnProfile[],
  sumLines: Proposal['sumLines'],
): TiedTaxes {
  const unchanged = { invoice, items, doubts, sumLines };
  const tie = doubts.find(
    (d) => d.scope === 'items' && d.field === 'Tax' && d.spec === undefined && d.headers.length > 1,
  );
  const amountSpec = items.find((l) => l.field === 'Amount')?.spec;
  const net = profiles.find((p) => amountSpec !== undefined && yamlScalar(p.header) === amountSpec);
  if (!tie || !net || items.some((l) => l.field === 'Tax')) return unchanged;
  const taxes = profiles
    .filter((p) => tie.headers.includes(p.header) && p.share.amount >= 0.95 && namesTaxAmount(p.header))
    .sort((a, b) => a.index - b.index);
  if (taxes.length !== tie.headers.length) return unchanged;
  const total = lineTotal(net, taxes, profiles);
  if (!total) return unchanged;
  const names = taxes.map((p) => `"${p.header}"`).join(', ');
  const tax: FieldLine = {
    field: 'Tax',
    spec: `{ formula: '${taxes
      .map((p) => `[${p.header}]`)
      .join(' + ')
      .replace(/'/g, "''")}' }`,
    comment: `${names} are each a tax of the line: "${net.header}" and all of them make "${total.header}" on every row`,
  };
  const hasTotal = invoice.some((l) => l.field === 'Invoice_Amount');
  const lineGross = (d: FieldDoubt) =>
    d.scope === 'invoice' && d.field === 'Invoice_Amount' && d.headers.length === 1 && d.headers[0] === total.header;
  const fromLines = !hasTotal && doubts.some(lineGross);
  return {
    invoice: fromLines
      ? inCatalogOrder('invoice', [
          ...invoice,
          {
            field: 'Invoice_Amount',
            spec: LINES_TOTAL,
            comment: `no column holds the invoice's total: the lines' net and taxes added up ("${total.header}" is each line's)`,
          },
        ])
      : invoice,
    items: inCatalogOrder('items', [...items, tax]),
    doubts: doubts.filter((d) => d !== tie && !(fromLines && lineGross(d))),
    sumLines: sumLines ?? {
      kind: 'gross',
      why: `the lines' "${net.header}" and ${names} add up to the invoice amount`,
    },
  };
}
