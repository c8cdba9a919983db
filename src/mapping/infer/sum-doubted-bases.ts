/**
 * One row per document with its amount left in doubt between two bases (Cape Verde's e-Fatura:
 * `Base Tributável` or `Valor Isento`, the taxed and the exempt part): where the bases added and
 * the tax make the total on every row, each base filled on some row, the line's net is their sum.
 * Known by values; the doubt only names the columns to add. Pure.
 */
import type { ColumnProfile } from './profile-column.js';
import type { MoneyLines } from './read-base-total.js';
import { formulaSpec, yamlScalar } from './render-proposal.js';
import { inCatalogOrder } from './write-field-lines.js';

// Ten-thousandths: a cent of rounding per column added.
const CENT = 100n;

/** True when the bases and the tax make the total on every row with one, each base not zero on some row. */
function makesTotal(total: ColumnProfile, bases: readonly ColumnProfile[], tax: ColumnProfile): boolean {
  const slack = CENT * BigInt(bases.length + 1);
  let rows = 0;
  for (let row = 0; row < total.amounts.length; row++) {
    const t = total.amounts[row];
    if (t === undefined) continue;
    const sum = bases.reduce((s, p) => s + (p.amounts[row] ?? 0n), tax.amounts[row] ?? 0n);
    if (t - sum > slack || sum - t > slack) return false;
    rows++;
  }
  return rows >= 3 && bases.every((p) => p.amounts.some((a) => a !== undefined && a !== 0n));
}

/** The line's Amount as the doubted bases added, where with the tax they make the total. */
export function sumDoubtedBases(money: MoneyLines, profiles: readonly ColumnProfile[]): MoneyLines {
  const byHeader = (spec: string | undefined) =>
    profiles.find((p) => p.share.amount >= 0.95 && yamlScalar(p.header) === spec);
  const total = byHeader(money.invoice.find((l) => l.field === 'Invoice_Amount')?.spec);
  const tax = byHeader(money.items.find((l) => l.field === 'Tax')?.spec);
  const doubt = money.doubts.find((d) => d.scope === 'items' && d.field === 'Amount' && d.headers.length >= 2);
  if (!total || !tax || !doubt || money.items.some((l) => l.field === 'Amount')) return money;
  const bases = doubt.headers.map((h) => profiles.find((p) => p.header === h && p.share.amount >= 0.95));
  if (bases.some((p) => p === undefined || p === total || p === tax)) return money;
  const read = bases as ColumnProfile[];
  if (!makesTotal(total, read, tax)) return money;
  const names = read.map((p) => `"${p.header}"`).join(' and ');
  const why = `${names} added and "${tax.header}" make "${total.header}" on every row`;
  return {
    invoice: money.invoice,
    items: inCatalogOrder('items', [
      ...money.items,
      {
        field: 'Amount',
        spec: formulaSpec(read.map((p) => `[${p.header}]`).join(' + ')),
        comment: `the net is both bases: ${why}`,
      },
    ]),
    doubts: money.doubts.filter((d) => d !== doubt),
    sumLines: { kind: 'gross', why: `${why} in the sample` },
  };
}
