/**
 * Dates in workbooks are date cells, shown as `31 Jan 2025`: the month is a word, so no reader
 * mistakes the day for the month whatever their habit, and the spreadsheet program names it in its
 * own language.
 */

export const DATE_FORMAT = 'd mmm yyyy';
export const DATE_TIME_FORMAT = 'd mmm yyyy hh:mm:ss';

/**
 * The cell value of a moment as the local clock showed it. A date cell has no time zone: exceljs
 * writes a Date's UTC fields, so the local fields are put there.
 */
export function localDateTimeCell(iso: string): Date {
  const at = new Date(iso);
  return new Date(
    Date.UTC(at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes(), at.getSeconds()),
  );
}
