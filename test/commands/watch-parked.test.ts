/**
 * A drop folder whose finance API cannot be reached: `watch --once` says so in its exit code and
 * JSON and writes no results; a running watcher tries the parked file again until the API answers.
 * Runs the compiled CLI (`npx tsc -p .` first) against a sandbox started on a port late.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/start-sandbox.js';
import { runCliProcess, startCliProcess } from '../helpers/run-cli.js';
import { makeDropFolder } from '../helpers/drop-folder.js';
import { TOTAL_ROW_MAPPING } from '../helpers/one-row-mapping.js';

// More invoices than the upload tries while the API cannot be reached before it stops taking more.
const CSV = `Vendor,Number,Date,Currency,Total\n${[1, 2, 3, 4, 5].map((n) => `000010000${n},P-${n},2026-05-01,EUR,${n}.25`).join('\n')}\n`;

/** A loopback port with nothing listening on it (until a sandbox is started there). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

describe('watch with the finance API down', () => {
  it('--once exits 69 (the API out of reach, nothing in doubt) with the parked file counted and no results; the running watcher posts it once the API is up', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-watch-parked', TOTAL_ROW_MAPPING);
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      'journal: journal.sqlite\noutDir: out\n' +
        'watch:\n  settleMs: 0\n  pollMs: 100\n  retryMs: 200\n  retryMaxMs: 400\n  rules:\n    - { match: "*.csv", mapping: m.yaml }\n' +
        // Short backoff between connection attempts (the profile --base-url runs under): each try gives up in
        // a moment instead of seconds, and gives up the same way.
        'profiles:\n  sandbox:\n    retry: { baseDelayMs: 10, maxDelayMs: 40 }\n',
    );
    writeFileSync(join(inbox, 'may.csv'), CSV);
    const port = await freePort();
    const args = ['watch', drop, '--base-url', `http://127.0.0.1:${port}`];

    const once = await runCliProcess([...args, '--once', '--json'], { cwd: dir });
    expect(once.code, once.stderr).toBe(69);
    expect(JSON.parse(once.stdout)).toMatchObject({ done: 0, failed: 0, parked: 1 });
    expect(once.stderr).toMatch(/^may\.csv: .*left in processing\//m);
    expect(list(join(drop, 'processing'))).toEqual(['may.csv']);
    expect(list(join(drop, 'results'))).toEqual([]);

    const watcher = startCliProcess(args, { cwd: dir });
    try {
      // Two tries while the API is still down: each one parks the file again, and writes nothing.
      await watcher.waitForStdout(/may\.csv.*left in processing\/[^]*may\.csv.*left in processing\//, 20_000);
      expect(list(join(drop, 'results'))).toEqual([]);
      const sandbox = await startSandbox({ port });
      try {
        const out = await watcher.waitForStdout(/may\.csv.*-> done\/may\.csv/, 20_000);
        // Parked by this watcher while the API was down: said so, not an interrupted run.
        expect(out).toMatch(
          /may\.csv \(parked while the finance system could not be reached, taken again\): 5 invoices: 5 created -> done\/may\.csv; results /,
        );
        expect(sandbox.stats().createRequests).toBe(5);
      } finally {
        watcher.child.kill('SIGTERM');
        await watcher.done;
        await sandbox.close();
      }
    } finally {
      watcher.child.kill('SIGKILL');
    }
    expect(list(join(drop, 'done'))).toEqual(['may.csv']);
    expect(list(join(drop, 'processing'))).toEqual([]);
    const results = list(join(drop, 'results'));
    expect(results).toEqual([
      expect.stringMatching(/^may-annotated-\d{8}-\d{6}\.csv$/),
      expect.stringMatching(/^may-results-\d{8}-\d{6}\.xlsx$/),
    ]);
  }, 60_000);

  it('--once parks a file of one or two invoices none of which reached the API, as it parks a long one', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-watch-parked-short', TOTAL_ROW_MAPPING);
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      'journal: journal.sqlite\noutDir: out\nwatch:\n  settleMs: 0\n  rules:\n    - { match: "*.csv", mapping: m.yaml }\n' +
        'profiles:\n  sandbox:\n    retry: { baseDelayMs: 10, maxDelayMs: 40 }\n',
    );
    const rows = CSV.trimEnd().split('\n');
    writeFileSync(join(inbox, 'one.csv'), `${rows.slice(0, 2).join('\n')}\n`);
    writeFileSync(join(inbox, 'two.csv'), `${[rows[0], ...rows.slice(2, 4)].join('\n')}\n`);
    const port = await freePort();
    const once = await runCliProcess(['watch', drop, '--base-url', `http://127.0.0.1:${port}`, '--once', '--json'], {
      cwd: dir,
    });
    expect(once.code, once.stderr).toBe(69);
    expect(JSON.parse(once.stdout)).toMatchObject({ done: 0, failed: 0, parked: 2 });
    expect(once.stderr).toMatch(
      /^one\.csv: stopped \(the finance API could not be reached \(no HTTP answer from http:\/\/127\.0\.0\.1:\d+: connection refused \(ECONNREFUSED\)\)\): .*left in processing\//m,
    );
    expect(once.stderr).toMatch(/^two\.csv: stopped \(the finance API could not be reached \(no HTTP answer from /m);
    expect(list(join(drop, 'processing'))).toEqual(['one.csv', 'two.csv']);
    expect(list(join(drop, 'failed'))).toEqual([]);
    expect(list(join(drop, 'results'))).toEqual([]);
  }, 60_000);
});
