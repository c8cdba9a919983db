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

/**
 * The batches without the rows `totals` names (row number -> table name), each counted. A totals
 * row is left out only when no filled row follows it: rows below a table's ref mean the ref is out
 * of date (rows added under the table by a script or a paste), and the row its ref ends on may be
 * an invoice, so it is read like any other (a real totals row then shows as a problem, not lost).
 */
export async function* withoutTableTotalsRows(
  batches: AsyncIterable<readonly SheetRow[]>,
  totals: ReadonlyMap<number, string>,
  skipped?: SkippedRows,
): AsyncGenerator<SheetRow[]> {
  // The totals row, and the blank rows after it, kept in their order until a filled row or the end.
  let held: { row: SheetRow; table: string; after: SheetRow[] } | undefined;
  for await (const batch of batches) {
    const kept: SheetRow[] = [];
    for (const row of batch) {
      if (held && !isFilled(row)) {
        held.after.push(row);
        continue;
      }
      if (held) {
        kept.push(held.row, ...held.after);
        held = undefined;
      }
      const table = totals.get(row.row);
      if (table !== undefined) held = { row, table, after: [] };
      else kept.push(row);
    }
    if (kept.length > 0) yield kept;
  }
  if (!held) return;
  countLeftOut(skipped, tableTotalsRule(held.table, held.row.row), held.row);
  if (held.after.length > 0) yield held.after;
}

function isFilled(row: SheetRow): boolean {
  return row.cells.some((cell) => cell.kind !== 'empty' && !(cell.kind === 'text' && cell.text.trim() === ''));
}
