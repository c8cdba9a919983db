/**
 * Date formats of mapping files (`DD.MM.YYYY`, `MM/DD/YYYY`, `YYYYMMDD`, `D-MMM-YY`, `serial`)
 * compiled once into regular expressions, and text parsed with them into YYYYMMDD. Pure.
 *
 * A time of day and a zone (`T23:30:00-08:00`, `Z`) are read and dropped: the day is the one
 * written. Shifting it by the offset would move an invoice dated late in the evening in
 * California to the next day; and no Date object is built, so the machine's zone cannot either.
 */
import { digitScriptOf, foldDigitScripts } from '../invoice/fold-digit-scripts.js';
import { daysInMonth, toCalendarDate } from '../invoice/formats.js';
import { excelDayOfSerial, type SerialDay } from '../sheets/xlsx/calendar-day.js';
import { compileFormatSource, type DatePart } from './compile-date-format.js';
import { monthOfWord } from './month-names.js';
import { readJapaneseEraDate } from './japanese-era-date.js';
import { otherCalendarYear } from './other-calendar-year.js';

export interface DateFormat {
  /** As written in the mapping, for messages. */
  pattern: string;
  /** Undefined for `serial` (an Excel day number such as 45322). */
  regex: RegExp | undefined;
  /** What each capture group of `regex` holds. */
  groups: DatePart[];
}

const MONTH_NAMES = 'January February March April May June July August September October November December'.split(' ');

/** Compiles a format, or returns the reason it is not one. */
export function compileDateFormat(pattern: string): DateFormat | string {
  if (pattern.toLowerCase() === 'serial') return { pattern, regex: undefined, groups: [] };
  const compiled = compileFormatSource(pattern);
  if (typeof compiled === 'string') return compiled;
  return { pattern, regex: new RegExp(`^${compiled.source}$`), groups: compiled.groups };
}

/**
 * Parses `text` with the first format that yields a real calendar day; undefined when none does.
 * `date1904` is set for a number cell of a workbook in the 1904 date system: `serial` counts from 1904.
 */
export function parseDateText(text: string, formats: readonly DateFormat[], date1904 = false): string | undefined {
  // A Japanese era names its calendar, whatever the formats: 令和6年1月31日 is 31 January 2024.
  const era = readJapaneseEraDate(text);
  if (era !== undefined) return 'date' in era ? era.date : undefined;
  const value = foldedDate(text);
  if (value === undefined) return undefined;
  const script = digitScriptOf(text);
  for (const format of formats) {
    if (!format.regex) {
      const date = serialToDate(value, date1904);
      if (date !== undefined) return date;
      continue;
    }
    const date = dayOf(readParts(value, format, script));
    if (date !== undefined) return date;
  }
  return undefined;
}

/**
 * When two of `formats` read `text` as real but different days (`01/02/2025` in MM/DD/YYYY and
 * DD/MM/YYYY), why it cannot be read: the mapping cannot say which day the writer meant, and a
 * guess would post a wrong date without a word. Undefined when the formats agree or one reads it.
 */
export function ambiguousDate(text: string, formats: readonly DateFormat[]): string | undefined {
  if (formats.length < 2 || readJapaneseEraDate(text) !== undefined) return undefined;
  const value = foldedDate(text);
  if (value === undefined) return undefined;
  const script = digitScriptOf(text);
  const readings: { date: string; pattern: string }[] = [];
  for (const format of formats) {
    const date = dayOf(format.regex ? readParts(value, format, script) : undefined);
    if (date !== undefined) readings.push({ date, pattern: format.pattern });
  }
  const other = readings.find((reading) => reading.date !== readings[0]?.date);
  const first = readings[0];
  if (!first || !other) return undefined;
  const day = (date: string) =>
    `${Number(date.slice(6))} ${MONTH_NAMES[Number(date.slice(4, 6)) - 1]} ${date.slice(0, 4)}`;
  return `the date is ambiguous: ${day(first.date)} as ${first.pattern} but ${day(other.date)} as ${other.pattern}; list only the order the file writes in dateFormats`;
}

/**
 * Why `text` is no date in `formats`: the day does not exist when a format fits its shape
 * (`31/11/2026` in DD/MM/YYYY), else the formats it should be written in. For messages only.
 */
export function explainDateText(text: string, formats: readonly DateFormat[], date1904 = false): string {
  const era = readJapaneseEraDate(text);
  if (era !== undefined && 'problem' in era) return `expected a date; ${era.problem}`;
  const folded = foldDigitScripts(text.trim());
  if (!folded.ok) return `expected a date; ${folded.message}`;
  const value = folded.text.trim();
  const script = digitScriptOf(text);
  let first: string | undefined;
  for (const format of formats) {
    const serial = format.regex ? undefined : serialDayOfText(value, date1904);
    if (serial !== undefined && 'noDay' in serial) return `expected a date; the cell holds ${serial.noDay}`;
    const parts = format.regex ? readParts(value, format, script) : undefined;
    if (!parts) continue;
    const why = whyNoDay(parts, format.pattern);
    // A format whose month exists is the one the writer meant (31/11 is a day-month, not a month-day).
    if (why.monthExists) return why.message;
    first ??= why.message;
  }
  return (
    first ?? noDayWrittenOtherwise(value) ?? `expected a date written ${formats.map((f) => f.pattern).join(' or ')}`
  );
}

