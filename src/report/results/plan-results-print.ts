/**
 * How the Results sheet prints: the rule every table sheet follows (plan-sheet-print.ts), its
 * columns in the order a person scans them (outcome, vendor, number, amount, currency, message),
 * with Outcome and the columns that identify the invoice (identity-titles.ts, as the validation
 * workbook repeats them) at the left of the later groups' pages.
 */
import { planSheetPrint, type SheetPrint } from '../plan-sheet-print.js';
import { identityTitles } from '../identity-titles.js';
import { pagesAcross } from '../print-setup.js';
import { COLUMN_HEADERS } from '../column-headers.js';

export interface ResultsPrint extends SheetPrint {
  /** The 1-based first and last column repeated at the left of every later group's pages. */
  titles: [number, number];
  /** The percent it prints at: its scale, or, fit to one page wide, the scale that fit is estimated at. */
  scale: number;
}

/** The print setup for columns with these headers and widths (in characters, in sheet order). Pure. */
export function planResultsPrint(columns: readonly { header: string; width: number }[]): ResultsPrint {
  const titles = identityTitles(
    columns.map((column) => column.header),
    [COLUMN_HEADERS.outcome],
  );
  const widths = columns.map((column) => column.width);
  const plan = planSheetPrint(widths, titles);
  const setup = plan.options.pageSetup;
  const scale = setup?.fitToPage ? pagesAcross([widths], titles).options.pageSetup?.scale : setup?.scale;
  return { ...plan, titles, scale: scale ?? 100 };
}
