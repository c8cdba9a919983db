/**
 * The height of a row whose cells wrap. Spreadsheet programs keep the height a file gives, and
 * LibreOffice does not grow a row on opening, so a long text would overlap the row below: the height
 * is counted here from the text and the column widths, wrapping at spaces as the programs do.
 */

import { CELL_PADDING, charWidth, textWidth } from './measure-text-width.js';

/** Points per line of the default 11 pt font. */
export const LINE_HEIGHT = 15;

/** The lines one line of text takes when wrapped at spaces in `width` units; a longer word is broken. */
function lineCount(line: string, width: number): number {
  if (textWidth(line) <= width) return 1;
  const space = charWidth(' ');
  let lines = 1;
  let used = 0;
  // Whether the line holds anything yet: a leading or doubled space is printed, an empty word between.
  let begun = false;
  for (const word of line.split(' ')) {
    const rest = textWidth(word);
    const needed = begun ? used + space + rest : rest;
    if (needed <= width) {
      used = needed;
      begun = true;
      continue;
    }
    if (begun) lines += 1;
    used = 0;
    begun = true;
    if (rest <= width) {
      used = rest;
      continue;
    }
    // A word wider than the column goes on over as many lines as it needs, whole characters on each.
    for (const char of word) {
      const wide = charWidth(char);
      if (used > 0 && used + wide > width) {
        lines += 1;
        used = 0;
      }
      used += wide;
    }
  }
  return lines;
}

/** The lines `text` takes in a column `width` characters wide: each line of its own, wrapped. */
export function wrappedLines(text: string, width: number): number {
  const columns = Math.max(1, width - CELL_PADDING);
  // Most texts are one line of their own: counted without splitting them.
  if (!text.includes('\n')) return lineCount(text, columns);
  return text.split('\n').reduce((sum, line) => sum + lineCount(line, columns), 0);
}

/**
 * How much wider bold text runs than the widths above: LibreOffice printed the bold header
 * "Last action at (the finance system's clock)" on three lines of a column 20 wide, where the
 * regular widths count two.
 */
const BOLD_WIDTH = 1.1;

/** `fitRowHeight` for a row of bold text, as header rows are written. */
export function fitBoldRowHeight(values: readonly unknown[], widths: readonly number[]): number {
  return fitRowHeight(
    values,
    widths.map((width) => width / BOLD_WIDTH),
  );
}

/** `widths` in characters, by column; a cell without a width is not wrapped. */
export function fitRowHeight(values: readonly unknown[], widths: readonly number[]): number {
  let lines = 1;
  values.forEach((value, index) => {
    const width = widths[index];
    if (typeof value !== 'string' || !width) return;
    lines = Math.max(lines, wrappedLines(value, width));
  });
  return lines * LINE_HEIGHT;
}
