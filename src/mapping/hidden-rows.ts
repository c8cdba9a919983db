/**
 * XLSX rows hidden in the sheet (by hand or by an autofilter) are rows the clerk did not see. By
 * default each is a problem at its row, so nothing unseen is posted and nothing is dropped
 * silently; `hiddenRows: skip` drops them, counted under one rule; `read` reads them.
 */
import type { SheetRow } from '../sheets/sheet-row.js';
import { countLeftOut, type SkippedRows } from './filter-rows.js';
import type { InvoiceGroup } from './invoice-group.js';

/** The rule hidden rows are counted under among the rows left out by the mapping. */
export const HIDDEN_ROWS_RULE = 'hidden in the sheet (hiddenRows: skip)';

/** The batches without their hidden rows, each counted under HIDDEN_ROWS_RULE. */
export async function* withoutHiddenRows(
  batches: AsyncIterable<readonly SheetRow[]>,
  skipped?: SkippedRows,
): AsyncGenerator<SheetRow[]> {
  for await (const batch of batches) {
    const kept = batch.filter((row) => {
      if (row.hidden) countLeftOut(skipped, HIDDEN_ROWS_RULE, row);
      return !row.hidden;
    });
    if (kept.length > 0) yield kept;
  }
}

/** A problem at each hidden row of `group`: its invoice is not posted until the row is shown or the mapping says. */
export function addHiddenRowProblems(group: InvoiceGroup): void {
  const rows = group.lines.includes(group.header) ? group.lines : [group.header, ...group.lines];
  for (const row of rows) {
    if (!row.hidden) continue;
    group.problems.push({
      file: row.file,
      sheet: row.sheet,
      row: row.row,
      message: `row ${row.row} is hidden in the sheet: unhide it to post it, or set hiddenRows: skip in the mapping`,
    });
  }
}