/**
 * `text` trimmed, in ASCII digits (`١٥/٠٣/٢٠٢٤` is `15/03/2024`), without the direction marks of
 * RTL writers; undefined when its digits are of two scripts.
 */
function foldedDate(text: string): string | undefined {
  const folded = foldDigitScripts(text.trim());
  return folded.ok ? folded.text.trim() : undefined;
}

/** How dates are written when not as the mapping reads them: `31.02.2024` is no day in any of them. */
const OTHER_WAYS = ['DD.MM.YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD-MM-YYYY'];
let otherWays: DateFormat[] | undefined;

/**
 * Why text written another common way names no day, when it names none in any of them (a day
 * written another way is a format mistake, and the formats are what to ask for).
 */
function noDayWrittenOtherwise(value: string): string | undefined {
  otherWays ??= OTHER_WAYS.map((pattern) => compileDateFormat(pattern) as DateFormat);
  let message: string | undefined;
  for (const format of otherWays) {
    const parts = readParts(value, format);
    if (!parts) continue;
    if (toCalendarDate(parts.year, parts.month, parts.day) !== undefined) return undefined;
    const why = whyNoDay(parts, format.pattern);
    if (why.monthExists) message ??= why.message;
  }
  return message;
}

interface Parts {
  year: number;
  month: number;
  day: number;
  /** The month's name as written, when it is one (MMM). */
  monthText?: string | undefined;
  /** Why the year may be of another calendar than the Gregorian one (other-calendar-year.ts). */
  otherCalendar?: string | undefined;
}

/** The day `parts` name, unless they name none or may be of another calendar. */
function dayOf(parts: Parts | undefined): string | undefined {
  if (!parts || parts.otherCalendar !== undefined) return undefined;
  return toCalendarDate(parts.year, parts.month, parts.day);
}

function readParts(value: string, format: DateFormat, script = 'Latin'): Parts | undefined {
  const match = format.regex?.exec(value);
  if (!match) return undefined;
  const parts: Parts = { year: NaN, month: NaN, day: NaN };
  const groups = format.groups;
  for (let i = 0; i < groups.length; i++) {
    const part = groups[i];
    const group = match[i + 1] ?? '';
    if (part === 'YYYY') parts.year = Number(group);
    else if (part === 'YY') parts.year = twoDigitYear(Number(group));
    else if (part === 'MM') parts.month = Number(group);
    else if (part === 'MMM') {
      parts.month = monthOfWord(group) ?? 0;
      parts.monthText = group;
    } else parts.day = Number(group);
  }
  parts.otherCalendar = otherCalendarYear(script, parts.year, groups.includes('YY'));
  return parts;
}

function whyNoDay(parts: Parts, pattern: string): { message: string; monthExists: boolean } {
  const { year, month, day, monthText } = parts;
  const noDay = (reason: string) => `the day does not exist (${reason}; read as ${pattern})`;
  if (month < 1 || month > 12) {
    const written = monthText === undefined ? String(month) : `"${monthText}"`;
    return { message: noDay(`there is no month ${written}`), monthExists: false };
  }
  if (parts.otherCalendar !== undefined)
    return { message: `expected a Gregorian date; ${parts.otherCalendar} (read as ${pattern})`, monthExists: true };
  // Hijri years (1445, and 1403 of the Persian solar calendar Sepidar and Hamkaran write) are no Gregorian ones.
  if (year >= 1000 && year < 1600)
    return {
      message: `expected a Gregorian year from 1900 to 9999; year ${year} is one of the Hijri calendar (Islamic, or Persian solar), not a Gregorian one: write the date in the Gregorian calendar (read as ${pattern})`,
      monthExists: true,
    };
  if (year < 1900 || year > 9999)
    return {
      message: `expected a year from 1900 to 9999 (read as ${pattern}, the year is ${year})`,
      monthExists: true,
    };
  if (day < 1) return { message: noDay(`there is no day ${day}`), monthExists: true };
  return {
    message: noDay(`${MONTH_NAMES[month - 1]} ${year} has ${daysInMonth(year, month)} days`),
    monthExists: true,
  };
}

/** 00-69 are 2000-2069, 70-99 are 1970-1999. */
function twoDigitYear(yy: number): number {
  return yy < 70 ? 2000 + yy : 1900 + yy;
}

/**
 * An Excel day number (whole days; a fraction is the time of day and is dropped), in the 1900
 * date system or, for a number cell of a workbook saved so (Mac Excel), the 1904 one.
 */
export function serialToDate(text: string, date1904 = false): string | undefined {
  const day = serialDayOfText(text, date1904);
  return day !== undefined && 'day' in day ? day.day : undefined;
}

/** The day Excel shows for a day number written as text, or why it shows none; undefined for other text. */
function serialDayOfText(text: string, date1904: boolean): SerialDay | undefined {
  if (!/^\d{1,6}(?:\.\d+)?$/.test(text)) return undefined;
  return excelDayOfSerial(Math.floor(Number(text)), date1904);
}
