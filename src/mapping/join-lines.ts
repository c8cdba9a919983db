/**
 * The joined layout: the lines sheet is read first into an index keyed by invoice key (lines
 * may come in any order), then the invoices sheet is streamed and each invoice takes its lines.
 * Memory: the index keeps, per line, its row number and only the cells the mapping reads,
 * roughly 100 bytes plus the cell texts per line (about 30 MB for 100,000 lines of 10 cells).
 */
import type { SheetCell, SheetRow } from '../sheets/sheet-row.js';
import type { ColumnRef } from './compiled-mapping.js';
import { formatRows, groupKeyOf, type InvoiceGroup, type OrphanLines, type UnkeyedLine } from './invoice-group.js';
import { holdForLines, NearKeys, unkeyedLineOf, unkeyedLinesMessage } from './hold-joined-invoices.js';
import type { ColumnIndex } from './resolve-columns.js';

/** The lines by invoice key, and the lines whose key cannot be read (an error, or blank), which may belong to any invoice. */
export interface LinesIndex {
  byKey: Map<string, SheetRow[]>;
  unkeyed: UnkeyedLine[];
  /** True when a line is hidden in the sheet: only then is the sheet's filter worth reading. */
  hidden: boolean;
}

/** An index with no lines. */
export function emptyLinesIndex(): LinesIndex {
  return { byKey: new Map(), unkeyed: [], hidden: false };
}

/** A copy of `row` holding only the cells at `keep`. */
function compact(row: SheetRow, keep: readonly number[]): SheetRow {
  const cells: SheetCell[] = [];
  for (const index of keep) {
    const cell = row.cells[index];
    if (cell) cells[index] = cell;
  }
  // A hidden line is a problem of its invoice (hiddenRows: problem): the mark is kept.
  const line: SheetRow = { file: row.file, sheet: row.sheet, row: row.row, cells };
  if (row.hidden) line.hidden = true;
  return line;
}

/** Reads every line row into the index; a row whose key is an error or blank is kept apart, as unkeyed. */
export async function indexLines(
  batches: AsyncIterable<readonly SheetRow[]>,
  linesKey: readonly ColumnRef[],
  columns: ColumnIndex,
): Promise<LinesIndex> {
  const keep = [...new Set([...columns.values()].map((c) => c.index))];
  const index = emptyLinesIndex();
  for await (const batch of batches) {
    for (const row of batch) {
      if (row.hidden) index.hidden = true;
      const unkeyed = unkeyedLineOf(row, linesKey, columns);
      if (unkeyed) {
        index.unkeyed.push({ ...unkeyed, line: compact(row, keep) });
        continue;
      }
      const k = groupKeyOf(row, linesKey, columns);
      const list = index.byKey.get(k);
      if (list) list.push(compact(row, keep));
      else index.byKey.set(k, [compact(row, keep)]);
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
  const near = new NearKeys(index.byKey);
  // Written once: a file may have many invoices and many such lines.
  const unkeyed = unkeyedLinesMessage(index.unkeyed);
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
      group.lines = index.byKey.get(k) ?? [];
      index.byKey.delete(k);
      near.addProblems(group, k);
    }
    if (unkeyed !== undefined) holdForLines(group, unkeyed);
    return group;
  };
  for await (const batch of invoiceBatches) yield batch.map((row) => joinRow(row));
  const orphans: OrphanLines[] = [];
  for (const unkeyed of index.unkeyed) orphans.push({ orphan: true, key: '', lines: [unkeyed.line], unkeyed });
  for (const [k, lines] of index.byKey) orphans.push({ orphan: true, key: k, lines });
  if (orphans.length > 0) yield orphans;
}
