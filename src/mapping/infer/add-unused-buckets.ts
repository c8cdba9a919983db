/**
 * A purchase journal splits each purchase's value into buckets (non-taxable, taxable, imported)
 * beside its VAT and total; on a file where every purchase is taxable the other buckets are zero,
 * and the taxable column alone is the total less the VAT. The line's net is still every bucket:
 * the zero ones, known by their names among the amounts before the total, are added to it. Pure.
 */
import { headerKey } from './match-headers.js';
import type { ColumnProfile } from './profile-column.js';
import type { FieldChoice } from './choose-fields.js';
import type { FieldLine } from './render-proposal.js';
import { EXEMPT } from './sum-rate-columns.js';
import { formulaSpec } from './render-proposal.js';

// An imported purchase's value: English, French, Spanish, Italian, German, South Slavic, Russian.
const IMPORTED = /(?:import|einfuhr|uvoz|импорт)/;

const zeroOrBlank = (p: ColumnProfile) => p.amounts.every((a) => a === undefined || a === 0n);
const amountColumn = (p: ColumnProfile) => p.filled === 0 || p.share.amount >= 0.95;

/**
 * The columns, zero or blank on every sampled row and named as an untaxed or imported value, in
 * the run of amount columns that ends at the total and holds the net: empty when there are none.
 */
export function findUnusedBuckets(
  net: ColumnProfile,
  total: ColumnProfile,
  tax: ColumnProfile,
  profiles: readonly ColumnProfile[],
): ColumnProfile[] {
  let first = total.index;
  while (first > 0 && amountColumn(profiles[first - 1]!)) first--;
  if (net.index < first || net.index > total.index) return [];
  return profiles.filter((p) => {
    if (p.index < first || p.index >= total.index || [net.index, tax.index].includes(p.index)) return false;
    const key = headerKey(p.header);
    return zeroOrBlank(p) && (EXEMPT.test(key) || IMPORTED.test(key));
  });
}

/** The line's net as the sum of the net column and the buckets zero in the sample, in the file's order. */
export function bucketsLine(
  net: ColumnProfile,
  buckets: readonly ColumnProfile[],
  total: FieldChoice,
  tax: FieldChoice,
): FieldLine {
  const parts = [net, ...buckets].sort((a, b) => a.index - b.index).map((p) => `[${p.header}]`);
  const zero = buckets.map((b) => `"${b.header}"`).join(' and ');
  return {
    field: 'Amount',
    spec: formulaSpec(parts.join(' + ')),
    comment: `"${net.header}" is "${total.header}" less "${tax.header}" on every row; ${zero}, zero in the sample, are parts of the same value`,
  };
}
