/**
 * How the Results sheet prints: the rule every table sheet follows (plan-sheet-print.ts), its
 * columns in the order a person scans them (outcome, number, amount, currency, message), with
 * Outcome and Invoice number repeated on the later groups' pages.
 */
import { planSheetPrint, type SheetPrint } from '../plan-sheet-print.js';

/** How many columns, from the first, are repeated at the left of every later group's pages. */
export const TITLE_COLUMNS = 2;

/** Outcome and the vendor or invoice number after it, 1-based: repeated at the left of every later group's pages. */
const TITLES: readonly [number, number] = [1, TITLE_COLUMNS];

/** The print setup for columns of these widths (in characters, in sheet order). Pure. */
export function planResultsPrint(widths: readonly number[]): SheetPrint {
  return planSheetPrint(widths, TITLES);
}
