/**
 * An Excel Table's totals row sums the columns above it: never an invoice, whatever its label (a
 * blank one read as an invoice of empty cells). Left out, counted and listed among the rows the
 * mapping left out, never dropped silently. Only the register's own table counts: another table
 * beside it (a small rates table with its Total Row on) shares its row numbers, not its rows.
 */
import type { OpenTable, SheetRow } from '../sheets/sheet-row.js';
import { countLeftOut, type SkippedRows } from './filter-rows.js';
import type { ColumnIndex } from './resolve-columns.js';

/** The rule a table's totals row is counted under among the rows left out, naming it. */
export function tableTotalsRule(table: string, row: number): string {
  return `the totals row of Excel table ${table} (row ${row})`;
}

/**
 * Row number -> table name, for the totals rows of the tables whose ref covers the header row and
 * every column the mapping reads (the register is that table). Columns at or past `fileColumns`
 * are the names the mapping adds, which lie in no table.
 */
export function ownTotalsRows(
  table: Pick<OpenTable, 'tablesWithTotals' | 'headerRow'>,
  columns: ColumnIndex,
  fileColumns = Number.POSITIVE_INFINITY,
): Map<number, string> {
  const totals = new Map<number, string>();
  const read = [...columns.values()].map((column) => column.index).filter((index) => index < fileColumns);
  for (const excel of table.tablesWithTotals ?? []) {
    const holdsHeader = excel.top <= table.headerRow && table.headerRow <= excel.bottom;
    if (!holdsHeader || read.some((index) => index < excel.left || index > excel.right)) continue;
    for (const row of excel.totalsRows) totals.set(row, excel.name);
  }
  return totals;
}

/** The batches without the rows `totals` names (row number -> table name), each counted. */
export async function* withoutTableTotalsRows(
  batches: AsyncIterable<readonly SheetRow[]>,
  totals: ReadonlyMap<number, string>,
  skipped?: SkippedRows,
): AsyncGenerator<SheetRow[]> {
  for await (const batch of batches) {
    const kept = batch.filter((row) => {
      const table = totals.get(row.row);
      if (table !== undefined) countLeftOut(skipped, tableTotalsRule(table, row.row), row);
      return table === undefined;
    });
    if (kept.length > 0) yield kept;
  }
}
