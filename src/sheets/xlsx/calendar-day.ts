/**
 * The calendar day a date cell shows, as YYYYMMDD. Only UTC fields are read: a workbook date
 * has no time zone, and the local zone of the machine must never shift it. Pure.
 */

const MS_PER_DAY = 86_400_000;
/** Days between 1899-12-30 (serial 0 of the 1900 system) and 1970-01-01. */
const EPOCH_1900 = 25_569;
/** Serial 0 of the 1904 system is 1462 days after that of the 1900 system. */
const OFFSET_1904 = 1_462;

/** YYYYMMDD of a date the workbook reader built at UTC from the cell's serial; the time of day is dropped. */
export function calendarDayOfDate(date: Date): string {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}${month}${day}`;
}

/**
 * YYYYMMDD of an Excel date serial (days, with the time as a fraction) in the 1900 or 1904 system.
 * The time is first rounded to `unitMs` (1 ms unless the cell shows its time: see shownTimeUnitMs),
 * so that 23:59:59.6 shown to the second is the next day, as the sheet shows it.
 */
export function calendarDayOfSerial(serial: number, date1904: boolean, unitMs = 1): string {
  const ms = Math.round(((serial - EPOCH_1900 + (date1904 ? OFFSET_1904 : 0)) * MS_PER_DAY) / unitMs) * unitMs;
  return calendarDayOfDate(new Date(ms));
}
