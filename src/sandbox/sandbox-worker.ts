/**
 * Entry of the worker thread that runs the embedded sandbox (see start-sandbox-worker.ts).
 * Receives plain SandboxOptions, answers with the address, closes when asked.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { startSandbox } from './start-sandbox.js';
import type { SandboxOptions } from './sandbox-options.js';

const port = parentPort!;
try {
  const sandbox = await startSandbox(workerData as SandboxOptions);
  port.on('message', (message: unknown) => {
    if (message !== 'close') return;
    void sandbox.close().then(() => {
      port.postMessage({ closed: true });
      port.close();
    });
  });
  const { baseUrl, erpSegment, appSegment, envSegment, apiKey, stateFile } = sandbox;
  port.postMessage({ started: { baseUrl, erpSegment, appSegment, envSegment, apiKey, stateFile } });
} catch (error) {
  const { message, code } = error as NodeJS.ErrnoException;
  port.postMessage({ failed: { message, code } });
  port.close();
}
