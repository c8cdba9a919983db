/**
 * An upload started while the journal's PostgreSQL server is starting up (after a restart, a crash
 * or a failover: SQLSTATE 57P03) waits for it as for a server out of reach, saying so once, instead
 * of stopping at once; one still starting up when the journal wait runs out stops with nothing sent.
 * Through the compiled CLI (build first: npx tsc -p .) for the upload that gives up, as a user reads
 * it; the uploads that wait it out run in process, parsed as cli.ts parses them, as a child process
 * costs about a second of CPU. A real PostgreSQL behind a proxy that answers "starting up" for as
 * long as the test says: a real restart gives that answer only for a moment that cannot be timed.
 */
import { describe, expect, it } from 'vitest';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { startTestPostgres } from '../helpers/postgres-server.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { startStartingUpProxy } from '../helpers/starting-up-proxy.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const COUNT = 5;
const STARTING_UP = 'the server is starting up (the database system is starting up); waiting for it';
const SHUTTING_DOWN = 'the server is shutting down (the database system is shutting down); waiting for it to come back';

/** An upload run in process, given the test sandboxes' key as runCliProcess gives a child. */
const uploadInProcess = (args: string[], options: { cwd: string; env: Record<string, string> }) =>
  runCliInProcess(args, { cwd: options.cwd, env: withSandboxKey(options.env) });

describe('an upload whose journal server is starting up', () => {
  it.each([
    { startingUpMs: 1_500, waitMs: 20_000, posted: true, message: undefined, words: STARTING_UP },
    { startingUpMs: 60_000, waitMs: 2_000, posted: false, message: undefined, words: STARTING_UP },
    // The same SQLSTATE while it shuts down: never called starting up.
    {
      startingUpMs: 1_500,
      waitMs: 20_000,
      posted: true,
      message: 'the database system is shutting down',
      words: SHUTTING_DOWN,
    },
  ])(
    'starting up for $startingUpMs ms, journal wait $waitMs ms ($words)',
    async ({ startingUpMs, waitMs, posted, message, words }) => {
      const server = await startTestPostgres();
      const sandbox = await startTestSandbox();
      const cwd = makeTempDir('pg-starting-up');
      writeUploadInputs(cwd, { count: COUNT, prefix: 'STARTUP' });
      try {
        const direct = await server.createDatabase();
        const proxy = await startStartingUpProxy(Number(new URL(direct).port), message);
        const url = direct.replace(`:${new URL(direct).port}/`, `:${proxy.port}/`);
        // Starting up from the upload's first try on: the CLI's own start takes a while on a busy machine.
        let ready: NodeJS.Timeout | undefined;
        const poll = setInterval(() => {
          if (proxy.refused() === 0) return;
          clearInterval(poll);
          ready = setTimeout(() => proxy.ready(), startingUpMs);
        }, 5);
        const started = performance.now();
        const upload = posted ? uploadInProcess : runCliProcess;
        const result = await upload(
          ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--journal', url],
          { cwd, env: { INVOICE_BATCH_JOURNAL_WAIT_MS: String(waitMs) }, timeoutMs: 60_000 },
        ).finally(() => {
          clearInterval(poll);
          clearTimeout(ready);
        });
        const tookMs = performance.now() - started;
        await proxy.close();
        expect(proxy.refused()).toBeGreaterThan(0);
        // A defect is said as "unexpected error: <message>", its stack only with INVOICE_BATCH_DEBUG.
        expect(result.stderr).not.toContain('unexpected error');
        expect(result.stderr).not.toMatch(/\n\s+at /);
        // Said once, not per try.
        const told = result.stderr.split('\n').filter((line) => line.includes('journal unreachable'));
        expect(told, result.stderr).toEqual([`invoice-batch: journal unreachable: ${url}: ${words}; retrying`]);
        if (posted) {
          expect(result.code, result.stderr).toBe(0);
          expect(result.stderr).toMatch(/invoice-batch: journal reachable again after \d+ s\n/);
          expect(sandbox.stats().createRequests).toBe(COUNT);
        } else {
          expect(result.code).toBe(1);
          expect(tookMs).toBeGreaterThanOrEqual(waitMs);
          expect(result.stderr).toContain(
            `${url}: cannot open the journal: the database system is starting up; nothing was read, recorded or sent; run the command again once the journal's server is up`,
          );
          expect(sandbox.stats().createRequests).toBe(0);
        }
      } finally {
        await server.stop();
      }
    },
    90_000,
  );
});
