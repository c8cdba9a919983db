/**
 * The line's net of a purchase schedule that writes its values apart (Bahamian and Guyanese VAT
 * schedules: `Standard Rated Value`, `VAT 10%`, `Zero Rated Value`, `Exempt Value`, `Total`)
 * where no column was read as the net and the one line was given the invoice's total, tax
 * included. The value columns that with the taxes make the total on every sampled row are the
 * net, added; one set of them only, since two sets that both add up leave the net unknown. Where
 * they make the total on most rows but not all, the evidence is mixed and the net is a doubt.
 * Known by values, whatever the headers say. Pure.
 */
import type { ColumnProfile } from './profile-column.js';

// Ten-thousandths: a cent of rounding per column summed.
const CENT = 100n;
// Subsets of this many columns at most are tried: 2^10 sums of a few hundred rows.
const MOST_COLUMNS = 10;

/** The rows `total` fills, and those of them on which the parts add up to it, to `slack` a column (a cent). */
export function rowsMakingTotal(
  parts: readonly ColumnProfile[],
  total: ColumnProfile,
  slack = CENT,
): { filled: number; made: number } {
  let filled = 0;
  let made = 0;
  total.amounts.forEach((t, row) => {
    if (t === undefined) return;
    filled++;
    const sum = parts.reduce((s, p) => s + (p.amounts[row] ?? 0n), 0n);
    const gap = sum > t ? sum - t : t - sum;
    if (gap <= slack * BigInt(parts.length)) made++;
  });
  return { filled, made };
}

/** True when on every row the parts add up to the total, on three rows or more. */
export function makeTotal(parts: readonly ColumnProfile[], total: ColumnProfile): boolean {
  const { filled, made } = rowsMakingTotal(parts, total);
  return filled >= 3 && made === filled;
}

export type ValueBases = { bases: ColumnProfile[] } | { mixed: string } | undefined;

const someNonZero = (p: ColumnProfile) => p.amounts.some((a) => a !== undefined && a !== 0n);
const names = (profiles: readonly ColumnProfile[]) => profiles.map((p) => `"${p.header}"`).join(', ');

/**
 * The value columns among `candidates` that with `taxes` make `total` on every row: the one such
 * set, a reason where the evidence is mixed (two sets fit, or the best fits on most rows only),
 * else undefined.
 */
export function sumValueBases(
  total: ColumnProfile,
  taxes: readonly ColumnProfile[],
  candidates: readonly ColumnProfile[],
): ValueBases {
  const values = candidates.filter(someNonZero).slice(0, MOST_COLUMNS);
  if (taxes.length === 0 || !taxes.some(someNonZero) || values.length === 0) return undefined;
  const fitting: ColumnProfile[][] = [];
  let best = { set: [] as ColumnProfile[], made: 0, filled: 0 };
  for (let mask = 1; mask < 1 << values.length; mask++) {
    const set = values.filter((_, k) => (mask & (1 << k)) !== 0);
    // To the cent: values written apart are not rounded apart from their total, and a cent off is a charge unread.
    const rows = rowsMakingTotal([...set, ...taxes], total, 0n);
    if (rows.filled >= 3 && rows.made === rows.filled) fitting.push(set);
    if (rows.made > best.made) best = { set, ...rows };
  }
  if (fitting.length === 1) return { bases: fitting[0]! };
  if (fitting.length > 1)
    return {
      mixed: `several sets of columns make "${total.header}" with ${names(taxes)}: ${fitting
        .slice(0, 2)
        .map((s) => `(${names(s)})`)
        .join(' and ')}: which are the net?`,
    };
  if (best.filled < 3 || best.made * 2 <= best.filled) return undefined;
  return {
    mixed: `${names(best.set)} and ${names(taxes)} make "${total.header}" on ${best.made} of ${best.filled} sampled rows only: check the others before taking their sum as the net`,
  };
}
