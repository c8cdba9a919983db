/**
 * The one-row and grouped layouts, streaming: one row is one invoice, or consecutive rows with
 * the same key are the lines of one invoice. Only the current group and one key per invoice
 * seen (to catch a key that comes back later) are held in memory. Rows come in batches and the
 * groups a batch completes go out together (OpenTable.batches says why).
 */
import { cellText, type SheetRow } from '../sheets/sheet-row.js';
import type { ColumnRef } from './compiled-mapping.js';
import { formatRows, groupKeyOf, type InvoiceGroup } from './invoice-group.js';
import type { ColumnIndex } from './resolve-columns.js';
import { packRows, unpackRowsText } from '../invoice/pack-rows-text.js';

/** Every row an invoice; `withLine`: the row is also its one line. */
export async function* oneRowGroups(
  batches: AsyncIterable<readonly SheetRow[]>,
  withLine: boolean,
): AsyncGenerator<InvoiceGroup[]> {
  for await (const batch of batches)
    yield batch.map((row) => ({ header: row, lines: withLine ? [row] : [], rows: [row.row], problems: [] }));
}

export async function* groupedRows(
  batches: AsyncIterable<readonly SheetRow[]>,
  key: readonly ColumnRef[],
  columns: ColumnIndex,
): AsyncGenerator<InvoiceGroup[]> {
  const keyNames = key
    .map((ref) => columns.get(ref)?.name ?? '?')
    .map((n) => `"${n}"`)
    .join(', ');
  const seen = new Map<string, string | number>();
  let current: { key: string; group: InvoiceGroup } | undefined;

  const finish = (): InvoiceGroup | undefined => {
    if (!current) return undefined;
    const { key: k, group } = current;
    const earlier = seen.get(k);
    if (earlier !== undefined) {
      group.problems.push({
        file: group.header.file,
        sheet: group.header.sheet,
        row: group.header.row,
        message: `lines of invoice ${k} are not together (rows ${unpackRowsText(earlier)} and ${formatRows(group.rows)}); sort the file by ${keyNames}`,
      });
    } else {
      seen.set(k, packRows(group.rows) ?? formatRows(group.rows));
    }
    current = undefined;
    return group;
  };

  const keyColumns = key.map((ref) => columns.get(ref));
  // The key cells of the current group, trimmed: a row whose cells equal them has the same key text.
  const currentParts: string[] = [];
  let currentCells: SheetRow['cells'] = [];
  const samePartsAsCurrent = (row: SheetRow): boolean => {
    for (let i = 0; i < keyColumns.length; i++) {
      const resolved = keyColumns[i];
      if (!resolved) continue;
      const cell = row.cells[resolved.index];
      // A CSV reader gives a repeated value as the very cell of the row before.
      if (cell !== undefined && cell === currentCells[resolved.index]) continue;
      if (cellText(cell).trim() !== currentParts[i]) return false;
    }
    return true;
  };

  /** Takes one row into the current group or starts the next, adding the groups it completes to `done`. */
  const take = (row: SheetRow, done: InvoiceGroup[]): void => {
    // Most rows continue the current invoice: compare the cells, without building the key text.
    if (current && samePartsAsCurrent(row)) {
      current.group.lines.push(row);
      current.group.rows.push(row.row);
      return;
    }
    const k = groupKeyOf(row, key, columns);
    if (k === '') {
      const finished = finish();
      if (finished) done.push(finished);
      done.push({
        header: row,
        lines: [row],
        rows: [row.row],
        problems: [
          {
            file: row.file,
            sheet: row.sheet,
            row: row.row,
            message: `expected the invoice key in ${keyNames}, got nothing`,
          },
        ],
      });
      return;
    }
    if (current && current.key === k) {
      current.group.lines.push(row);
      current.group.rows.push(row.row);
      return;
    }
    const finished = finish();
    if (finished) done.push(finished);
    current = { key: k, group: { header: row, lines: [row], rows: [row.row], problems: [] } };
    currentCells = row.cells;
    for (let i = 0; i < keyColumns.length; i++) {
      const resolved = keyColumns[i];
      currentParts[i] = resolved ? cellText(row.cells[resolved.index]).trim() : '';
    }
  };

  for await (const batch of batches) {
    const done: InvoiceGroup[] = [];
    for (const row of batch) take(row, done);
    if (done.length > 0) yield done;
  }
  const last = finish();
  if (last) yield [last];
}
