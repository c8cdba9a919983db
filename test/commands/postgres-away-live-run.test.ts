/**
 * An upload whose PostgreSQL journal goes away for a while as it sends, seen by other processes once
 * it is back: `journal` names what the live run has still to send as to be sent (never "not sent,
 * safe to post again"), and a second upload of the same file meanwhile posts no invoice twice.
 */
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { runCliProcess, startCliProcess } from '../helpers/run-cli.js';
import { startTestPostgres, type TestPostgres } from '../helpers/postgres-server.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { waitUntil } from '../helpers/wait-until.js';

const INVOICES = 60;

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The first run's status and how many of its invoices were created, undefined while the server is away. */
async function firstRun(url: string): Promise<{ status: string; created: number } | undefined> {
  const rows = await query<{ status: string; created: number }>(
    url,
    `SELECT r.status, (SELECT COUNT(*)::int FROM invoices WHERE run_id = r.id AND state = 'created') AS created
       FROM runs AS r ORDER BY r.id LIMIT 1`,
  ).catch(() => []);
  return rows[0];
}

/** Stops the server for `ms` and starts it again. */
async function takeAway(server: TestPostgres, ms: number): Promise<void> {
  await server.halt();
  await new Promise((resolve) => setTimeout(resolve, ms));
  await server.start();
}

describe('an upload whose PostgreSQL journal is stopped for 10 s while it sends', () => {
  it('is listed by journal as still sending what is left, and an upload of the same file meanwhile posts nothing twice', async () => {
    const server = await startTestPostgres();
    const cwd = makeTempDir('pg-away');
    try {
      const url = await server.createDatabase();
      const sandbox = await startTestSandbox({ latencyMs: 400 });
      writeUploadInputs(cwd, { count: INVOICES, prefix: 'AWAY' });
      const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
      const options = { cwd, timeoutMs: 180_000 };
      const first = startCliProcess(
        [...upload, '--journal', url, '--concurrency', '2', '--out', join(cwd, 'a')],
        options,
      );
      await waitUntil('6 invoices created', async () => ((await firstRun(url))?.created ?? 0) >= 6, 60_000, 100);
      await takeAway(server, 10_000);

      // Back: the first upload, alive all along, has not written for 10 s; its run is live.
      const listing = await runCliProcess(['journal', '--run', '1', '--limit', '0', '--journal', url], options);
      const stillGoing = (await firstRun(url))?.status === 'sending';
      expect(listing.code).toBe(0);
      const cells = listing.stdout
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(/\s{2,}/));
      const outcomes = cells.map((row) => row[3]);
      expect(outcomes).toHaveLength(INVOICES);
      // Nothing of a live run is "not sent" (which tells a clerk it is safe to post again).
      expect(outcomes).not.toContain('not sent');
      expect(stillGoing).toBe(true);
      expect(outcomes).toContain('to be sent');
      // Nor does a script reading --json: a staged row of the live run is "to be sent" there too.
      const json = await runCliProcess(['journal', '--run', '1', '--json', '--journal', url], options);
      const rows = (JSON.parse(json.stdout) as { invoices: { state: string; outcome: string }[] }).invoices;
      expect(rows.map((row) => row.outcome)).not.toContain('not sent');
      for (const row of rows.filter((r) => r.state === 'staged')) expect(row.outcome).toBe('to be sent');
      // Nor can a clerk record one as not created, which would have the next upload post it. The
      // last one to be sent: the live upload goes on meanwhile, and on a loaded machine may have sent
      // it by the time the resolve's process starts, which refuses it all the same.
      const toBeSent = cells.findLast((row) => row[3] === 'to be sent')![2]!;
      const resolve = await runCliProcess(['resolve', toBeSent, '--not-created', '--journal', url], options);
      expect(resolve.code).toBe(2);
      expect(resolve.stderr).toMatch(
        new RegExp(
          `"${toBeSent.replace('/', '\\/')}" is not in doubt: its latest row \\(run 1\\) is (to be sent|being sent|created as instance \\d+)`,
        ),
      );

      const second = await runCliProcess([...upload, '--journal', url, '--out', join(cwd, 'b'), '--json'], options);
      const firstDone = await first.done;
      expect([firstDone.code, second.code]).toEqual([0, expect.any(Number)]);

      // Each invoice created once: one create request each, one created row each.
      expect(sandbox.stats().createRequests).toBe(INVOICES);
      const created = await query<{ n: number; keys: number }>(
        url,
        `SELECT COUNT(*)::int AS n, COUNT(DISTINCT invoice_number)::int AS keys FROM invoices WHERE state = 'created'`,
      );
      expect(created).toEqual([{ n: INVOICES, keys: INVOICES }]);
    } finally {
      await server.stop();
    }
  }, 240_000);
});
