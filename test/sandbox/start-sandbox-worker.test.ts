/** Runs the compiled worker (build first: npx tsc -p .): from sources the sandbox runs in-process. */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { makeTempDir } from '../helpers/temp-dir.js';
import { sandboxTarget } from '../helpers/start-sandbox.js';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { readSandboxState } from '../helpers/read-sandbox-state.js';
import { sampleInvoice } from './sample-invoice.js';

const compiled = new URL('../../dist/src/sandbox/start-sandbox-worker.js', import.meta.url);
type WorkerModule = typeof import('../../src/sandbox/start-sandbox-worker.js');

async function load(): Promise<WorkerModule> {
  if (!existsSync(compiled))
    throw new Error(`${compiled.pathname} does not exist: run "npx tsc -p ." before these tests`);
  return (await import(compiled.href)) as WorkerModule;
}

describe('sandbox in a worker thread', () => {
  it('serves the API, keeps its state file, and stops on close', async () => {
    const { startSandboxWorker } = await load();
    const stateFile = join(makeTempDir('sandbox-worker'), 'state.jsonl');
    const sandbox = await startSandboxWorker({ stateFile, erpSegment: 'sap' });
    expect(sandbox.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.erpSegment).toBe('sap');
    const outcome = await createInvoice(sandboxTarget(sandbox), sampleInvoice());
    await sandbox.close();
    expect(outcome.kind).toBe('created');
    expect(readSandboxState(stateFile).instances.map((i) => i.instanceId)).toEqual([
      outcome.kind === 'created' ? outcome.instanceId : '',
    ]);
    await expect(fetch(sandbox.baseUrl)).rejects.toThrow();
  });

  it('rejects with the system error code when it cannot listen', async () => {
    const { startSandboxWorker } = await load();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    try {
      const port = (blocker.address() as { port: number }).port;
      await expect(startSandboxWorker({ port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      blocker.close();
    }
  });
});
