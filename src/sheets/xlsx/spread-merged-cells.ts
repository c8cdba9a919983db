/**
 * Merged cells as the user sees them. Excel shows a merged range's value once, over all its cells,
 * and the file holds it in the top-left cell only: a vendor merged over the two lines of an
 * invoice is read on both rows, as the user reads it, rather than as a blank second row. Every
 * cell of a range over several rows, and each cell a range covers, is also named in the row's
 * `merged`: an amount written once over two lines is not two amounts, and a field that reads one
 * says so (mapping/). A range that reaches from the header (or above) into the data spreads
 * nothing: the header's text is no value. Pure but for iterating the rows.
 */
import type { SheetCell, SheetRow } from '../sheet-row.js';
import type { MergedRange } from './read-merged-ranges.js';

const EMPTY: SheetCell = Object.freeze({ kind: 'empty' });

/** The data rows of `batches` (below `headerRow`) with `ranges` spread over them. */
export async function* spreadMergedCells(
  batches: AsyncIterable<SheetRow[]>,
  ranges: readonly MergedRange[],
  headerRow: number,
): AsyncGenerator<SheetRow[]> {
  const pending = ranges.filter((range) => range.bottom > headerRow);
  if (pending.length === 0) {
    yield* batches;
    return;
  }
  let next = 0;
  let active: MergedRange[] = [];
  // The value each data range shows, from its top-left cell, once its top row has passed.
  const shown = new Map<MergedRange, SheetCell>();
  for await (const batch of batches) {
    for (const row of batch) {
      let added = false;
      while (next < pending.length && pending[next]!.top <= row.row) {
        active.push(pending[next++]!);
        added = true;
      }
      if (active.length === 0) continue;
      if (added || active.some((range) => range.bottom < row.row))
        active = active.filter((range) => range.bottom >= row.row);
      for (const range of active) spreadOver(row, range, range.top > headerRow, shown);
    }
    yield batch;
  }
}

function spreadOver(row: SheetRow, range: MergedRange, inData: boolean, shown: Map<MergedRange, SheetCell>): void {
  const vertical = range.bottom > range.top;
  if (inData && row.row === range.top) shown.set(range, row.cells[range.left] ?? EMPTY);
  else if (inData && vertical) {
    const value = shown.get(range);
    if (value !== undefined && value.kind !== 'empty') setCell(row, range.left, value);
  }
  const merged = new Map(row.merged);
  for (let column = range.left; column <= range.right; column++) {
    const covered = !inData || row.row !== range.top || column !== range.left;
    if (vertical || covered) merged.set(column, range.ref);
  }
  if (merged.size > 0) row.merged = merged;
}

function setCell(row: SheetRow, column: number, cell: SheetCell): void {
  while (row.cells.length < column) row.cells.push(EMPTY);
  row.cells[column] = cell;
}
