/**
 * A hidden sheet the mapping names is read, as the docs promise; but Excel's Move or Copy then Hide
 * leaves last month's tab hidden under the old name and this month's visible beside it
 * (`Invoices (2)`), and the user sees only the visible one. The sheet read is named with what it
 * is wherever the sheet is named: the terminal, the Summary sheet and `--json`.
 */

/** The invoices sheet read while hidden in the workbook, and the visible sheets with the mapping's headers left unread. */
export interface HiddenSheetRead {
  sheet: string;
  /** Visible worksheets whose header row has the mapping's headers, not read. @default none */
  visibleAlike: string[];
}

/** The label of the Summary row (validation and results workbooks alike) naming a hidden sheet read. */
export const HIDDEN_SHEET_LABEL = 'Sheet';

/** The Summary's note of the sheet read: only a hidden one is named, since the user sees another tab. */
export const hiddenSheetNote = (hidden: HiddenSheetRead | undefined): string | undefined =>
  hidden && describeSheetRead(hidden.sheet, hidden);

/** `Invoices (hidden in the workbook; sheet "Invoices (2)", visible, has the same headers and was not read)`. */
export function describeSheetRead(sheet: string, hidden: HiddenSheetRead | undefined): string {
  if (!hidden) return sheet;
  const alike = hidden.visibleAlike.map((name) => JSON.stringify(name));
  if (alike.length === 0) return `${sheet} (hidden in the workbook)`;
  const others =
    alike.length === 1
      ? `sheet ${alike[0]}, visible, has the same headers and was not read`
      : `sheets ${alike.join(', ')}, visible, have the same headers and were not read`;
  return `${sheet} (hidden in the workbook; ${others})`;
}
