/**
 * Date and tax styles of the fresh held-out layouts that the shared corpus writers do not have:
 * each is written the way the system named at its use exports it.
 */
import type { CorpusInvoice } from '../infer-corpus/corpus-invoices.js';

type Day = CorpusInvoice['date'];

const p2 = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `1/5/24`: Bill.com's short US date, no leading zeros, two-digit year. */
export const usShort = (d: Day) => `${d.m}/${d.d}/${String(d.y % 100).padStart(2, '0')}`;

/** `01/05/2024`: zero-padded US date (Sage Intacct, AppFolio). */
export const usPadded = (d: Day) => `${p2(d.m)}/${p2(d.d)}/${d.y}`;

/** `Jan 5, 2024`: a month name, as FreshBooks shows dates. */
export const monthName = (d: Day) => `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;

/** `2024/01/05`: the Japanese order, as freee writes it. */
export const ymdSlash = (d: Day) => `${d.y}/${p2(d.m)}/${p2(d.d)}`;

/** `2024-01-05`, the base of the ISO date-times. */
export const isoDay = (d: Day) => `${d.y}-${p2(d.m)}-${p2(d.d)}`;

/**
 * The corpus rates (19, 7, 0) as a country's own standard, reduced and zero rate, so the tax a
 * layout prints is the one that country's system would print.
 */
export const localRate = (rate: number, standard: number, reduced: number) =>
  rate === 0 ? 0 : rate === 7 ? reduced : standard;

/** Tax in whole minor units, rounded half up as the systems round a line's tax. */
export const taxOf = (net: number, ratePercent: number) => Math.round((net * ratePercent) / 100);
