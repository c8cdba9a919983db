/**
 * The worker thread of `readCsvRowsInWorker`: reads and parses the CSV with `readCsvBatches` and
 * posts its batches of rows as they come. At most BATCHES_AHEAD batches wait for the reading
 * thread, so memory stays bounded however fast parsing is. A failure is posted as the
 * InputFileError's message and position.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { InputFileError } from '../../errors.js';
import { readCsvBatches } from './read-csv-rows.js';
import { BATCHES_AHEAD, type CsvWorkerData, type CsvWorkerMessage } from './read-csv-rows-in-worker.js';

const port = parentPort;
if (!port) throw new Error('csv-rows-worker runs as a worker thread');
const { filePath, file, options } = workerData as CsvWorkerData;

let credit = BATCHES_AHEAD;
let wake: (() => void) | undefined;
port.on('message', () => {
  credit += 1;
  wake?.();
  wake = undefined;
});
const post = (message: CsvWorkerMessage) => port.postMessage(message);

const { batches, release } = readCsvBatches(filePath, file, options);
try {
  for await (const rows of batches) {
    while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
    credit -= 1;
    post({ rows });
  }
  post({ done: true });
} catch (error) {
  post(
    error instanceof InputFileError
      ? { failed: { message: error.message, position: error.position } }
      : { failed: { message: `cannot read the file: ${String(error)}`, position: { file } } },
  );
} finally {
  await release();
  port.close();
}
