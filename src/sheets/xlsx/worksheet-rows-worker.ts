/**
 * The worker thread of `readWorksheetRowsInWorker`: opens the workbook, reads the sheet with
 * `readWorksheetRows` and posts its batches of rows packed (post-worker-batches.ts).
 */
import { workerData } from 'node:worker_threads';
import type { SheetRow } from '../sheet-row.js';
import { postWorkerBatches } from '../worker/post-worker-batches.js';
import { openWorkbookZip } from './open-workbook-zip.js';
import { packSheetRows, type PackedSheetRows } from './packed-sheet-rows.js';
import { pickSheet } from './pick-sheet.js';
import { readWorksheetRows } from './read-worksheet-rows.js';
import type { XlsxWorkerData } from './read-worksheet-rows-in-worker.js';

const { filePath, file, position, options } = workerData as XlsxWorkerData;

/** Rows per message at least: the sheet's XML comes in small chunks, and each message has a cost of its own. */
const ROWS_PER_MESSAGE = 1000;

async function* packed(rows: AsyncIterable<SheetRow[]>): AsyncGenerator<PackedSheetRows> {
  let pending: SheetRow[] = [];
  try {
    for await (const batch of rows) {
      pending = pending.length === 0 ? batch : pending.concat(batch);
      if (pending.length < ROWS_PER_MESSAGE) continue;
      yield packSheetRows(pending);
      pending = [];
    }
  } catch (error) {
    // The rows read before a failure go first, as the in-process reader yields them.
    if (pending.length > 0) yield packSheetRows(pending);
    throw error;
  }
  if (pending.length > 0) yield packSheetRows(pending);
}

await postWorkerBatches(file, async () => {
  const workbook = await openWorkbookZip(filePath, options.maxUncompressedBytes);
  const sheet = pickSheet(workbook.sheets, position, file);
  const { rows, release } = readWorksheetRows(filePath, file, workbook, sheet, options);
  return { batches: packed(rows), release };
});
