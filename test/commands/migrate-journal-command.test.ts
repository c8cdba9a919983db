/** migrate-journal through the compiled CLI: a SQLite journal moved into a real PostgreSQL server, every row. */
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { sqliteDb } from '../helpers/sqlite-db.js';
import { openJournal } from '../../src/journal/open-journal.js';

const TABLES = [
  'runs',
  'invoices',
  'problems',
  'status_history',
  'schedule_runs',
  'watch_files',
  'advertiser_lists',
  'advertisers',
];

describe('invoice-batch migrate-journal', () => {
  it('moves every row of a used SQLite journal, and uploads then go on from the PostgreSQL journal without posting twice', async () => {
    const cwd = makeTempDir('migrate-journal');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 30, prefix: 'MOVE', invalid: [4] });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
    expect((await runCliProcess([...upload, '--partial'], { cwd })).code).toBe(1);
    expect((await runCliProcess(['reconcile', '--base-url', sandbox.baseUrl], { cwd })).code).toBe(0);
    expect((await runCliProcess(['advertisers', '--refresh', '--base-url', sandbox.baseUrl], { cwd })).code).toBe(0);
    const file = join(cwd, 'output', 'journal.sqlite');
    const source = await openJournal(file);
    const before = Object.fromEntries(
      TABLES.map((t) => [t, (sqliteDb(source).prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n]),
    );
    await source.close();
    expect(before).toMatchObject({ runs: 1, invoices: 30, problems: 1 });
    expect(before.status_history).toBeGreaterThan(0);
    expect(before.advertisers).toBeGreaterThan(0);

    const url = await testPostgresUrl();
    const moved = await runCliProcess(['migrate-journal', '--to', url], { cwd });
    expect(moved.stderr).toBe('');
    expect(moved.code).toBe(0);
    expect(moved.stdout).toMatch(/invoices +30\n/);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const after: Record<string, number> = {};
      for (const table of TABLES)
        after[table] = (await client.query<{ n: number }>(`SELECT COUNT(*)::integer AS n FROM ${table}`)).rows[0]!.n;
      expect(after).toEqual(before);
    } finally {
      await client.end();
    }
    // Moving into a journal that already holds runs is refused, and changes nothing.
    const again = await runCliProcess(['migrate-journal', '--to', url], { cwd });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('the target journal already holds runs; move into a new, empty database');

    const next = await runCliProcess([...upload, '--partial', '--journal', url, '--json'], { cwd });
    expect(JSON.parse(next.stdout)).toMatchObject({ invoices: 30, created: 0, skipped: 29, invalid: 1 });
    expect(sandbox.stats().createRequests).toBe(29);
    const history = await runCliProcess(['history', '--journal', url], { cwd });
    expect(history.stdout.trim().split('\n')).toHaveLength(3);
    expect(history.stdout).toMatch(/^2 /m);
  }, 120_000);
});
