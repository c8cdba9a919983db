/**
 * A command that only reads never migrates a journal: during a rolling upgrade an operator runs the
 * new version's `history` against the shared PostgreSQL journal while older hosts still upload, and
 * a migrated journal would stop every one of them. It refuses the older journal instead (exit 2),
 * naming the command that upgrades it, and leaves every row as it was; `journal upgrade` migrates it.
 * The same on a SQLite journal, where no copy is made either. `mapping infer`, and `validate` with a
 * mapping that does not need the advertiser cache, go on without it instead
 * (advertiser-list-older-journal). `history` and `journal upgrade` run through the built CLI, as a
 * user meets the refusal; the other commands in process, a CLI start (1-3 s) each saved.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { ALL_MIGRATIONS } from '../../src/journal/migrations/all-migrations.js';
import { journalSchemaVersion } from '../../src/journal/migrations/schema-version.js';
import { runCliProcess, type CliResult } from '../helpers/run-cli.js';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { postgresJournalRows, sqliteJournalRows } from '../helpers/journal-rows.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { addRun } from '../journal/journal-fixture.js';

const FROM = 113;
const OLDER = ALL_MIGRATIONS.filter((migration) => migration.id <= FROM);
const TO = journalSchemaVersion();

/** A mapping that looks PayeeId up by name in the journal's advertiser cache: validate opens the journal. */
const BY_NAME_MAPPING = `${ONE_ROW_MAPPING}advertisers: { payeeIdBy: name }\n`;

/** The commands that open the journal only to read it. */
const READING: [string, string[]][] = [
  ['history', ['history']],
  ['history --json', ['history', '--json']],
  ['journal', ['journal']],
  ['journal show', ['journal', 'show', '0000100001/R-1']],
  ['journal check', ['journal', 'check']],
  ['validate (PayeeId by name)', ['validate', 'invoices.csv', '--mapping', 'by-name.yaml']],
];

const REFUSAL = `it is at schema ${FROM} and this version of invoice-batch needs ${TO}; a command that only reads does not upgrade it, and nothing was changed: \`invoice-batch journal upgrade\` upgrades it`;

/** Standard output of a refused command: nothing, or with --json the one object saying why it stopped. */
function expectStopShown(args: readonly string[], stdout: string, location: string): void {
  if (!args.includes('--json')) return void expect(stdout).toBe('');
  expect(JSON.parse(stdout)).toEqual({
    complete: false,
    stopReason: expect.stringContaining(`${location}: cannot open the journal: ${REFUSAL}`) as unknown,
    journal: location,
  });
}

/** `history` through the compiled CLI, every other command in process. */
function runReading(args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<CliResult> {
  if (args.join(' ') === 'history') return runCliProcess(args, options);
  return runCliInProcess(args, { cwd: options.cwd, env: withSandboxKey(options.env) });
}

function folderWithInputs(name: string): string {
  const cwd = makeTempDir(name);
  writeUploadInputs(cwd, { count: 2, prefix: 'OLD' });
  writeFileSync(join(cwd, 'by-name.yaml'), BY_NAME_MAPPING);
  return cwd;
}

async function postgresSchema(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ id: number }>('SELECT max(id) AS id FROM schema_migrations')).rows[0]!.id;
  } finally {
    await client.end();
  }
}

function sqliteSchema(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT max(id) FROM schema_migrations').pluck().get() as number;
  } finally {
    db.close();
  }
}

async function olderJournal(location: string): Promise<void> {
  const old = await openJournal(location, { migrations: OLDER });
  await addRun(old);
  await old.close();
}

/** Throws when the older version can no longer open the journal. */
async function openAsOlderVersion(location: string): Promise<void> {
  await (await openJournal(location, { migrations: OLDER })).close();
}

