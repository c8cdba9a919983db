/**
 * A tax rate written as a fraction in a plain number cell (0.19 beside Tax 190 on Net 1000) reads
 * as 0.19 %: the line's own tax says it meant 19 %. A problem at the rate's cell, never posted as
 * the smaller rate. Exact decimal arithmetic. Pure.
 */
import type { Candidate } from './build-candidate.js';
import { originAt } from './map-record.js';
import type { Problem } from './mapped-invoice.js';

/** A plain decimal in units of 10^-`places` (`1000.5`, 4 -> 10005000n); undefined for anything else. */
function units(value: unknown, places: number): bigint | undefined {
  if (typeof value !== 'string' || !/^-?\d+(?:\.\d+)?$/.test(value)) return undefined;
  const [whole = '', fraction = ''] = value.replace('-', '').split('.');
  if (fraction.length > places) return undefined;
  const scaled = BigInt(whole + fraction.padEnd(places, '0'));
  return value.startsWith('-') ? -scaled : scaled;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

/** A cent of rounding, in units of 10^-6 (amounts of four places times rates of two). */
const CENT = 10_000n;

/**
 * True when `tax` is `net` times `rate` read as a fraction (rate 0.19: 19 %), within a cent, and
 * not `net` times `rate` percent: the rate was meant as a fraction.
 */
export function isFractionRate(net: string, tax: string, rate: string): boolean {
  const n = units(net, 4);
  const t = units(tax, 4);
  const r = units(rate, 2);
  if (n === undefined || t === undefined || r === undefined) return false;
  if (r <= 0n || r >= 100n || t === 0n) return false;
  // net (10^-4) * rate (10^-2) = tax if the rate is a fraction, in 10^-6; tax (10^-4) * 100 likewise
  const asFraction = abs(n * r - t * 100n) <= CENT;
  const asPercent = abs(n * r - t * 10_000n) <= CENT * 100n;
  return asFraction && !asPercent;
}

/** The percentage a fraction rate of two places means: `0.19` is `19`, `0.07` is `7`. */
function asPercent(rate: string): string {
  return String(units(rate, 2)!);
}

/** The problems of every line whose rate reads as a fraction of what its tax and net say. */
export function rateFractionProblems(candidate: Candidate, file: string): Problem[] {
  const problems: Problem[] = [];
  candidate.invoice.InvoiceItems.forEach((item, i) => {
    const path = `InvoiceItems[${i}].TaxRate`;
    const { TaxRate: rate, Amount: net, Tax: tax } = item;
    if (candidate.record.failed.has(path) || typeof rate !== 'string') return;
    if (typeof net !== 'string' || typeof tax !== 'string' || !isFractionRate(net, tax, rate)) return;
    const { origin, cell } = originAt(candidate.record, path);
    // A percent cell says what it means; a rate computed by a formula is the mapping's own.
    if (cell?.kind === 'number' && cell.percent) return;
    const shown = rate.replace(/\.?0+$/, '');
    const meant = asPercent(rate);
    problems.push({
      file,
      sheet: origin?.sheet,
      row: origin?.row,
      column: origin?.column,
      field: path,
      value: origin?.raw ?? rate,
      message: `the rate reads as ${shown} % but Tax/Net is ${meant} %: a rate written as a fraction reads as a percentage; write it as ${meant} or format the cell as a percentage, or read the column with transform: { rate: { fraction: true } }`,
    });
  });
  return problems;
}
