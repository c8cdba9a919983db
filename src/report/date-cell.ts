/**
 * Dates in workbooks are date cells, shown in the user's date style (date-style.ts); by default
 * `31 Jan 2025`, whose month is a word, so no reader mistakes the day for the month.
 */

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
