/**
 * `readCsvRows` on a worker thread: parsing a large CSV costs about as much CPU as mapping and
 * checking its rows, so with the parser on a second core the reading thread only maps. Rows come
 * back as plain strings and are made into SheetRows here, identical to those of `readCsvRows`;
 * problems are the same InputFileErrors. A small file (where starting a thread costs more than
 * it saves), or a run from the TypeScript sources (tests, where no compiled worker file exists),
 * is read in-process.
 */
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { InputFileError, formatPosition, type FilePosition } from '../../errors.js';
import type { SheetRow, TableOptions } from '../sheet-row.js';
import { unpackRows, type PackedRows } from './packed-csv-rows.js';
import { readCsvRows, type CsvRowStream } from './read-csv-rows.js';

/** Files from this size on are parsed on a worker thread. */
const CSV_WORKER_FROM_BYTES = 1024 * 1024;
/** Batches (one per chunk of the file) the worker may post before the reading thread has taken them. */
export const BATCHES_AHEAD = 4;

export interface CsvWorkerData {
  filePath: string;
  file: string;
  options: TableOptions;
}

export type CsvWorkerMessage =
  { rows: PackedRows } | { done: true } | { failed: { message: string; position: FilePosition } };

function sizeOf(filePath: string): number {
  try {
    return statSync(filePath).size;
  } catch {
    // readCsvRows reports the file it cannot read
    return 0;
  }
}

/** The worker's InputFileError, rebuilt with the same message and position. */
function rebuilt(failed: { message: string; position: FilePosition }): InputFileError {
  const where = formatPosition(failed.position);
  const prefix = where ? `${where}: ` : '';
  const message = prefix && failed.message.startsWith(prefix) ? failed.message.slice(prefix.length) : failed.message;
  return new InputFileError(message, failed.position);
}

/** Rows of the CSV file in batches, as `readCsvRows` gives them, parsed on a worker thread. */
export function readCsvRowsInWorker(filePath: string, file: string, options: TableOptions): CsvRowStream {
  const workerFile = new URL('./csv-rows-worker.js', import.meta.url);
  if (sizeOf(filePath) < CSV_WORKER_FROM_BYTES || !existsSync(fileURLToPath(workerFile)))
    return readCsvRows(filePath, file, options);
  const data: CsvWorkerData = { filePath, file, options };
  // Parsing makes short-lived strings only: a small young generation keeps the thread's memory low.
  const worker = new Worker(workerFile, { workerData: data, resourceLimits: { maxYoungGenerationSizeMb: 8 } });
  // The thread keeps the process alive only while a batch is awaited, never after an abandoned read.
  worker.unref();
  const inbox: (CsvWorkerMessage | { crashed: Error })[] = [];
  let wake: (() => void) | undefined;
  const deliver = (message: CsvWorkerMessage | { crashed: Error }) => {
    inbox.push(message);
    wake?.();
    wake = undefined;
  };
  let finished = false;
  worker.on('message', deliver);
  worker.on('error', (error) => deliver({ crashed: error }));
  worker.on('exit', (code) => {
    if (!finished) deliver({ crashed: new Error(`the CSV reading thread stopped with code ${code}`) });
  });
  const release = async (): Promise<void> => {
    finished = true;
    await worker.terminate();
  };

  async function* rows(): AsyncGenerator<SheetRow[]> {
    try {
      for (;;) {
        if (inbox.length === 0) {
          worker.ref();
          await new Promise<void>((resolve) => (wake = resolve));
          worker.unref();
        }
        const message = inbox.shift()!;
        if ('rows' in message) {
          // Taken: the worker may parse one batch more while these are mapped.
          worker.postMessage(1);
          yield unpackRows(message.rows, file);
        } else if ('done' in message) return;
        else if ('failed' in message) throw rebuilt(message.failed);
        else throw message.crashed;
      }
    } finally {
      await release();
    }
  }
  return { rows: rows(), release };
}
