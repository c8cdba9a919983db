/**
 * A header of two rows, as GST portals, Excel pivot exports and many government returns write it:
 * the upper row names groups over merged cells (`Invoice details` over number, type, date and
 * value) and the columns outside any group, the lower row names the grouped columns and is blank
 * where an upper cell spans down. The lower row is the header a mapping reads; a column named only
 * above it is read by its letter. Pure.
 */
import type { SheetCell, SheetRow } from '../../sheets/sheet-row.js';

export interface TwoRowHeader {
  /** Each column's name: the lower row's, or the upper row's where the lower cell is blank. */
  headers: string[];
  /** Columns named only in the upper row: a mapping reads them by their letter. */
  lettered: number[];
}

/** A number, date (`2024-01-31` too) or amount: what a data row holds and a header does not. */
const looksLikeData = (text: string) => /^[-+(]?[\d.,/: -]+\)?$/.test(text.trim());

const textOf = (cell: SheetCell | undefined) => (cell?.kind === 'text' ? cell.text.trim() : '');
const isBlank = (cell: SheetCell | undefined) =>
  !cell || cell.kind === 'empty' || (cell.kind === 'text' && cell.text.trim() === '');

/**
 * The two-row header made of `upper` and the row below it, or undefined when that row is no
 * header: it must hold only text that is not a number or a date, and name at least two columns of
 * a group, the first under the group's name and the next under a blank upper cell (the merge);
 * `upper` must name at least two cells, not be a title.
 */
export function readTwoRowHeader(upper: readonly string[], lower: SheetRow | undefined): TwoRowHeader | undefined {
  if (!lower) return undefined;
  const cells = lower.cells;
  if (cells.some((c) => c !== undefined && !isBlank(c) && (c.kind !== 'text' || looksLikeData(c.text))))
    return undefined;
  const width = Math.max(upper.length, cells.length);
  const up = (i: number) => (upper[i] ?? '').trim();
  const named = (i: number) => !isBlank(cells[i]);
  // A title row (one cell over the table) names no group.
  if (upper.filter((u) => u.trim() !== '').length < 2) return undefined;
  const grouped = Array.from({ length: width }, (_, i) => i).some(
    (i) => i > 0 && named(i) && up(i) === '' && named(i - 1) && up(i - 1) !== '',
  );
  if (!grouped) return undefined;
  const headers: string[] = [];
  const lettered: number[] = [];
  for (let i = 0; i < width; i++) {
    if (named(i)) headers.push(textOf(cells[i]));
    else {
      headers.push(up(i));
      if (up(i) !== '') lettered.push(i);
    }
  }
  // An upper name that is also a lower one would be two columns of one name: the lettered one goes unnamed.
  const lowerNames = new Set(headers.filter((_, i) => named(i)).map((h) => h.toLowerCase()));
  for (const i of lettered) if (lowerNames.has(headers[i]!.toLowerCase())) headers[i] = '';
  return { headers, lettered: lettered.filter((i) => headers[i] !== '') };
}
