/**
 * `readCsvRows` on a worker thread: parsing a large CSV costs about as much CPU as mapping and
 * checking its rows, so with the parser on a second core the reading thread only maps. Rows come
 * back as plain strings and are made into SheetRows here, identical to those of `readCsvRows`;
 * problems are the same InputFileErrors. A small file (where starting a thread costs more than
 * it saves), or a run from the TypeScript sources (tests, where no compiled worker file exists),
 * is read in-process.
 */
import type { TableOptions } from '../sheet-row.js';
import { streamWorkerBatches, worthAWorker } from '../worker/stream-worker-batches.js';
import type { PackedRows } from './packed-csv-rows.js';
import { readCsvRows, unpackedRows, type CsvRowStream } from './read-csv-rows.js';

/** Files from this size on are parsed on a worker thread. */
const CSV_WORKER_FROM_BYTES = 1024 * 1024;

export interface CsvWorkerData {
  filePath: string;
  file: string;
  options: TableOptions;
}

/** Rows of the CSV file in batches, as `readCsvRows` gives them, parsed on a worker thread. */
export function readCsvRowsInWorker(filePath: string, file: string, options: TableOptions): CsvRowStream {
  const workerFile = new URL('./csv-rows-worker.js', import.meta.url);
  if (!worthAWorker(filePath, workerFile, CSV_WORKER_FROM_BYTES)) return readCsvRows(filePath, file, options);
  const data: CsvWorkerData = { filePath, file, options };
  // Parsing makes short-lived strings only: a small young generation keeps the thread's memory low.
  const { batches, release } = streamWorkerBatches<PackedRows>(workerFile, data, 'CSV reading', {
    maxYoungGenerationSizeMb: 8,
  });
  return unpackedRows(batches, file, release);
}
