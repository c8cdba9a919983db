/**
 * The column that holds a gross less its tax as it is (Paraşüt's `Ara Toplam` beside `Genel
 * Toplam` and `KDV`, Jortt's `Excl. btw` beside `Totaal` and `Btw`): a column the export wrote
 * beats a formula that reproduces it, as the user reads and checks the column. Pure.
 */
import type { ColumnProfile } from './profile-column.js';

/** The first other amount column equal to gross less tax on every row both are filled, at least three. */
export function findNetColumn(
  gross: ColumnProfile,
  tax: ColumnProfile,
  profiles: readonly ColumnProfile[],
): ColumnProfile | undefined {
  return profiles.find((p) => {
    if (p.index === gross.index || p.index === tax.index || p.share.amount < 0.95) return false;
    let rows = 0;
    let differs = false;
    p.amounts.forEach((net, row) => {
      const [g, t] = [gross.amounts[row], tax.amounts[row]];
      if (net === undefined || g === undefined) return;
      rows++;
      // A tax written as zero or left empty both leave the net equal to the gross.
      differs ||= net !== g - (t ?? 0n);
    });
    // Some row with tax, or the column is the gross itself written twice.
    const taxed = tax.amounts.some((t) => t !== undefined && t !== 0n);
    return rows >= 3 && !differs && taxed;
  });
}
