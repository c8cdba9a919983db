/**
 * SIGHUP (the SSH session of an upload drops) stops an upload as SIGTERM does: the answers in
 * flight are recorded, nothing is left sending or in doubt, what was not sent is marked safe to
 * post again, and the exit code is the same. Through the compiled CLI (build first: npx tsc -p .).
 */
import { describe, expect, it } from 'vitest';
import { startCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { readCliJournal } from '../helpers/read-cli-journal.js';

const COUNT = 60;
const notSent = (signal: string) => `not sent: stopped by ${signal}; safe to post again`;

describe('upload stopped by a signal mid-run', () => {
  it.each(['SIGTERM', 'SIGHUP'] as const)(
    '%s: answers in flight recorded, nothing sending or in doubt, exit 1',
    async (signal) => {
      const cwd = makeTempDir('upload-hangup');
      // Slow answers: the signal comes while requests are in flight.
      const sandbox = await startTestSandbox({ latencyMs: 150 });
      writeUploadInputs(cwd, { count: COUNT, prefix: 'HUP' });
      const run = startCliProcess(
        ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--concurrency', '4'],
        { cwd, timeoutMs: 60_000 },
      );
      await new Promise<void>((resolve, reject) => {
        const poll = setInterval(() => {
          if (sandbox.stats().createRequests < 6) return;
          clearInterval(poll);
          run.child.kill(signal);
          resolve();
        }, 2);
        void run.done.then(() => {
          clearInterval(poll);
          reject(new Error('the upload ended before the signal'));
        });
      });
      const result = await run.done;
      expect(result.code, result.stderr).toBe(1);
      expect(result.stderr).toContain(`${signal} received`);
      expect(result.stderr).toContain('upload stopped: the answers in flight were recorded');

      const { invoices, runs } = await readCliJournal(cwd);
      expect(runs.map((row) => row.status)).toEqual(['stopped']);
      const states = new Set(invoices.map((row) => row.state));
      expect([...states].sort()).toEqual(['created', 'failed']);
      const created = invoices.filter((row) => row.state === 'created');
      expect(created.length).toBe(sandbox.instances().length);
      expect(created.length).toBeGreaterThan(0);
      expect(invoices.filter((row) => row.state === 'failed').every((row) => row.detail === notSent(signal))).toBe(
        true,
      );
    },
  );
});
