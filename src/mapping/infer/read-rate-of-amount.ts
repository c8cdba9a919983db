/**
 * Whether a tax column is a rate column's rate of an amount, on every taxed row: of the amount
 * with its tax (a gross) or without it (a net). Pure.
 */
import type { ColumnProfile } from './profile-column.js';

/** The fewest taxed rows that make the evidence. */
export const ENOUGH_TAXED_ROWS = 3;
/** A cent of rounding, and a little, in ten-thousandths. */
const CENT = 110n;
/** 100 % in the profile's ten-thousandths: 20 % is 200000. */
const HUNDRED = 1000000n;

const abs = (v: bigint) => (v < 0n ? -v : v);

export type RateReading = 'gross' | 'net' | 'unknown';

/** Whether the tax is the rate of the amount with its tax (gross) or without it (net), on every taxed row. */
export function readRateOfAmount(
  amount: ColumnProfile,
  tax: ColumnProfile,
  rate: ColumnProfile | undefined,
): RateReading {
  if (!rate) return 'unknown';
  let gross = 0;
  let net = 0;
  let taxed = 0;
  tax.amounts.forEach((t, row) => {
    const a = amount.amounts[row];
    const r = rate.amounts[row];
    if (t === undefined || t === 0n || a === undefined) return;
    taxed++;
    if (r === undefined || r <= 0n || r >= HUNDRED) return;
    if (abs(abs(t) * (HUNDRED + r) - abs(a) * r) <= CENT * (HUNDRED + r)) gross++;
    else if (abs(abs(t) * HUNDRED - abs(a) * r) <= CENT * HUNDRED) net++;
  });
  if (taxed < ENOUGH_TAXED_ROWS) return 'unknown';
  return gross === taxed ? 'gross' : net === taxed ? 'net' : 'unknown';
}

/** A column of rates beside the amount and tax: whole or decimal numbers from 0 to 100, not the amount or tax. */
export function rateColumns(profiles: readonly ColumnProfile[], amount: ColumnProfile, tax: ColumnProfile) {
  return profiles.filter(
    (p) =>
      p.index !== amount.index &&
      p.index !== tax.index &&
      p.share.amount >= 0.95 &&
      p.amounts.every((v) => v === undefined || (v >= 0n && v < HUNDRED)),
  );
}
