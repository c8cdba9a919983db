/**
 * How a totals row's label prints on the Results sheet. It stands beside its amount, set right so
 * that it runs left over the empty cells. Text that runs left into the columns repeated on every
 * page across (the print titles: Outcome, Vendor, Invoice number) is cut there on the later pages
 * across: LibreOffice printed "To" of "Total: in the file" beside the titles, with no amount. So a
 * label wider than the empty cells between the titles and its amount wraps in its own cell instead.
 */
import { fitBoldRowHeight, LINE_HEIGHT } from '../fit-row-height.js';

export interface TotalsLabelPlace {
  /** The label's column, 0-based. */
  at: number;
  /** The row's height when the label wraps in its cell; none when it runs left on one line. */
  height?: number;
}

/**
 * Where `label` prints for an amount in column `amountAt` (0-based) of columns `widths` (in
 * characters), the first `titles` of them repeated on every page across. Pure.
 */
export function placeTotalsLabel(
  label: string,
  amountAt: number,
  titles: number,
  widths: readonly number[],
): TotalsLabelPlace {
  // An amount right after the titles has no empty cell of its own to the left: the label goes in
  // the first column, which prints on every page, as the row's first words.
  if (amountAt - 1 < titles) return { at: 0 };
  const at = amountAt - 1;
  const free = widths.slice(titles, amountAt).reduce((sum, width) => sum + width, 0);
  if (fitBoldRowHeight([label], [free]) === LINE_HEIGHT) return { at };
  return { at, height: fitBoldRowHeight([label], [widths[at]!]) };
}
