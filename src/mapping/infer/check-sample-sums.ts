/**
 * Arithmetic on the sample that tells whether the amount columns are what their names say: the
 * lines' amounts adding up to the invoice total (then `checks: sumLines` is proposed), and tax
 * near rate x net. Exact sums in ten-thousandths; the rate comparison allows a cent of rounding.
 * Pure.
 */
import type { ColumnProfile } from './profile-column.js';

export interface SumEvidence {
  /** Invoices whose lines are all in the sample and whose total could be read. */
  checked: number;
  net: number;
  gross: number;
}

const ENOUGH = 0.95;

/**
 * How many invoices have totals equal to the sum of their lines' amounts (net) or amounts plus
 * tax (gross). `invoiceOfRow` gives each sampled invoice row's invoice, `invoiceOfLine` each line
 * row's (-1: not in the sample).
 */
export function sumEvidence(
  total: ColumnProfile,
  invoiceOfRow: readonly number[],
  amount: ColumnProfile,
  tax: ColumnProfile | undefined,
  invoiceOfLine: readonly number[],
  partial: ReadonlySet<number>,
): SumEvidence {
  const totals = new Map<number, bigint | undefined>();
  invoiceOfRow.forEach((invoice, row) => {
    if (!totals.has(invoice)) totals.set(invoice, total.amounts[row]);
  });
  const net = new Map<number, bigint>();
  const gross = new Map<number, bigint>();
  const unreadable = new Set<number>();
  invoiceOfLine.forEach((invoice, row) => {
    if (invoice < 0) return;
    const a = amount.amounts[row];
    const t = tax ? (tax.amounts[row] ?? (tax.texts[row] === undefined ? 0n : undefined)) : 0n;
    if (a === undefined || t === undefined) unreadable.add(invoice);
    net.set(invoice, (net.get(invoice) ?? 0n) + (a ?? 0n));
    gross.set(invoice, (gross.get(invoice) ?? 0n) + (a ?? 0n) + (t ?? 0n));
  });
  const evidence: SumEvidence = { checked: 0, net: 0, gross: 0 };
  for (const [invoice, value] of totals) {
    if (value === undefined || partial.has(invoice) || unreadable.has(invoice) || !net.has(invoice)) continue;
    evidence.checked++;
    if (net.get(invoice) === value) evidence.net++;
    if (tax && gross.get(invoice) === value) evidence.gross++;
  }
  return evidence;
}

/** `gross` or `net` when nearly every checked invoice adds up that way (and at least three were checked). */
export function proposeSumLines(evidence: SumEvidence): 'gross' | 'net' | undefined {
  if (evidence.checked < 3) return undefined;
  // Zero-rated invoices add up both ways; prefer the way most invoices do.
  if (evidence.gross >= evidence.checked * ENOUGH && evidence.gross >= evidence.net) return 'gross';
  if (evidence.net >= evidence.checked * ENOUGH) return 'net';
  return undefined;
}

/**
 * Undefined when the tax column looks like tax on the amount column: near rate x net where a rate
 * column exists, otherwise at most 30 % of it; else the reason to doubt it.
 */
export function taxDoubt(
  tax: ColumnProfile,
  amount: ColumnProfile,
  rate: ColumnProfile | undefined,
): string | undefined {
  let compared = 0;
  let near = 0;
  tax.amounts.forEach((t, row) => {
    const a = amount.amounts[row];
    if (t === undefined || a === undefined || a === 0n) return;
    compared++;
    const r = rate?.amounts[row];
    if (rate && r !== undefined) {
      const percent = (Number(r) / 10000) * (rate.share.percent > 0.5 ? 100 : 1);
      if (Math.abs(Number(t) / 10000 - (Number(a) / 10000) * (percent / 100)) <= 0.011) near++;
    } else if (Math.abs(Number(t)) <= Math.abs(Number(a)) * 0.3) near++;
  });
  if (compared === 0 || near >= compared * 0.9) return undefined;
  return rate
    ? `"${tax.header}" is not near "${rate.header}" x "${amount.header}" on ${compared - near} of ${compared} rows`
    : `"${tax.header}" is more than 30 % of "${amount.header}" on ${compared - near} of ${compared} rows`;
}

/** VAT, GST and sales-tax rates in use, in tenths of a percent: standard and reduced rates of the countries exports come from (12.5 % Trinidad and Tobago's, 17.5 % Cameroon's). */
const RATES = [
  0, 21, 25, 30, 40, 50, 55, 60, 70, 77, 80, 81, 90, 100, 110, 120, 125, 130, 135, 140, 150, 160, 170, 175, 180, 190,
  200, 210, 220, 230, 240, 250, 255, 270,
].map(BigInt);

/** True when `tax` is a rate in use on `base` on the row, to a cent of rounding (amounts in ten-thousandths). */
export function atSomeRate(tax: bigint, base: bigint): boolean {
  return RATES.some((r) => {
    const gap = tax * 1000n - base * r;
    return (gap < 0n ? -gap : gap) <= 100n * 1000n;
  });
}

/**
 * How a total beside its tax reads, row by row: `gross` when the tax is a rate in use on the total
 * less the tax on every row and not on the total itself on some, `net` the other way round,
 * `either` when both read (one rate throughout: 20 % of a gross is 25 % of its net), `neither`
 * when a row reads neither way or fewer than three rows carry tax.
 */
export function readTotalBesideTax(total: ColumnProfile, tax: ColumnProfile): 'gross' | 'net' | 'either' | 'neither' {
  let rows = 0;
  let gross = true;
  let net = true;
  tax.amounts.forEach((t, row) => {
    const a = total.amounts[row];
    if (t === undefined || a === undefined || t === 0n) return;
    rows++;
    gross &&= atSomeRate(t, a - t);
    net &&= atSomeRate(t, a);
  });
  if (rows < 3 || (!gross && !net)) return 'neither';
  return gross && net ? 'either' : gross ? 'gross' : 'net';
}