describe('a command that only reads, on a PostgreSQL journal of an older schema', () => {
  it.each(READING)(
    '%s refuses it (exit 2), naming journal upgrade, and leaves it as the older hosts use it',
    async (_, args) => {
      const url = await testPostgresUrl();
      await olderJournal(url);
      const before = await postgresJournalRows(url);
      const cwd = folderWithInputs('older-pg-read');
      const result = await runReading(args, { cwd, env: { INVOICE_BATCH_JOURNAL: url } });
      expect(result.stderr).toContain(`invoice-batch: ${url}: cannot open the journal: ${REFUSAL}`);
      expect(result.stderr).toContain('after which an older invoice-batch refuses it, on every host');
      expect(result.stderr).not.toContain('upgrading the journal');
      expectStopShown(args, result.stdout, url);
      expect(result.code).toBe(2);
      expect(await postgresSchema(url)).toBe(FROM);
      expect(await postgresJournalRows(url)).toEqual(before);
      await openAsOlderVersion(url);
    },
    120_000,
  );

  it('journal upgrade migrates it, saying so on stderr, and the reading commands read it then', async () => {
    const url = await testPostgresUrl();
    await olderJournal(url);
    const cwd = makeTempDir('older-pg-upgrade');
    const env = { INVOICE_BATCH_JOURNAL: url };
    const upgrade = await runCliProcess(['journal', 'upgrade'], { cwd, env });
    expect(upgrade.stderr).toBe(
      `invoice-batch: ${url}: upgrading the journal from schema ${FROM} to ${TO}; an older invoice-batch refuses it from now on, on every host (going back means restoring a pg_dump taken before)\n`,
    );
    expect(upgrade.stdout).toBe(`${url}: upgraded from schema ${FROM} to ${TO}\n`);
    expect(upgrade.code).toBe(0);
    expect(await postgresSchema(url)).toBe(TO);
    const again = await runReading(['journal', 'upgrade', '--json'], { cwd, env });
    expect(again).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(again.stdout)).toEqual({ journal: url, from: TO, to: TO });
    const history = await runReading(['history', '--json'], { cwd, env });
    expect(history).toMatchObject({ code: 0, stderr: '' });
    expect((JSON.parse(history.stdout) as { runs: unknown[] }).runs).toHaveLength(1);
  }, 120_000);
});

describe('a command that only reads, on a SQLite journal of an older schema', () => {
  it.each(READING)(
    '%s refuses it (exit 2), makes no copy, and the older version still opens it',
    async (_, args) => {
      const cwd = folderWithInputs('older-sqlite-read');
      const file = join(cwd, 'output', 'journal.sqlite');
      await olderJournal(file);
      const before = sqliteJournalRows(file);
      const result = await runReading(args, { cwd });
      expect(result.stderr).toContain(`invoice-batch: ${file}: cannot open the journal: ${REFUSAL}`);
      expect(result.stderr).not.toContain('upgrading the journal');
      expectStopShown(args, result.stdout, file);
      expect(result.code).toBe(2);
      expect(sqliteSchema(file)).toBe(FROM);
      expect(sqliteJournalRows(file)).toEqual(before);
      expect(readdirSync(join(cwd, 'output')).filter((name) => name.includes('.schema-'))).toEqual([]);
      await openAsOlderVersion(file);
    },
    120_000,
  );

  it('journal upgrade migrates it, naming the copy it keeps', async () => {
    const cwd = makeTempDir('older-sqlite-upgrade');
    const file = join(cwd, 'output', 'journal.sqlite');
    await olderJournal(file);
    const upgrade = await runCliProcess(['journal', 'upgrade'], { cwd });
    expect(upgrade.stderr).toMatch(
      new RegExp(
        `^invoice-batch: ${file}: upgrading the journal from schema ${FROM} to ${TO}; a copy as it was before is at .+journal\\.schema-${FROM}-before-${TO}-\\d{8}-\\d{6}\\.sqlite \\(an older invoice-batch can open only that copy\\)\n$`,
      ),
    );
    expect(upgrade.stdout).toBe(`${file}: upgraded from schema ${FROM} to ${TO}\n`);
    expect(upgrade.code).toBe(0);
    expect(sqliteSchema(file)).toBe(TO);
    const history = await runCliInProcess(['history'], { cwd });
    expect(history).toMatchObject({ code: 0, stderr: '' });
  }, 120_000);
});
