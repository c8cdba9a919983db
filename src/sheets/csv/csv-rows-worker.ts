/**
 * The worker thread of `readCsvRowsInWorker`: reads and parses the CSV with `readCsvBatches` and
 * posts its batches of rows as they come (post-worker-batches.ts).
 */
import { workerData } from 'node:worker_threads';
import { postWorkerBatches } from '../worker/post-worker-batches.js';
import { readCsvBatches } from './read-csv-rows.js';
import type { CsvWorkerData } from './read-csv-rows-in-worker.js';

const { filePath, file, options } = workerData as CsvWorkerData;
await postWorkerBatches(file, async () => readCsvBatches(filePath, file, options));
