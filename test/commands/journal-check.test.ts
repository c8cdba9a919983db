/**
 * `invoice-batch journal check` end to end: each case's first check through the compiled CLI (build
 * first: npx tsc -p .), the checks after it in process, a CLI start (1-3 s) each saved.
 */
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { addInvoice, addRun } from '../journal/journal-fixture.js';
import { corruptKeyIndex, withKeyIndexLeftOut } from '../helpers/corrupt-key-index.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { makeTempDir } from '../helpers/temp-dir.js';

async function addInvoices(journal: Journal, count: number, prefix: string): Promise<void> {
  const run = await addRun(journal);
  for (let n = 1; n <= count; n += 1) await addInvoice(journal, run, `${prefix}-${n}`);
}

describe('invoice-batch journal check', () => {
  it('passes a healthy SQLite journal (exit 0), and reports a key index that misses every row (exit 1)', async () => {
    const cwd = makeTempDir('journal-check');
    const file = join(cwd, 'output', 'journal.sqlite');
    const journal = await openJournal(file);
    await addInvoices(journal, 40, 'CHK');
    await journal.close();

    const healthy = await runCliProcess(['journal', 'check'], { cwd });
    expect(healthy.stderr).toBe('');
    // Rows looked up: the newest 32 and 32 at random ids, so between 32 and 40 of these 40.
    expect(healthy.stdout).toMatch(
      new RegExp(
        `^Journal ${file}: ok\\n {2}key index: {2}(3[2-9]|40) rows looked up, every one found; 40 entries for 40 invoice rows\\n {2}full check: PRAGMA integrity_check \\(every table and index, every page\\): no problem found\\n$`,
      ),
    );
    expect(healthy.code).toBe(0);

    corruptKeyIndex(file, 'stale');
    const damaged = await runCliInProcess(['journal', 'check'], { cwd });
    expect(damaged.code).toBe(1);
    const lines = damaged.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`Journal ${file}: DAMAGED: do not upload with it until it is repaired`);
    expect(lines[1]).toMatch(
      /^ {2}key index: {2}(3[2-9]|40) of \1 rows looked up not found \(ids [\d, .]+\); 40 entries for 40 invoice rows$/,
    );
    expect(lines[2]).toMatch(/^ {2}full check: PRAGMA integrity_check .*: \d+ problem\(s\)$/);
    expect(lines).toContain('    row 1 missing from index invoices_by_key');
    expect(lines.at(-1)).toMatch(/^To repair: stop every invoice-batch process using it, .*REINDEX invoices_by_key/);

    const json = await runCliInProcess(['journal', 'check', '--json'], { cwd });
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ journal: file, ok: false, keyIndex: { ok: false } });

    const extra = await runCliInProcess(['journal', 'check', 'X-1'], { cwd });
    expect(extra.code).toBe(2);
  }, 120_000);

  // At a load of 15 this case took 29-30 s, with or without a CLI process for each check.
  it('compares the key index with the table of a PostgreSQL journal, without amcheck', async () => {
    const cwd = makeTempDir('journal-check-pg');
    const url = await testPostgresUrl();
    const journal = await openJournal(url);
    await addInvoices(journal, 5, 'PGCHK');
    const healthy = await runCliProcess(['journal', 'check', '--journal', url], { cwd });
    expect(healthy.stdout).toMatch(/: ok\n/);
    expect(healthy.stdout).toContain(
      'full check: the keys of every invoice read through invoices_by_key and read from the table, compared (count and hash): no problem found',
    );
    expect(healthy.code).toBe(0);

    await withKeyIndexLeftOut(url, () => addInvoices(journal, 3, 'PGMISSED'));
    await journal.close();
    const damaged = await runCliInProcess(['journal', 'check', '--journal', url], { cwd });
    expect(damaged.stdout).toContain('    index invoices_by_key holds 5 keys, the table 8\n');
    expect(damaged.stdout).toContain('REINDEX INDEX invoices_by_key; in psql');
    expect(damaged.code).toBe(1);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('REINDEX INDEX invoices_by_key');
    await client.end();
    expect((await runCliInProcess(['journal', 'check', '--journal', url], { cwd })).code).toBe(0);
  }, 120_000);
});
