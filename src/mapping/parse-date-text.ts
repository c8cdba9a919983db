/**
 * Date formats of mapping files (`DD.MM.YYYY`, `MM/DD/YYYY`, `YYYYMMDD`, `D-MMM-YY`, `serial`)
 * compiled once into regular expressions, and text parsed with them into YYYYMMDD. Pure.
 */
import { toCalendarDate } from '../invoice/formats.js';
import { calendarDayOfSerial } from '../sheets/xlsx/calendar-day.js';

export interface DateFormat {
  /** As written in the mapping, for messages. */
  pattern: string;
  /** Undefined for `serial` (an Excel day number such as 45322). */
  regex: RegExp | undefined;
  /** What each capture group of `regex` holds. */
  groups: DatePart[];
}

type DatePart = 'YYYY' | 'YY' | 'MM' | 'MMM' | 'DD';

const TOKENS: [string, DatePart, string][] = [
  ['YYYY', 'YYYY', '(\\d{4})'],
  ['YY', 'YY', '(\\d{2})'],
  ['MMMM', 'MMM', '([A-Za-z]{3,9})'],
  ['MMM', 'MMM', '([A-Za-z]{3,9})'],
  ['MM', 'MM', '(\\d{1,2})'],
  ['M', 'MM', '(\\d{1,2})'],
  ['DD', 'DD', '(\\d{1,2})'],
  ['D', 'DD', '(\\d{1,2})'],
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** An optional time of day after the date; it is dropped, never shifts the day. */
const TIME_SUFFIX = '(?:[ T]\\d{1,2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?(?:\\s?[AaPp][Mm])?)?';

/** Compiles a format, or returns the reason it is not one. */
export function compileDateFormat(pattern: string): DateFormat | string {
  if (pattern.toLowerCase() === 'serial') return { pattern, regex: undefined, groups: [] };
  let source = '';
  const groups: DatePart[] = [];
  let rest = pattern;
  // Without separators (YYYYMMDD) days and months must have two digits to be told apart.
  const compact = /^[YMD]+$/.test(pattern);
  while (rest.length > 0) {
    const token = TOKENS.find(([text]) => rest.startsWith(text));
    if (token) {
      source += compact ? token[2].replace('{1,2}', '{2}') : token[2];
      groups.push(token[1]);
      rest = rest.slice(token[0].length);
    } else {
      const char = rest.charAt(0);
      if (/[A-Za-z0-9]/.test(char))
        return `unknown date format part "${char}" in "${pattern}"; use YYYY, YY, MM, M, MMM, DD, D and separators`;
      source += char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      rest = rest.slice(1);
    }
  }
  const has = (part: DatePart) => groups.includes(part);
  if (!(has('YYYY') || has('YY')) || !(has('MM') || has('MMM')) || !has('DD')) {
    return `date format "${pattern}" needs a year (YYYY or YY), a month (MM, M or MMM) and a day (DD or D)`;
  }
  return { pattern, regex: new RegExp(`^${source}${TIME_SUFFIX}$`), groups };
}

/** Parses `text` with the first format that yields a real calendar day; undefined when none does. */
export function parseDateText(text: string, formats: readonly DateFormat[]): string | undefined {
  const value = text.trim();
  for (const format of formats) {
    const date = format.regex ? matchFormat(value, format) : serialToDate(value);
    if (date !== undefined) return date;
  }
  return undefined;
}

function matchFormat(value: string, format: DateFormat): string | undefined {
  const match = format.regex?.exec(value);
  if (!match) return undefined;
  let year = NaN;
  let month = NaN;
  let day = NaN;
  const groups = format.groups;
  for (let i = 0; i < groups.length; i++) {
    const part = groups[i];
    const group = match[i + 1] ?? '';
    if (part === 'YYYY') year = Number(group);
    else if (part === 'YY') year = twoDigitYear(Number(group));
    else if (part === 'MM') month = Number(group);
    else if (part === 'MMM') month = MONTHS.indexOf(group.slice(0, 3).toLowerCase()) + 1;
    else day = Number(group);
  }
  if (month === 0) return undefined;
  return toCalendarDate(year, month, day);
}

/** 00-69 are 2000-2069, 70-99 are 1970-1999. */
function twoDigitYear(yy: number): number {
  return yy < 70 ? 2000 + yy : 1900 + yy;
}

/** An Excel day number (whole days; a fraction is the time of day and is dropped). */
export function serialToDate(text: string): string | undefined {
  if (!/^\d{1,6}(?:\.\d+)?$/.test(text)) return undefined;
  const days = Math.floor(Number(text));
  // Day 1 is 1900-01-01 and day 60 the fictitious 1900-02-29: before 1900-03-01 the Excel calendar is off by one.
  if (days < 61) return undefined;
  return calendarDayOfSerial(days, false);
}
