/**
 * Excel's limits on the rows and columns of one worksheet, and the names of the sheets that carry a sheet's rows
 * past it. Excel refuses to open a workbook with a longer sheet, so the writers go on in a new sheet
 * instead of stopping or dropping rows. Pure.
 */

/** Rows of one worksheet, the header row included. */
export const EXCEL_MAX_ROWS = 1_048_576;

/** Columns of one worksheet, A to XFD. */
export const EXCEL_MAX_COLUMNS = 16_384;

/** Excel's limit on the characters of a sheet name. */
const MAX_NAME = 31;

/** `Problems` for the first part, `Problems (2)` for the second, and so on. */
export function partSheetName(name: string, index: number): string {
  if (index === 0) return name;
  const suffix = ` (${index + 1})`;
  return name.slice(0, MAX_NAME - suffix.length).trimEnd() + suffix;
}
