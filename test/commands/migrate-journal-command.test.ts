/**
 * migrate-journal through the compiled CLI: a SQLite journal moved into a real PostgreSQL server,
 * every row. The commands that fill the journal first, and the second migration and the history
 * read after, run in-process, parsed as cli.ts parses them, as a child process costs about a
 * second of CPU.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
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
    expect((await runCliInProcess([...upload, '--partial'], { cwd })).code).toBe(1);
    expect((await runCliInProcess(['reconcile', '--base-url', sandbox.baseUrl], { cwd })).code).toBe(0);
    expect((await runCliInProcess(['advertisers', '--refresh', '--base-url', sandbox.baseUrl], { cwd })).code).toBe(0);
    const file = join(cwd, 'output', 'journal.sqlite');
    const source = await openJournal(file);
    const before = Object.fromEntries(
      TABLES.map((t) => [t, (sqliteDb(source).prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n]),
    );
    const identity = await source.runs.journalId();
    const salt = await source.runs.keySalt();
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
      // The same journal moved: the register of journals knows it by this.
      const identityMoved = await client.query<{ id: string }>('SELECT journal_id AS id FROM journal_identity');
      expect(identityMoved.rows).toEqual([{ id: identity }]);
      // And its salt of key fingerprints: the same key keeps its fingerprint across the move.
      const saltMoved = await client.query<{ salt: string }>('SELECT key_salt AS salt FROM journal_identity');
      expect(saltMoved.rows).toEqual([{ salt }]);
    } finally {
      await client.end();
    }
    // Moving into a journal that already holds runs is refused, and changes nothing.
    const again = await runCliInProcess(['migrate-journal', '--to', url], { cwd });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('the target journal already holds runs; move into a new, empty database');

    const next = await runCliProcess([...upload, '--partial', '--journal', url, '--json'], { cwd });
    expect(JSON.parse(next.stdout)).toMatchObject({ invoices: 30, created: 0, skipped: 29, invalid: 1 });
    expect(sandbox.stats().createRequests).toBe(29);
    const history = await runCliInProcess(['history', '--journal', url], { cwd });
    // What the counts are, two runs, and each invoice once.
    expect(history.stdout.trim().split('\n')).toHaveLength(5);
    expect(history.stdout).toMatch(/^Now, each invoice once .*: 29 created, /m);
    expect(history.stdout).toMatch(/^2 /m);
    const runs = (
      JSON.parse((await runCliInProcess(['history', '--journal', url, '--json'], { cwd })).stdout) as {
        runs: { keyFingerprint: string }[];
      }
    ).runs;
    expect(runs[0]!.keyFingerprint).toMatch(/^[0-9a-f]{12}$/);
    expect(runs[1]!.keyFingerprint).toBe(runs[0]!.keyFingerprint);
  }, 120_000);

  it('refuses a journal file that is not there, or holds no uploads, and moves nothing (exit 2)', async () => {
    const cwd = makeTempDir('migrate-journal-missing');
    const url = await testPostgresUrl();
    const missing = await runCliProcess(['migrate-journal', '--to', url], { cwd });
    expect(missing.code).toBe(2);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toContain(`${join(cwd, 'output', 'journal.sqlite')}: no journal there, nothing to move`);
    expect(existsSync(join(cwd, 'output', 'journal.sqlite'))).toBe(false);

    // A journal that exists but was never used by an upload (a mistyped file, made by an older version's history)
    await (await openJournal(join(cwd, 'typo.sqlite'))).close();
    const empty = await runCliInProcess(['migrate-journal', '--to', url, '--journal', 'typo.sqlite'], { cwd });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('typo.sqlite: the journal holds no uploads, nothing to move');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const tables = await client.query(`SELECT COUNT(*)::integer AS n FROM pg_tables WHERE tablename = 'runs'`);
      const runs =
        tables.rows[0].n === 0 ? 0 : (await client.query('SELECT COUNT(*)::integer AS n FROM runs')).rows[0].n;
      expect(runs).toBe(0);
    } finally {
      await client.end();
    }
  }, 60_000);
});
