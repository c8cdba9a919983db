/**
 * A tax charged on a tax, found by its values: a column that is one fixed share of a tax column on
 * every row that carries the tax, and nothing where it carries none (Cameroon's centimes
 * additionnels communaux, 10 % of the VAT; a municipal surcharge on a national tax). Whatever its
 * header calls it, the invoice's total holds it beside the tax it is charged on. Pure.
 */
import type { ColumnProfile } from './profile-column.js';

/** The fewest rows carrying the tax that make the evidence. */
const ENOUGH_ROWS = 3;
/** A share between 1 % and 50 % of the tax, in ten-thousandths of the tax. */
const LOWEST = 100n;
const HIGHEST = 5000n;

/** The share of `tax` that `column` is on every taxed row, to a unit of rounding, in ten-thousandths; undefined when none. */
function shareOf(column: ColumnProfile, tax: ColumnProfile): bigint | undefined {
  const pairs: [bigint, bigint][] = [];
  for (let row = 0; row < tax.amounts.length; row++) {
    const t = tax.amounts[row] ?? 0n;
    const c = column.amounts[row] ?? 0n;
    if (t === 0n) {
      if (c !== 0n) return undefined;
      continue;
    }
    pairs.push([c, t]);
  }
  if (pairs.length < ENOUGH_ROWS) return undefined;
  const [c0, t0] = pairs.reduce((a, b) => ((b[1] < 0n ? -b[1] : b[1]) > (a[1] < 0n ? -a[1] : a[1]) ? b : a));
  const share = (c0 * 10000n + t0 / 2n) / t0;
  if (share < LOWEST || share > HIGHEST) return undefined;
  // Each row's column within one unit of the share of its tax: whole-franc amounts round to a unit.
  const fits = pairs.every(([c, t]) => {
    const gap = c * 10000n - t * share;
    return (gap < 0n ? -gap : gap) <= 10000n * 10000n + (t < 0n ? -t : t);
  });
  return fits ? share : undefined;
}

/** True when `column` is a fixed share of one of `taxes` on every taxed row: a tax charged on that tax. */
export function isTaxOnTax(column: ColumnProfile, taxes: readonly ColumnProfile[]): boolean {
  return taxes.some((tax) => tax.index !== column.index && shareOf(column, tax) !== undefined);
}
