/**
 * The height of a row whose cells wrap. Spreadsheet programs keep the height a file gives, and
 * LibreOffice does not grow a row on opening, so a long text would overlap the row below: the height
 * is counted here from the text and the column widths.
 */

/** Points per line of the default 11 pt font. */
export const LINE_HEIGHT = 15;

/** The lines `text` takes in a column `width` characters wide: each line of its own, wrapped. */
export function wrappedLines(text: string, width: number): number {
  // Wrapped a little under the width, for word breaks.
  const perLine = Math.max(1, Math.floor(width * 0.9));
  // Most texts are one line of their own: counted without splitting them.
  if (!text.includes('\n')) return Math.max(1, Math.ceil(text.length / perLine));
  return text.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
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
