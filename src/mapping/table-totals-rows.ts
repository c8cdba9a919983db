/**
 * An Excel Table's totals row sums the columns above it: never an invoice, whatever its label (a
 * blank one read as an invoice of empty cells). Left out, counted and listed among the rows the
 * mapping left out, never dropped silently.
 */
import type { SheetRow } from '../sheets/sheet-row.js';
import { countLeftOut, type SkippedRows } from './filter-rows.js';

/** The rule a table's totals row is counted under among the rows left out, naming it. */
export function tableTotalsRule(table: string, row: number): string {
  return `the totals row of Excel table ${table} (row ${row})`;
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
