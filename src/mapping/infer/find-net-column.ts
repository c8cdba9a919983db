/**
 * The column that holds a gross less its tax as it is (Paraşüt's `Ara Toplam` beside `Genel
 * Toplam` and `KDV`, Jortt's `Excl. btw` beside `Totaal` and `Btw`): a column the export wrote
 * beats a formula that reproduces it, as the user reads and checks the column; and where no header
 * named the tax, the net and tax pair whose values add up to the gross. Pure.
 */
import { atSomeRate, readTotalBesideTax } from './check-sample-sums.js';
import type { FieldChoice } from './choose-fields.js';
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

export interface NetAndTax {
  net: ColumnProfile;
  tax: ColumnProfile;
}

/**
 * The net and tax columns a gross is the sum of, found by their values where no header named the
 * tax (`Tổng tiền chưa thuế` + `Tổng tiền thuế` = `Tổng tiền thanh toán`): on every row the two add
 * up to the gross and the tax is a rate in use of the net, on three rows with tax or more. Two
 * pairs that both fit (paid and unpaid can add up to a gross too) leave it undecided.
 */
export function findNetAndTax(gross: ColumnProfile, profiles: readonly ColumnProfile[]): NetAndTax | undefined {
  const amounts = profiles.filter((p) => p.index !== gross.index && p.share.amount >= 0.95);
  // A totals row the sample still holds (`Tổng cộng`) adds up too, but mixes the rates: its gross is half of the column's sum.
  const all = gross.amounts.reduce<bigint>((s, g) => s + (g ?? 0n), 0n);
  const isTotal = (g: bigint) => g !== 0n && g * 2n === all;
  const pairs: NetAndTax[] = [];
  for (const net of amounts)
    for (const tax of amounts) {
      if (net === tax) continue;
      let taxed = 0;
      const fits = gross.amounts.every((g, row) => {
        if (g === undefined || isTotal(g)) return true;
        const [n, t] = [net.amounts[row], tax.amounts[row] ?? 0n];
        if (n === undefined || n + t !== g) return false;
        if (t !== 0n) taxed++;
        return t === 0n || atSomeRate(t, n);
      });
      if (fits && taxed >= 3) pairs.push({ net, tax });
    }
  return pairs.length === 1 ? pairs[0] : undefined;
}

/**
 * The tax of a line's net where no header named it (a Thai purchase report's
 * `จำนวนเงินภาษีมูลค่าเพิ่ม` beside `มูลค่าสินค้าหรือบริการ`): the one free amount column that is a
 * rate in use of `amount` on every row with tax, three or more (one rate throughout may also read
 * as a rate of `amount` less it: then the amount's reading stays a doubt). Two that fit leave it
 * undecided.
 */
export function findTaxOfNet(
  amount: FieldChoice,
  profiles: readonly ColumnProfile[],
  taken: ReadonlySet<number>,
): FieldChoice | undefined {
  const net = profiles[amount.index]!;
  const fits = profiles.filter(
    (p) =>
      p.index !== net.index &&
      !taken.has(p.index) &&
      p.share.amount >= 0.95 &&
      ['net', 'either'].includes(readTotalBesideTax(net, p)),
  );
  // Columns of one tax at each rate (`GST at 8%`, `GST at 16%`) all fit: the first is read, and the
  // levy stage (sum-levy-columns) adds the others where each is its rate of the net.
  const rated = fits.length > 1 && fits.every((p) => /\d\s*%/.test(p.header));
  if (fits.length !== 1 && !rated) return undefined;
  const tax = fits[0]!;
  const why = `from "${tax.header}": a tax rate in use of "${amount.header}" on every row`;
  return { scope: 'items', field: 'Tax', index: tax.index, header: tax.header, why, alternatives: [] };
}
