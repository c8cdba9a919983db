/**
 * `readWorksheetRows` on a worker thread: exceljs's parse of the sheet's XML costs about three
 * times the CPU of mapping and checking its rows, so with the parse on a second core the reading
 * thread only maps. Rows come back packed and are made into SheetRows here, identical to those of
 * `readWorksheetRows`; problems are the same InputFileErrors. A small file (where starting a
 * thread costs more than it saves), or a run from the TypeScript sources (tests, where no
 * compiled worker file exists), is read in-process.
 */
import type { SheetRow, TableOptions } from '../sheet-row.js';
import { streamWorkerBatches, worthAWorker } from '../worker/stream-worker-batches.js';
import type { WorkbookZip } from './open-workbook-zip.js';
import { unpackSheetRows, type PackedSheetRows } from './packed-sheet-rows.js';
import type { ListedSheet } from './parse-workbook-xml.js';
import { readWorksheetRows, type WorksheetStream } from './read-worksheet-rows.js';

/** Workbooks from this size on are read on a worker thread. */
const XLSX_WORKER_FROM_BYTES = 1024 * 1024;
/** The worker thread's young generation, MB (see below). */
const YOUNG_GENERATION_MB = 32;

export interface XlsxWorkerData {
  filePath: string;
  file: string;
  /** The sheet's 1-based position in the workbook, as the reading thread picked it. */
  position: number;
  options: TableOptions;
}

/** Rows of `sheet` in batches, as `readWorksheetRows` gives them, read on a worker thread. */
export function readWorksheetRowsInWorker(
  filePath: string,
  file: string,
  workbook: WorkbookZip,
  sheet: ListedSheet,
  options: TableOptions,
): WorksheetStream {
  const workerFile = new URL('./worksheet-rows-worker.js', import.meta.url);
  if (!worthAWorker(filePath, workerFile, XLSX_WORKER_FROM_BYTES))
    return readWorksheetRows(filePath, file, workbook, sheet, options);
  const data: XlsxWorkerData = { filePath, file, position: workbook.sheets.indexOf(sheet) + 1, options };
  // exceljs keeps each chunk's rows and cells alive across a few young-generation collections; a
  // larger young generation than V8's default lets them die young, which took the read of 100,000
  // rows from 4.3-5.8 s to 3.9-4.0 s at 64 MB (same machine, alternating runs). It is resident
  // beside the reading thread's heap for the whole read: 32 MB took the peak RSS of uploading a
  // 20,000-invoice register from 267 to 232 MB, its read's CPU time unchanged within the noise.
  const { batches, release } = streamWorkerBatches<PackedSheetRows>(workerFile, data, 'XLSX reading', {
    maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
  });
  async function* rows(): AsyncGenerator<SheetRow[]> {
    for await (const packed of batches) yield unpackSheetRows(packed, file, sheet.name);
  }
  return { rows: rows(), release };
}
