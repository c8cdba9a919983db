/**
 * Date and amount styles of the twenty-third held-out layouts that the shared corpus writers do
 * not have: each is written the way the system named at its use exports it.
 */
import type { Day } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** `20240105`: eTIMS writes its sales dates as eight digits. */
export const compact = (d: Day) => `${d.y}${p2(d.m)}${p2(d.d)}`;

/** `01/31/2024`: the last day of the invoice's month, as BIR's lists name the taxable month. */
export function monthEnd(d: Day): string {
  const last = new Date(Date.UTC(d.y, d.m, 0)).getUTCDate();
  return `${p2(d.m)}/${last}/${d.y}`;
}

/** `05.01.2024. 10:15:30`: a date with the closing dot Montenegrin writes, and a time. */
export const montenegrin = (d: Day, n: number) =>
  `${p2(d.d)}.${p2(d.m)}.${d.y}. ${p2(8 + (n % 9))}:${p2((n * 13) % 60)}:${p2((n * 29) % 60)}`;

/** 1250000 as `1 250 000`, grouped with no-break spaces as French Excel writes whole francs. */
export function francs(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}${String(Math.abs(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}`;
}

/** Whole cents as a number of two decimals, for a number cell or a plain `1234.5` in a CSV. */
export const units = (cents: number) => cents / 100;
