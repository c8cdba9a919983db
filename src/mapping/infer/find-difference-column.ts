/**
 * A column that holds, on every row, the total less the net beside it is the tax they differ by,
 * whatever its header says (`GST 10% (PGK)`, a rate in the header, reads as no tax word): the
 * file's own tax column is proposed before a formula that computes it again. Pure.
 */
import type { ColumnProfile } from './profile-column.js';

// A cent of rounding, in ten-thousandths.
const CENT = 100n;

/** The column other than `gross` and `net` equal to gross less net on every sampled row, with tax on some. */
export function findDifferenceColumn(
  gross: ColumnProfile,
  net: ColumnProfile,
  profiles: readonly ColumnProfile[],
): ColumnProfile | undefined {
  const fits = profiles.filter((p) => {
    if (p.index === gross.index || p.index === net.index || p.share.amount < 0.95 || p.share.date > 0) return false;
    let rows = 0;
    let taxed = 0;
    for (const [row, g] of gross.amounts.entries()) {
      const n = net.amounts[row];
      const t = p.amounts[row];
      if (g === undefined || n === undefined) continue;
      const gap = g - n - (t ?? 0n);
      if ((gap < 0n ? -gap : gap) > CENT) return false;
      rows++;
      if (t !== undefined && t !== 0n) taxed++;
    }
    return rows >= 3 && taxed > 0;
  });
  // Two such columns (a tax and its copy in another currency) leave the choice to the formula.
  return fits.length === 1 ? fits[0] : undefined;
}
