/**
 * Whether a column's values are tax rates and not tax amounts: a VAT book's per-rate columns
 * (Szybka Faktura's `VAT 8%`, `VAT 5%`) hold the tax charged at that rate, amounts under 100 that
 * a range check alone takes for rates. Rates are the rates in use, or a handful repeated over the
 * rows; the rate a header names is the only one its column may hold. Pure.
 */
import type { ColumnProfile } from './profile-column.js';

/** VAT, GST and sales-tax rates in use, with Spain's equivalence surcharges (5.2, 1.75, 1.4, 0.5, 0.26), in hundredths of a percent. */
const RATES = new Set(
  [
    0, 26, 50, 62, 100, 140, 150, 175, 210, 250, 260, 300, 350, 370, 380, 400, 420, 450, 480, 500, 520, 550, 600, 650,
    700, 725, 750, 770, 800, 810, 825, 850, 875, 900, 920, 950, 1000, 1050, 1100, 1150, 1200, 1250, 1300, 1350, 1400,
    1450, 1500, 1600, 1700, 1750, 1800, 1900, 2000, 2100, 2200, 2300, 2400, 2500, 2550, 2700,
  ].map(BigInt),
);
// A rate in the header: `VAT 8%`, `Netto 23 %`, `IVA 10,5%`.
const RATE_IN_HEADER = /(\d{1,2}(?:[.,]\d{1,2})?)\s*%/;

/** Undefined when the values are tax rates; otherwise why they are not. */
export function ratesRefused(profile: ColumnProfile): string | undefined {
  const values = profile.amounts.filter((a): a is bigint => a !== undefined && a !== 0n);
  if (values.length === 0) return undefined;
  const named = RATE_IN_HEADER.exec(profile.header)?.[1];
  if (named !== undefined) {
    const rate = BigInt(Math.round(Number(named.replace(',', '.')) * 10000));
    if (values.some((v) => v !== rate && v * 100n !== rate))
      return `a tax rate (the header names the rate ${named} %, and the values are amounts at that rate)`;
    return undefined;
  }
  if (profile.share.percent >= 0.5) return undefined;
  // Written as fractions (0.19 for 19 %) where every value is under one; amounts in ten-thousandths.
  const fractions = values.every((v) => v > 0n && v < 10000n);
  const known = values.every((v) => (fractions ? RATES.has(v) : v % 100n === 0n && RATES.has(v / 100n)));
  const repeated = new Set(values).size * 2 <= values.length;
  return known || repeated ? undefined : 'a tax rate (the values are neither rates in use nor repeated)';
}
