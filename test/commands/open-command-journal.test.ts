/**
 * Every command that migrates an older journal as it opens it (one that records, and `journal
 * upgrade`) names the copy made before, before migrating: the one opener of open-command-journal.ts,
 * whichever command or library function opens the journal. A command that only reads refuses an
 * older journal instead (reading-commands-older-journal.test.ts).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { ALL_MIGRATIONS } from '../../src/journal/migrations/all-migrations.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { addRun } from '../journal/journal-fixture.js';

const OLDER = ALL_MIGRATIONS.slice(0, -1);
const FROM = OLDER.at(-1)!.id;
const TO = ALL_MIGRATIONS.at(-1)!.id;

/** The command lines that open the journal, given the sandbox's URL; each runs in its own folder. */
const COMMANDS: [string, (baseUrl: string) => string[]][] = [
  ['journal upgrade', () => ['journal', 'upgrade']],
  ['upload', (url) => ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', url]],
  ['advertisers --refresh', (url) => ['advertisers', '--refresh', '--base-url', url]],
  ['reconcile', (url) => ['reconcile', '--base-url', url]],
  ['resolve', (url) => ['resolve', 'NOPE-1', '--not-created', '--base-url', url]],
  ['watch --once', (url) => ['watch', 'drop', '--once', '--base-url', url]],
  // Nothing listens on port 1: the move fails, after the journal to move was brought up to date.
  ['migrate-journal', () => ['migrate-journal', '--to', 'postgres://ib@127.0.0.1:1/journal']],
];

describe('a command that migrates the journal', () => {
  it.each(COMMANDS)('%s names the copy from before, before migrating', async (_, args) => {
    const cwd = makeTempDir('migration-notice');
    const file = join(cwd, 'output', 'journal.sqlite');
    const old = await openJournal(file, { migrations: OLDER });
    await addRun(old);
    await old.close();
    writeUploadInputs(cwd, { count: 2, prefix: 'MIG' });
    mkdirSync(join(cwd, 'drop', 'inbox'), { recursive: true });
    const sandbox = await startTestSandbox();
    const result = await runCliInProcess(args(sandbox.baseUrl), {
      cwd,
      env: { INVOICE_BATCH_API_KEY: 'sandbox-key', PGPASSWORD: 'x' },
    });
    const named = new RegExp(
      `invoice-batch: ${file}: upgrading the journal from schema ${FROM} to ${TO}; a copy as it was before is at (${join(cwd, 'output')}/journal\\.schema-${FROM}-before-${TO}-\\d{8}-\\d{6}\\.sqlite) \\(an older invoice-batch can open only that copy\\)\n`,
    );
    expect(result.stderr).toMatch(named);
    expect(result.stderr.split('upgrading the journal')).toHaveLength(2);
    expect(existsSync(named.exec(result.stderr)?.[1] ?? '')).toBe(true);
  });

  it('names the copy on a journal whose migration then fails', async () => {
    const cwd = makeTempDir('migration-notice-fails');
    const file = join(cwd, 'output', 'journal.sqlite');
    // The last migration that creates something on SQLite (a later one may change nothing there), and the journal
    // as it was before it.
    const creates = (migration: (typeof ALL_MIGRATIONS)[number]) => ({
      table: /CREATE TABLE (?:IF NOT EXISTS )?(\w+)/i.exec(migration.sql)?.[1],
      column: /ALTER TABLE (\w+) ADD COLUMN (\w+)/i.exec(migration.sql),
      index: /CREATE (?:UNIQUE )?INDEX (\w+) ON (\w+)/i.exec(migration.sql),
    });
    const at = ALL_MIGRATIONS.findLastIndex((m) => Object.values(creates(m)).some(Boolean));
    const last = ALL_MIGRATIONS[at]!;
    const before = ALL_MIGRATIONS.slice(0, at);
    const old = await openJournal(file, { migrations: before });
    await addRun(old);
    await old.close();
    // That migration meets a table, column or index it means to create: it fails, and the journal stays as it was.
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(file);
    const { table, column, index } = creates(last);
    expect(table ?? column ?? index, `migration ${last.id} creates a table, a column or an index`).toBeTruthy();
    if (table) db.exec(`CREATE TABLE ${table} (x)`);
    else if (column) db.exec(`ALTER TABLE ${column[1]} ADD COLUMN ${column[2]} TEXT`);
    else db.exec(`CREATE INDEX ${index![1]} ON ${index![2]} (id)`);
    db.close();
    const result = await runCliInProcess(['journal', 'upgrade'], { cwd });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(
      `upgrading the journal from schema ${before.at(-1)!.id} to ${TO}; a copy as it was before is at`,
    );
    expect(result.stderr.indexOf('upgrading the journal')).toBeLessThan(
      result.stderr.indexOf('cannot open the journal'),
    );
  });
});
