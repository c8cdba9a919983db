/**
 * The TaxRate of a line where no header named it, by its values: a column of rates in use (`Συντ.
 * ΦΠΑ`, BMD's `Prozent`, `BTW %`) that is the rate at which the line's Tax was charged on an amount
 * of the same row, on every taxed row, and 0 or blank where nothing was taxed. Headers name a rate
 * in too many ways to list; the tax, the amount and the rate agreeing on every row are evidence
 * that no header word is. Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import { ratesRefused } from './holds-rates.js';
import type { ColumnProfile } from './profile-column.js';
import { rateColumns, readRateOfAmount } from './read-rate-of-amount.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';
import { inCatalogOrder } from './write-field-lines.js';

/** The one money column a line's spec reads: the column itself, or the only amount column its formula names. */
function readColumn(line: FieldLine | undefined, profiles: readonly ColumnProfile[]): ColumnProfile | undefined {
  if (!line) return undefined;
  const plain = profiles.find((p) => yamlScalar(p.header) === line.spec);
  if (plain) return plain;
  const named = profiles.filter((p) => p.share.amount >= 0.95 && line.spec.includes(`[${p.header}]`));
  return named.length === 1 ? named[0] : undefined;
}

/** True when no row taxes nothing at a rate above 0: an untaxed amount stands at rate 0 or none. */
function untaxedAtZero(tax: ColumnProfile, rate: ColumnProfile): boolean {
  return rate.amounts.every((r, row) => {
    const t = tax.amounts[row];
    return r === undefined || r === 0n || (t !== undefined && t !== 0n);
  });
}

/** True when a header of `lines` (a column or a formula's `[header]`) is this column's. */
function isRead(profile: ColumnProfile, lines: readonly FieldLine[]): boolean {
  return lines.some((l) => l.spec === yamlScalar(profile.header) || l.spec.includes(`[${profile.header}]`));
}

/**
 * The TaxRate line for the column the values prove, where neither a TaxRate line nor doubt is
 * there and no mapped line reads the column (`written`: every invoice and item line).
 */
function rateByTax(
  items: readonly FieldLine[],
  doubts: readonly FieldDoubt[],
  profiles: readonly ColumnProfile[],
  written: readonly FieldLine[],
): FieldLine | undefined {
  if (items.some((l) => l.field === 'TaxRate') || doubts.some((d) => d.field === 'TaxRate')) return undefined;
  const tax = readColumn(
    items.find((l) => l.field === 'Tax'),
    profiles,
  );
  if (!tax) return undefined;
  // Whole percents (20, 7.5), as rate columns in use hold: fractions (0.2) and percent cells would need a formula.
  const rates = rateColumns(profiles, tax, tax).filter(
    (p) =>
      !isRead(p, written) &&
      p.share.percent === 0 &&
      ratesRefused(p) === undefined &&
      p.amounts.some((v) => v !== undefined && v >= 10000n) &&
      untaxedAtZero(tax, p),
  );
  for (const rate of rates) {
    const base = profiles.find(
      (p) => p.index !== tax.index && p.index !== rate.index && readRateOfAmount(p, tax, rate) !== 'unknown',
    );
    if (!base) continue;
    const reading = readRateOfAmount(base, tax, rate);
    return {
      field: 'TaxRate',
      spec: yamlScalar(rate.header),
      comment: `"${tax.header}" is "${rate.header}" % of "${base.header}" ${reading === 'gross' ? 'with' : 'without'} the tax on every taxed row`,
    };
  }
  return undefined;
}

/** The items with the TaxRate the values prove added, in the catalog's order; as they are where none. */
export function withRateByTax(
  items: readonly FieldLine[],
  doubts: readonly FieldDoubt[],
  profiles: readonly ColumnProfile[],
  invoice: readonly FieldLine[],
): FieldLine[] {
  const rate = rateByTax(items, doubts, profiles, [...invoice, ...items]);
  return rate ? inCatalogOrder('items', [...items, rate]) : [...items];
}
