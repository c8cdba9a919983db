/**
 * The joined layout: the lines sheet is read first into an index keyed by invoice key (lines
 * may come in any order), then the invoices sheet is streamed and each invoice takes its lines.
 * Memory: the index keeps, per line, its row number and only the cells the mapping reads,
 * roughly 100 bytes plus the cell texts per line (about 30 MB for 100,000 lines of 10 cells).
 */
import type { SheetCell, SheetRow } from '../sheets/sheet-row.js';
import type { ColumnRef } from './compiled-mapping.js';
import { formatRows, groupKeyOf, type InvoiceGroup, type OrphanLines } from './invoice-group.js';
import type { ColumnIndex } from './resolve-columns.js';

export type LinesIndex = Map<string, SheetRow[]>;

/** A copy of `row` holding only the cells at `keep`. */
function compact(row: SheetRow, keep: readonly number[]): SheetRow {
  const cells: SheetCell[] = [];
  for (const index of keep) {
    const cell = row.cells[index];
    if (cell) cells[index] = cell;
  }
  return { file: row.file, sheet: row.sheet, row: row.row, cells };
}

/** Reads every line row into the index. Rows with a blank key are kept under '' and reported as orphans. */
export async function indexLines(
  batches: AsyncIterable<readonly SheetRow[]>,
  linesKey: readonly ColumnRef[],
  columns: ColumnIndex,
): Promise<LinesIndex> {
  const keep = [...new Set([...columns.values()].map((c) => c.index))];
  const index: LinesIndex = new Map();
  for await (const batch of batches) {
    for (const row of batch) {
      const k = groupKeyOf(row, linesKey, columns);
      const list = index.get(k);
      if (list) list.push(compact(row, keep));
      else index.set(k, [compact(row, keep)]);
    }
  }
  return index;
}

/** Streams the invoices with their lines, a batch at a time, then the lines no invoice claimed. */
export async function* joinedGroups(
  invoiceBatches: AsyncIterable<readonly SheetRow[]>,
  key: readonly ColumnRef[],
  columns: ColumnIndex,
  index: LinesIndex,
): AsyncGenerator<(InvoiceGroup | OrphanLines)[]> {
  const keyNames = key.map((ref) => `"${columns.get(ref)?.name ?? '?'}"`).join(', ');
  const seen = new Map<string, number>();
  const joinRow = (row: SheetRow): InvoiceGroup => {
    const k = groupKeyOf(row, key, columns);
    const group: InvoiceGroup = { header: row, lines: [], rows: [row.row], problems: [], key: k };
    if (k === '') {
      group.problems.push({
        file: row.file,
        sheet: row.sheet,
        row: row.row,
        message: `expected the invoice key in ${keyNames}, got nothing`,
      });
    } else if (seen.has(k)) {
      group.problems.push({
        file: row.file,
        sheet: row.sheet,
        row: row.row,
        message: `invoice key ${k} appears twice in sheet ${row.sheet ?? ''} (rows ${formatRows([seen.get(k)!])} and ${row.row}); its lines went to the first`,
      });
    } else {
      seen.set(k, row.row);
      group.lines = index.get(k) ?? [];
      index.delete(k);
    }
    return group;
  };
  for await (const batch of invoiceBatches) yield batch.map((row) => joinRow(row));
  const orphans: OrphanLines[] = [];
  for (const [k, lines] of index) orphans.push({ orphan: true, key: k, lines });
  if (orphans.length > 0) yield orphans;
}
