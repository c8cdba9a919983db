/**
 * Number and date styles of the twenty-fourth held-out layouts that the shared corpus writers do
 * not have: each is written the way the system named at its use exports it.
 */
import type { Day } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** `15-01-2024`: the day, month and year with dashes, as e-Boekhouden writes dates. */
export const dashedDay = (d: Day) => `${p2(d.d)}-${p2(d.m)}-${d.y}`;

/** Whole units grouped with commas, `1,250,000`, as a whole-kip amount is shown. */
export function commaGrouped(whole: number): string {
  const sign = whole < 0 ? '-' : '';
  return `${sign}${String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** 1234567 baisa as `1234.567`: the rial's three decimals. */
export function rials(baisa: number): string {
  const sign = baisa < 0 ? '-' : '';
  return `${sign}${Math.floor(Math.abs(baisa) / 1000)}.${String(Math.abs(baisa) % 1000).padStart(3, '0')}`;
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/**
 * Text in Arabic-Indic digits with the Arabic decimal mark `٫`, as Excel in an Arabic locale shows a
 * number saved as text: `1234.567` is `١٢٣٤٫٥٦٧`, `05/01/2024` is `٠٥/٠١/٢٠٢٤`.
 */
export const arabicIndic = (text: string) =>
  text.replace(/[0-9]/g, (digit) => ARABIC_INDIC[Number(digit)]!).replace(/\./g, '\u066b');

/** `$1,234.56`, `-$80.00`: a dollar amount as AccountEdge exports it. */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${commaGrouped(Math.floor(Math.abs(cents) / 100))}.${p2(Math.abs(cents) % 100)}`;
}
