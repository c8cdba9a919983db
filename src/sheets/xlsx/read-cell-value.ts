/**
 * Reads the text of a cell's `<v>` as its `t` attribute says, for exceljs's worksheet parser
 * (its `readValue` option, patches/exceljs+4.4.0.patch). Pure.
 *
 * exceljs alone reads a number with parseFloat, which takes the longest prefix that is a number:
 * `1234,56` became 1234, `1 234.56` 1, `12abc` 12, `0x10` 0 and an ISO date (`t="d"`) its year.
 * Here a value is read whole or not at all: what the file does not hold faithfully is an
 * unreadable cell, a problem wherever a field reads it.
 */
import type { SheetCell } from '../sheet-row.js';

/** What the parser stores as the cell's value: no value, a number, a boolean, a date, or an unreadable cell. */
export type CellValue = number | boolean | Date | undefined | Extract<SheetCell, { kind: 'unreadable' }>;

/** Only these four characters are whitespace around an XML Schema value (xsd whitespace "collapse"). */
const BLANK = /^[ \t\r\n]*$/;
/**
 * The lexical form of xsd:double, which ECMA-376 gives a number cell: an optional sign, digits
 * with an optional point (`5.`, `.5`), an optional exponent. INF and NaN are xsd:doubles too, but
 * never an amount or a date.
 */
const XSD_DOUBLE = /^[ \t\r\n]*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?[ \t\r\n]*$/;
/** ISO 8601 as a `t="d"` cell holds it: a date, optionally a time and a zone. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|([+-])(\d{2})(?::?(\d{2}))?)?)?$/;
const MONTH_NAMES = 'January February March April May June July August September October November December'.split(' ');

const RETYPE = 'retype the value in the sheet (or store it as text)';

/** The value of a `<v>` holding `text` in a cell of type `t` (`n` when absent, `d`, `b`, or another). */
export function readCellValue(text: string, t: string | undefined): CellValue {
  if (t === undefined || t === 'n') return numberValue(text);
  if (BLANK.test(text)) return undefined;
  if (t === 'd') return dateValue(text.trim());
  if (t === 'b') return booleanValue(text.trim());
  return unreadable(`a cell of type t="${t}", which the file format does not have: ${RETYPE}`, text);
}

function numberValue(text: string): CellValue {
  if (XSD_DOUBLE.test(text)) {
    const value = parseFloat(text);
    if (Number.isFinite(value)) return value;
    return unreadable(`a number cell whose value is beyond what a spreadsheet holds: ${RETYPE}`, text);
  }
  if (BLANK.test(text)) return undefined;
  return unreadable(
    `a number cell whose stored value is not a number as the file format writes one (1234.56 or 1.5E+3: a point, no grouping, no letters): ${RETYPE}`,
    text,
  );
}

/**
 * The date and time written, at UTC fields (a workbook date has no zone). A time with a UTC offset
 * is an instant (ECMA-376 Part 1, 18.17.4); spreadsheets do not agree on the zone they show it in
 * (LibreOffice shows `2024-12-31T23:30:00-05:00` as 1 January 2025), so one whose UTC day is not the
 * day written names a day the reader may not see: a problem, never a guess.
 */
function dateValue(text: string): CellValue {
  const match = ISO_DATE.exec(text);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const [hours, minutes, seconds] = [Number(match[4] ?? 0), Number(match[5] ?? 0), Number(match[6] ?? 0)];
    const ms = Math.round(Number(match[7] ?? 0) * 1000);
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hours > 23 || minutes > 59 || seconds > 59)
      return notIsoDate(text);
    date.setUTCHours(hours, minutes, seconds, ms);
    if (match[9] === undefined) return date;
    const offsetMinutes = (match[9] === '-' ? -1 : 1) * (Number(match[10]) * 60 + Number(match[11] ?? 0));
    const utc = new Date(date.getTime() - offsetMinutes * 60_000);
    if (utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day) return date;
    return unreadable(
      `a date cell (t="d") holding a time with a UTC offset, whose day differs by zone: ${dayWords(date)} where it was written, ${dayWords(utc)} in UTC, and spreadsheets differ on which they show: retype the date in the sheet`,
      text,
    );
  }
  return notIsoDate(text);
}

function notIsoDate(text: string): CellValue {
  return unreadable(`a date cell (t="d") whose value is not a date written YYYY-MM-DD (ISO 8601): ${RETYPE}`, text);
}

function dayWords(date: Date): string {
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]!} ${date.getUTCFullYear()}`;
}

/** xsd:boolean: `1`, `0`, `true`, `false`. */
function booleanValue(text: string): CellValue {
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  return unreadable(`a TRUE/FALSE cell (t="b") whose value is neither 1 nor 0: ${RETYPE}`, text);
}

function unreadable(reason: string, raw: string): CellValue {
  return { kind: 'unreadable', reason, raw };
}
