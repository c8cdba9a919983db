/**
 * Number, date and file styles of the twenty-fifth held-out layouts that the shared corpus writers
 * do not have: each is written the way the system named at its use exports it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Day } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `15-Jan-2024`, as PNG's IRC templates show a date typed in Excel. */
export const dayMonthYear = (d: Day) => `${p2(d.d)}-${MONTHS[d.m - 1]}-${d.y}`;

/** `5 Jan 2024`, as QuickFile writes dates in its exports. */
export const shortMonth = (d: Day) => `${d.d} ${MONTHS[d.m - 1]} ${d.y}`;

const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'];

/** `January 2024`: a month's heading in a register kept by month. */
export const monthHeading = (d: Day) => `${LONG_MONTHS[d.m - 1]} ${d.y}`;

const group = (whole: number, separator: string) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * Cents with a chosen grouping and decimal mark: `1.234,56` (Spain), `1 234,56` with a no-break
 * space (Tajikistan, Mozambique), `1,234.56` (Jamaica). Negative with a leading minus, or in
 * parentheses where `parentheses` is set, as an accountant's sheet shows a credit.
 */
export function grouped(cents: number, thousands: string, decimal: string, parentheses = false): string {
  const text = `${group(Math.floor(Math.abs(cents) / 100), thousands)}${decimal}${p2(Math.abs(cents) % 100)}`;
  if (cents >= 0) return text;
  return parentheses ? `(${text})` : `-${text}`;
}

/** Whole units grouped with commas, `1,250,000`, as kyat are shown. */
export const wholeGrouped = (whole: number) => `${whole < 0 ? '-' : ''}${group(Math.abs(whole), ',')}`;

/** Fils (thousandths of a dinar) as a number: 1234567 is 1234.567. */
export const dinars = (fils: number) => fils / 1000;

/** Cents as a number: 123456 is 1234.56. */
export const units = (cents: number) => cents / 100;

/**
 * Tab-separated text in UTF-16LE with its byte-order mark, as Excel's "Unicode Text" saves a sheet
 * (the only text form of Excel for Windows that keeps Tajik letters).
 */
export function writeUnicodeText(dir: string, name: string, rows: readonly (readonly (string | number)[])[]): string {
  const file = join(dir, name);
  const text = `\ufeff${rows.map((r) => r.join('\t')).join('\r\n')}\r\n`;
  writeFileSync(file, Buffer.from(text, 'utf16le'));
  return file;
}
