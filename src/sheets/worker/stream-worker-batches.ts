/**
 * The reading thread's side of a reader run on a worker thread: starts the worker, takes the
 * batches it posts, in order, and hands one credit back for each batch taken, so the worker is at
 * most BATCHES_AHEAD batches ahead and memory stays bounded however fast it reads. A failure comes
 * back as the worker's InputFileError, rebuilt with the same message and position.
 */
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { InputFileError, formatPosition, type FilePosition } from '../../errors.js';

/** Batches the worker may post before the reading thread has taken them. */
export const BATCHES_AHEAD = 4;

export type WorkerBatchMessage<T> =
  { batch: T } | { done: true } | { failed: { message: string; position: FilePosition } };

export interface WorkerBatchStream<T> {
  batches: AsyncGenerator<T>;
  /** Ends the worker; the stream ends with it. */
  release: () => Promise<void>;
}

/**
 * Whether a file is worth a worker thread: at least `fromBytes` (below, starting a thread costs more
 * than it saves) and the compiled worker present (from the TypeScript sources, as in tests, there
 * is none, and the file is read in-process). A file that cannot be looked at is read in-process,
 * where the reader reports it.
 */
export function worthAWorker(filePath: string, workerFile: URL, fromBytes: number): boolean {
  let size: number;
  try {
    size = statSync(filePath).size;
  } catch {
    return false;
  }
  return size >= fromBytes && existsSync(fileURLToPath(workerFile));
}

/** The worker's InputFileError, rebuilt with the same message and position. */
function rebuilt(failed: { message: string; position: FilePosition }): InputFileError {
  const where = formatPosition(failed.position);
  const prefix = where ? `${where}: ` : '';
  const message = prefix && failed.message.startsWith(prefix) ? failed.message.slice(prefix.length) : failed.message;
  return new InputFileError(message, failed.position);
}

/**
 * Batches posted by the worker in `workerFile` (which runs `postWorkerBatches`).
 * @param what names the thread in the error of a worker that stops unexpectedly.
 */
export function streamWorkerBatches<T>(
  workerFile: URL,
  workerData: unknown,
  what: string,
  resourceLimits?: ResourceLimits,
): WorkerBatchStream<T> {
  const worker = new Worker(workerFile, { workerData, ...(resourceLimits ? { resourceLimits } : {}) });
  // The thread keeps the process alive only while a batch is awaited, never after an abandoned read.
  worker.unref();
  const inbox: (WorkerBatchMessage<T> | { crashed: Error })[] = [];
  let wake: (() => void) | undefined;
  const deliver = (message: WorkerBatchMessage<T> | { crashed: Error }) => {
    inbox.push(message);
    wake?.();
    wake = undefined;
  };
  let finished = false;
  worker.on('message', deliver);
  worker.on('error', (error) => deliver({ crashed: error }));
  worker.on('exit', (code) => {
    if (!finished) deliver({ crashed: new Error(`the ${what} thread stopped with code ${code}`) });
  });
  const release = async (): Promise<void> => {
    finished = true;
    await worker.terminate();
  };

  async function* batches(): AsyncGenerator<T> {
    try {
      for (;;) {
        if (inbox.length === 0) {
          worker.ref();
          await new Promise<void>((resolve) => (wake = resolve));
          worker.unref();
        }
        const message = inbox.shift()!;
        if ('batch' in message) {
          // Taken: the worker may read one batch more while this one is used.
          worker.postMessage(1);
          yield message.batch;
        } else if ('done' in message) return;
        else if ('failed' in message) throw rebuilt(message.failed);
        else throw message.crashed;
      }
    } finally {
      await release();
    }
  }
  return { batches: batches(), release };
}
