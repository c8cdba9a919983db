/**
 * Opens a CSV file as a table: the header record, then the data records below it.
 */
import path from 'node:path';
import type { OpenTable, TableOptions } from '../sheet-row.js';
import { tableFromRows } from '../table-from-rows.js';
import { readCsvRowsInWorker } from './read-csv-rows-in-worker.js';

export async function openCsvTable(filePath: string, options: TableOptions): Promise<OpenTable> {
  const file = path.basename(filePath);
  const { rows, release, delimiter } = readCsvRowsInWorker(filePath, file, options);
  const wanted = options.headerRow ?? 1;
  const table = await tableFromRows(rows, {
    file,
    sheet: undefined,
    // empty lines do not count: the header is the n-th record that holds something
    locateHeader: (_row, index) => (index + 1 < wanted ? 'above' : 'header'),
    headerWanted: `record ${wanted} after ${options.preambleLines ?? 0} preamble lines`,
    trailerRows: options.trailerRows ?? 0,
    allowNoRows: options.allowNoRows ?? false,
    markExtraFields: true,
    release,
  });
  // The header's batch came: it named the delimiter.
  return { ...table, delimiter: delimiter() };
}
