/**
 * Excel refuses a cell of more than 32,767 characters (the whole workbook then fails to open), so
 * every text cell of every workbook the tool writes goes through this: a longer text is cut and
 * ends with a marker that says how long it was. The journal keeps the whole text.
 */

/** Excel's limit on the characters of one cell. */
export const MAX_CELL_CHARACTERS = 32_767;

export function clipCellText(text: string): string {
  if (text.length <= MAX_CELL_CHARACTERS) return text;
  const marker = ` ... [clipped: ${text.length.toLocaleString('en-US')} characters]`;
  let end = MAX_CELL_CHARACTERS - marker.length;
  // Never cut a character written as two UTF-16 units in half.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end) + marker;
}

/** A row of cells with every text clipped; numbers, dates and empty cells are left as they are. */
export function clipCells<T>(cells: readonly T[]): T[] {
  return cells.map((cell) => (typeof cell === 'string' ? (clipCellText(cell) as T) : cell));
}
