/**
 * The width of a column that shows its values whole: a spreadsheet program cuts a text at the next
 * filled cell and shows `###` for a number too wide, in print as on screen. Widths are in characters
 * of the default font, as exceljs and Excel count them.
 */

/** Room for the cell's padding and the header's filter button. */
const PADDING = 2;

/** Wider than this a column is no longer one glance: its text is kept whole in the cell and cut on the page. */
export const MOST_COLUMN_WIDTH = 60;

/**
 * `least` (the width the header and usual values need), or more, up to `most`, so that the longest
 * of `texts` fits. A text's longest line counts: a cell's own line breaks wrap it.
 * @param most @default MOST_COLUMN_WIDTH
 */
export function fitColumnWidth(least: number, texts: Iterable<string>, most: number = MOST_COLUMN_WIDTH): number {
  let longest = 0;
  for (const text of texts) {
    for (const line of text.split('\n')) longest = Math.max(longest, [...line].length);
  }
  return Math.max(least, Math.min(most, longest + PADDING));
}
