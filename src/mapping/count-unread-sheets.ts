/**
 * A mapping that names its sheet reads that one only. Apple Numbers exports each table of a sheet
 * as a sheet of its own (`Register - Table 1`, `Register - Table 2`); a colleague's second table,
 * or last month's tab kept beside this one, has the same headers. Its rows are counted as left out
 * by the mapping, under a rule naming the sheet and how to read it, so the terminal, `--json` and
 * the Summary say that the totals cover part of the workbook.
 */
import type { OtherSheet } from '../sheets/other-sheet-headers.js';
import type { OpenTable } from '../sheets/sheet-row.js';
import type { ColumnRef } from './compiled-mapping.js';
import { countLeftOut, type SkippedRows } from './filter-rows.js';
import { missesHeader } from './find-sheet-with-headers.js';

/** The rule the rows of `sheet` are counted under. */
export function unreadSheetRule(sheet: string, read: string): string {
  return `sheet "${sheet}" has the mapping's headers and was not read (the mapping names sheet "${read}"): to read it, run again with sheet: ${JSON.stringify(sheet)} under source in the mapping`;
}

/**
 * Counts, in `skipped`, each data row of the visible sheets other than `read` whose header row has
 * the mapping's headers; returns those sheets' names.
 */
export async function countUnreadSheets(
  read: string,
  others: AsyncIterable<OtherSheet>,
  refs: readonly ColumnRef[],
  open: (sheet: string) => Promise<OpenTable>,
  skipped: SkippedRows,
): Promise<string[]> {
  // Letters fit any sheet: only headers tell a sheet of the same table.
  if (!refs.some((ref) => ref.header !== undefined)) return [];
  const alike: string[] = [];
  for await (const other of others)
    if (other.kind === 'worksheet' && other.headers.length > 0 && !missesHeader(refs, other.headers))
      alike.push(other.sheet);
  for (const sheet of alike) {
    const table = await open(sheet);
    try {
      const rule = unreadSheetRule(sheet, read);
      for await (const batch of table.batches) for (const row of batch) countLeftOut(skipped, rule, row);
    } finally {
      await table.close();
    }
  }
  return alike;
}
