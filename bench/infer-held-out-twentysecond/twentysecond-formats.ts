/**
 * Date, identifier and amount styles of the twenty-second held-out layouts that the shared corpus
 * writers do not have: each is written the way the system named at its use exports it.
 */
import type { Day } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `05-01-2024`: the day first, dashes, as Colombia's DIAN portal writes its dates. */
export const dashed = (d: Day) => `${p2(d.d)}-${p2(d.m)}-${d.y}`;

/** `5-Jan-24`: Excel's `d-mmm-yy`, kept when a workbook is saved as CSV. */
export const dayMonYy = (d: Day) => `${d.d}-${MONTHS[d.m - 1]}-${p2(d.y % 100)}`;

/** `5 Jan 2024`: the day, the month's short name and the year, as FreeAgent shows dates. */
export const dayMonYear = (d: Day) => `${d.d} ${MONTHS[d.m - 1]} ${d.y}`;

/** A time of day that differs by row, so date-times are not all midnight. */
export const clock = (n: number) => `${p2(8 + (n % 10))}:${p2((n * 17) % 60)}:${p2((n * 31) % 60)}`;

/** A UUID-shaped identifier drawn from a number: the same number gives the same identifier. */
export function uuidOf(seed: number): string {
  let x = seed >>> 0;
  const hex = Array.from({ length: 32 }, () => {
    // A 32-bit mixing step: integer multiplications, so every runtime draws the same digits.
    x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x9e3779b9;
    x = (x ^ (x >>> 13)) >>> 0;
    return (x >>> 28).toString(16);
  }).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** 123456789 cents as `1,234,567.89`: comma-grouped, as Excel saves an amount formatted `#,##0.00`. */
export function grouped(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  return `${sign}${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${p2(Math.abs(cents) % 100)}`;
}
