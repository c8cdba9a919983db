/**
 * The height of a row whose cells wrap. Spreadsheet programs keep the height a file gives, and
 * LibreOffice does not grow a row on opening, so a long text would overlap the row below: the height
 * is counted here from the text and the column widths.
 */

/** Points per line of the default 11 pt font. */
const LINE = 15;

/** `widths` in characters, by column; a cell without a width is not wrapped. */
export function fitRowHeight(values: readonly unknown[], widths: readonly number[]): number {
  let lines = 1;
  values.forEach((value, index) => {
    const width = widths[index];
    if (typeof value !== 'string' || !width) return;
    // Each line the text has of its own, wrapped at the column's width (a little under, for word breaks).
    const perLine = Math.max(1, Math.floor(width * 0.9));
    const count = value.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
    lines = Math.max(lines, count);
  });
  return lines * LINE;
}
