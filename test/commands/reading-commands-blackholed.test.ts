/**
 * history, journal, reconcile and resolve on a PostgreSQL journal whose address takes the connection
 * and never answers (a firewall dropping packets, a hung proxy): as an upload, each says a second
 * in that it waits for the journal at its host and port (no password), and stops at the journal
 * wait, exit 1, saying nothing was read, recorded or sent. The stall proxy, stalled from the start,
 * is the blackhole; the commands run in process.
 */
import { describe, expect, it } from 'vitest';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { startStallProxy } from '../helpers/stall-proxy.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const COMMANDS: [string, string[]][] = [
  ['history', ['history']],
  ['journal', ['journal', '--limit', '0']],
  ['reconcile', ['reconcile']],
  ['resolve', ['resolve', 'NOPE-1', '--not-created']],
];

const SECRET = 'pw-never-shown-7731';

describe('a command that reads a PostgreSQL journal whose address never answers', () => {
  it.each(COMMANDS)(
    '%s says it waits for the journal, then stops at the wait: nothing read',
    async (_, words) => {
      // Nothing listens behind it: stalled from the start, it takes connections and forwards nothing.
      const blackhole = await startStallProxy(1, { holdCloses: true });
      blackhole.stall();
      const sandbox = await startTestSandbox();
      try {
        const url = `postgres://ib@127.0.0.1:${blackhole.port}/journal`;
        const result = await runCliInProcess([...words, '--journal', url, '--base-url', sandbox.baseUrl], {
          cwd: makeTempDir('pg-blackholed'),
          env: withSandboxKey({ INVOICE_BATCH_JOURNAL_WAIT_MS: '2000', PGPASSWORD: SECRET }),
        });
        expect(result.code, result.stderr).toBe(1);
        expect(result.stdout).toBe('');
        const waiting = `invoice-batch: journal unreachable: ${url}: no answer from the server for 1 s; retrying`;
        const stop = `invoice-batch: ${url}: cannot open the journal: the server did not answer (no answer from the server in`;
        expect(result.stderr).toContain(waiting);
        expect(result.stderr).toContain(stop);
        // Told before the stop, which says what was done: nothing.
        expect(result.stderr.indexOf(waiting)).toBeLessThan(result.stderr.indexOf(stop));
        expect(result.stderr).toContain(
          "nothing was read, recorded or sent; run the command again once the journal's server is up",
        );
        expect(result.stderr).not.toContain(SECRET);
      } finally {
        await blackhole.close();
      }
    },
    60_000,
  );
});
