/**
 * The calendar day a date cell shows, as YYYYMMDD. Only UTC fields are read: a workbook date
 * has no time zone, and the local zone of the machine must never shift it. Pure.
 */

const MS_PER_DAY = 86_400_000;
/** Days between 1899-12-30 (serial 0 of the 1900 system, from day 61 on) and 1970-01-01. */
const EPOCH_1900 = 25_569;
/** Serial 0 of the 1904 system is 1462 days after that of the 1900 system. */
const OFFSET_1904 = 1_462;
/** Excel's 1900 system counts 1900 as a leap year: day 60 is its 29 February, which never was. */
const LEAP_DAY_1900 = 60;

/** YYYYMMDD of a date the workbook reader built at UTC from the cell's serial; the time of day is dropped. */
function calendarDayOfDate(date: Date): string {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}${month}${day}`;
}

/** The day Excel shows for a day number, YYYYMMDD, or in words why it shows none. */
export type SerialDay = { day: string } | { noDay: string };

/**
 * The day Excel shows for a date serial (days, with the time as a fraction) in the 1900 or 1904
 * system. The time is first rounded to `unitMs` (1 ms unless the cell shows its time: see
 * shownTimeUnitMs), so that 23:59:59.6 shown to the second is the next day, as the sheet shows it.
 * In the 1900 system days 1-59 are 1 January to 28 February 1900, day 60 is Excel's 29 February
 * 1900 and day 0 its 0 January 1900: neither is a day, and nor is a negative serial (shown ####).
 */
export function excelDayOfSerial(serial: number, date1904: boolean, unitMs = 1): SerialDay {
  const ms = Math.round((serial * MS_PER_DAY) / unitMs) * unitMs;
  const days = Math.floor(ms / MS_PER_DAY);
  if (days < 0) return { noDay: `a negative day number (${String(serial)}), which Excel shows as ####, not a date` };
  if (date1904) return { day: dayAt(ms, EPOCH_1900 - OFFSET_1904) };
  if (days === 0) return { noDay: 'day number 0, which Excel shows as 0 January 1900, a day that does not exist' };
  if (days === LEAP_DAY_1900)
    return {
      noDay:
        "day number 60, which Excel shows as 29 February 1900, a day that does not exist (Excel's 1900 date system counts 1900 as a leap year)",
    };
  return { day: dayAt(ms, days < LEAP_DAY_1900 ? EPOCH_1900 - 1 : EPOCH_1900) };
}

/**
 * The day number of a date and time read at UTC fields (a `t="d"` cell), as a date cell of the
 * workbook's system would hold it: before 1 March 1900 the 1900 system counts one day less.
 */
export function serialOfDate(date: Date, date1904: boolean): number {
  const serial = date.getTime() / MS_PER_DAY + EPOCH_1900;
  if (date1904) return serial - OFFSET_1904;
  return serial < LEAP_DAY_1900 + 1 ? serial - 1 : serial;
}

function dayAt(ms: number, epochDays: number): string {
  return calendarDayOfDate(new Date(ms - epochDays * MS_PER_DAY));
}
