/**
 * The worker thread's side of `streamWorkerBatches`: posts each batch of `batches` as it comes,
 * waiting while BATCHES_AHEAD batches are untaken. A failure is posted as the InputFileError's
 * message and position (any other error as "cannot read the file"), and the port is closed.
 */
import { parentPort } from 'node:worker_threads';
import { InputFileError } from '../../errors.js';
import { BATCHES_AHEAD, type WorkerBatchMessage } from './stream-worker-batches.js';

export interface BatchSource<T> {
  batches: AsyncIterable<T>;
  release: () => Promise<void>;
}

export async function postWorkerBatches<T>(file: string, read: () => Promise<BatchSource<T>>): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('postWorkerBatches runs on a worker thread');
  let credit = BATCHES_AHEAD;
  let wake: (() => void) | undefined;
  port.on('message', () => {
    credit += 1;
    wake?.();
    wake = undefined;
  });
  const post = (message: WorkerBatchMessage<T>) => port.postMessage(message);
  let release: (() => Promise<void>) | undefined;
  try {
    const reader = await read();
    release = reader.release;
    for await (const batch of reader.batches) {
      while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
      credit -= 1;
      post({ batch });
    }
    post({ done: true });
  } catch (error) {
    post(
      error instanceof InputFileError
        ? { failed: { message: error.message, position: error.position } }
        : { failed: { message: `cannot read the file: ${String(error)}`, position: { file } } },
    );
  } finally {
    await release?.();
    port.close();
  }
}
