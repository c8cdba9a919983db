/**
 * Starts the sandbox in a worker thread, so that the emulated back-end has its own event loop
 * and core, as a remote server would, and the command's own work is measured alone. Running
 * from TypeScript sources (tests), where no compiled worker file exists, it runs in-process.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SandboxOptions } from './sandbox-options.js';
import type { RunningSandbox } from './running-sandbox.js';

export type SandboxHandle = Pick<
  RunningSandbox,
  'baseUrl' | 'erpSegment' | 'appSegment' | 'envSegment' | 'apiKey' | 'stateFile' | 'close'
>;

type WorkerMessage =
  { started: Omit<SandboxHandle, 'close'> } | { failed: { message: string; code?: string } } | { closed: true };

/** @param options plain data only: `now` cannot cross into a worker and is refused */
export async function startSandboxWorker(options: Omit<SandboxOptions, 'now'>): Promise<SandboxHandle> {
  const workerFile = new URL('./sandbox-worker.js', import.meta.url);
  // Imported only here: the compiled CLI loads the sandbox's modules in the worker alone, and every
  // command that may open a target (history, journal, status) no longer loads them at its start.
  if (!existsSync(fileURLToPath(workerFile))) return (await import('./start-sandbox.js')).startSandbox(options);
  const worker = new Worker(workerFile, { workerData: options });
  // The caller's open requests keep the process alive; the worker alone must not.
  worker.unref();
  const started = await new Promise<Omit<SandboxHandle, 'close'>>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (message: WorkerMessage) => {
      worker.off('error', reject);
      if ('started' in message) resolve(message.started);
      else if ('failed' in message)
        reject(Object.assign(new Error(message.failed.message), { code: message.failed.code }));
    });
  });
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      const done = () => resolve();
      worker.once('exit', done);
      worker.once('message', (message: WorkerMessage) => {
        if ('closed' in message) void worker.terminate().then(done, done);
      });
      worker.postMessage('close');
    }));
  return { ...started, close };
}
