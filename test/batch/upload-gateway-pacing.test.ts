/**
 * Uploads through the sandbox's gateway with a rate limit, end to end through the compiled CLI
 * (build first: npx tsc -p .): a spike arrest refusal that states the allowed rate paces the
 * sending to it, so few requests are refused, none is in doubt, and the upload exits 0.
 */
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/start-sandbox.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { makeFileTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

// Each case spends its 15 s waiting on its own gateway's 40/s, not on a core: the two run side by side.
describe.concurrent('upload paced by a gateway rate limit', () => {
  it.each([['8'], ['auto']])(
    '600 invoices through a 40/s spike arrest answered 500 (--concurrency %s): all created once, at most a fifth refused',
    async (concurrency) => {
      const cwd = makeFileTempDir('pace-cli');
      // Closed here: startTestSandbox's close after the test cannot tell two concurrent tests apart.
      const sandbox = await startSandbox({ port: 0, gateway: { spikeArrestPerSecond: 40, spikeArrestStatus: 500 } });
      try {
        writeUploadInputs(cwd, { count: 600, prefix: `PACE${concurrency}` });
        const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
        const run = await runCliProcess([...args, '--concurrency', concurrency, '--json'], { cwd, timeoutMs: 90_000 });
        expect(run.code, run.stdout.slice(0, 3000) + run.stderr).toBe(0);
        expect(JSON.parse(run.stdout)).toMatchObject({
          invoices: 600,
          created: 600,
          failed: 0,
          inDoubt: 0,
          halted: null,
        });
        const stats = sandbox.stats();
        expect(stats).toMatchObject({ created: 600, createRequests: 600, duplicateAttempts: 0 });
        // Paced, a few are refused where the gateway's one-second window and the upload's clock drift
        // apart: 0 to 10 % on an idle 2-core machine, up to 15 % with other work running (measured on the
        // same commit, run after run). Unpaced, 8 workers send as fast as the sandbox answers, far above
        // 40/s, so most would be refused: a fifth tells the two apart without failing on the load.
        expect(stats.gatewayRefusals / (stats.createRequests + stats.gatewayRefusals)).toBeLessThanOrEqual(0.2);
      } finally {
        await sandbox.close();
      }
    },
    120_000,
  );
});
