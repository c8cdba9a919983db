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

/** YYYYMMDD of an Excel date serial (days, with the time as a fraction) in the 1900 or 1904 system. */
export function calendarDayOfSerial(serial: number, date1904: boolean): string {
  const days = serial - EPOCH_1900 + (date1904 ? OFFSET_1904 : 0);
  return calendarDayOfDate(new Date(Math.round(days * MS_PER_DAY)));
}
