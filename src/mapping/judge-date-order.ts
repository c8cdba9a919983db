/**
 * Whether a date column is read in the wrong day-month order. A file written day first (a UK Google
 * Sheets export, 02/01/2024 for 2 January) read with a month-first mapping reads every date whose
 * day is 12 or less, as another day: nothing fails, the dates move by months. When every date of
 * the column reads both ways and the other order is far tighter, the file shows its order: a
 * month's register spans days, not the year. Pure.
 */
import { dayMonthOrderPairs, swapped } from './day-month-orders.js';
import { compileDateFormat, parseDateText, type DateFormat } from './parse-date-text.js';

/** The widest span, in days, of a month's register read in its own order. */
const TIGHT_DAYS = 31;
/** As read, the dates fall in at least this many calendar months. */
const WIDE_MONTHS = 3;

export interface DateOrderVerdict {
  /** The first date text, and what it reads as each way (YYYYMMDD). */
  first: { text: string; read: string; other: string };
  /** Earliest and latest day each way (YYYYMMDD). */
  read: { from: string; to: string };
  other: { from: string; to: string };
  /** The formats as the mapping writes them, and swapped. */
  patterns: readonly string[];
  otherPatterns: readonly string[];
}

/**
 * `formats` with day and month exchanged; undefined when none of them writes both as numbers, or
 * each that does is listed in its other order too.
 */
export function otherOrderOf(formats: readonly DateFormat[]): DateFormat[] | undefined {
  const out: DateFormat[] = [];
  const paired = new Set(dayMonthOrderPairs(formats.map((format) => format.pattern)).flat());
  let changed = false;
  for (const format of formats) {
    // A format that starts with the year (ISO's YYYY-MM-DD) has no writer of the other order.
    const { pattern } = format;
    if (!format.regex || /^Y/.test(pattern) || !/(^|[^M])M{1,2}(?!M)/.test(pattern) || !/D/.test(pattern)) continue;
    // A format whose other order is listed too already refuses each date the two read differently
    // (day-month-orders.ts); swapping the list would only judge it against itself.
    if (paired.has(pattern)) continue;
    const other = compileDateFormat(swapped(pattern));
    if (typeof other === 'string') continue;
    changed = true;
    out.push(other);
  }
  return changed ? out : undefined;
}

/** Days from 0000-03-01: only differences are used. */
function dayNumber(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(4, 6));
  const day = Number(date.slice(6));
  const y = month <= 2 ? year - 1 : year;
  const m = month <= 2 ? month + 9 : month - 3;
  return 365 * y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + Math.floor((153 * m + 2) / 5) + day;
}

const monthNumber = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(4, 6));

function range(dates: readonly string[]): { from: string; to: string } {
  const sorted = [...dates].sort();
  return { from: sorted[0]!, to: sorted.at(-1)! };
}

/** True when the distinct `dates` are consecutive days. */
function consecutive(dates: readonly string[]): boolean {
  const days = [...new Set(dates.map(dayNumber))].sort((a, b) => a - b);
  return days.every((day, i) => i === 0 || day === days[i - 1]! + 1);
}

/**
 * The evidence that the column's `texts` (its non-empty date texts, in file order) are written in
 * the order other than `formats`' one; undefined when a text reads only one way (or neither), the
 * column holds a single day, or the other order is not far tighter.
 */
export function judgeDateOrder(texts: readonly string[], formats: readonly DateFormat[]): DateOrderVerdict | undefined {
  const others = otherOrderOf(formats);
  if (!others || texts.length === 0) return undefined;
  const read: string[] = [];
  const other: string[] = [];
  for (const text of texts) {
    const a = parseDateText(text, formats);
    const b = parseDateText(text, others);
    if (a === undefined || b === undefined) return undefined;
    read.push(a);
    other.push(b);
  }
  if (new Set(read).size < 2) return undefined;
  const asRead = range(read);
  const otherWay = range(other);
  const otherDays = dayNumber(otherWay.to) - dayNumber(otherWay.from);
  const wide = monthNumber(asRead.to) - monthNumber(asRead.from) + 1 >= WIDE_MONTHS && otherDays <= TIGHT_DAYS;
  // Consecutive days written the other way read as the 1st of consecutive months (01/02, 01/03).
  // Three at least: two monthly invoices on the 1st are as likely as two days in a row.
  const firsts = new Set(read).size >= 3 && read.every((date) => date.endsWith('01')) && consecutive(other);
  if (!wide && !firsts) return undefined;
  return {
    first: { text: texts[0]!.trim(), read: read[0]!, other: other[0]! },
    read: asRead,
    other: otherWay,
    patterns: formats.map((format) => format.pattern),
    otherPatterns: others.map((format) => format.pattern),
  };
}
