/**
 * XLSX rows hidden in the sheet (by hand or by an autofilter) are rows the clerk did not see. By
 * default each is a problem at its row, so nothing unseen is posted and nothing is dropped
 * silently; `hiddenRows: skip` drops them, counted under one rule; `read` reads them.
 */
import { columnLetter, type AutoFilter, type SheetRow } from '../sheets/sheet-row.js';
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

/** The sheet's AutoFilter and header texts, to say which hidden rows the filter hides. */
export interface SheetFilter {
  filter: AutoFilter | undefined;
  headers: readonly string[];
}

/** True when a row of `group` is hidden: only then is the sheet's filter worth reading. */
export function hasHiddenRow(group: InvoiceGroup): boolean {
  return group.header.hidden === true || group.lines.some((row) => row.hidden);
}

/**
 * A problem at each hidden row of `group`: its invoice is not posted until the row is shown or the
 * mapping says. A joined layout's lines are on another sheet: `lines` is that sheet's filter, and
 * the message names the sheet.
 */
export function addHiddenRowProblems(group: InvoiceGroup, sheet?: SheetFilter, lines?: SheetFilter): void {
  const rows = group.lines.includes(group.header) ? group.lines : [group.header, ...group.lines];
  for (const row of rows) {
    if (!row.hidden) continue;
    const elsewhere = row.sheet !== group.header.sheet;
    const own = elsewhere ? lines : sheet;
    const filter = own?.filter;
    const where = elsewhere ? `row ${row.row} of sheet ${row.sheet ?? ''}` : `row ${row.row}`;
    // A filter that filters no column (only its buttons on the header) hides nothing: such rows were hidden by hand.
    const filtered =
      filter !== undefined && filter.columns.length > 0 && row.row > filter.firstRow && row.row <= filter.lastRow;
    group.problems.push({
      file: row.file,
      sheet: row.sheet,
      row: row.row,
      // Excel's Unhide does not show a row a filter hides: only clearing the filter does.
      message: filtered
        ? `${where} is hidden by the sheet's filter${filterWords(filter, own?.headers ?? [])}: clear the filter (Data > Clear in Excel, Data > Remove filter in Google Sheets) to post it, or delete the row, or set hiddenRows: skip in the mapping`
        : `${where} is hidden in the sheet: unhide it to post it, or set hiddenRows: skip in the mapping`,
    });
  }
}

/** ` (column "Status" shows only "open")`, for each filtered column. */
function filterWords(filter: AutoFilter, headers: readonly string[]): string {
  const words = filter.columns.map(({ column, shown }) => {
    const name = headers[column]?.trim() ? `"${headers[column]!.trim()}"` : columnLetter(column);
    return shown.length > 0
      ? `column ${name} shows only ${shown.map((value) => `"${value}"`).join(', ')}`
      : `column ${name} is filtered`;
  });
  return ` (${words.join('; ')})`;
}
