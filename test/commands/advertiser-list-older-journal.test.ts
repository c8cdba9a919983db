/**
 * `mapping infer` reads the journal only for its optional advertiser cache, to tell an id column
 * from a name column: on a SQLite journal of an older schema it proposes without it, says so in one
 * comment line of the proposal, exits 0, and leaves the journal as the older version uses it.
 * `validate` with a mapping that checks PayeeIds only when a list is cached does the same; one that
 * needs the list is refused (reading-commands-older-journal). The first infer and validate of an
 * older journal run through the built CLI, as a user meets them; the other runs in process.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { ALL_MIGRATIONS } from '../../src/journal/migrations/all-migrations.js';
import { journalSchemaVersion } from '../../src/journal/migrations/schema-version.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { postgresJournalRows, sqliteJournalRows } from '../helpers/journal-rows.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { addRun } from '../journal/journal-fixture.js';

const FROM = 113;
const OLDER = ALL_MIGRATIONS.filter((migration) => migration.id <= FROM);
const TO = journalSchemaVersion();
const INFER = ['mapping', 'infer', 'invoices.csv'];

function sqliteSchema(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT max(id) FROM schema_migrations').pluck().get() as number;
  } finally {
    db.close();
  }
}

/** A folder with invoices.csv and, in output/, a journal the older version wrote. */
async function folderWithOlderJournal(name: string): Promise<{ cwd: string; file: string }> {
  const cwd = makeTempDir(name);
  writeUploadInputs(cwd, { count: 2, prefix: 'OLD' });
  const file = join(cwd, 'output', 'journal.sqlite');
  const old = await openJournal(file, { migrations: OLDER });
  await addRun(old);
  await old.close();
  return { cwd, file };
}

/** The proposal for the same file with no journal at all. */
async function inferWithoutJournal(): Promise<string> {
  const cwd = makeTempDir('infer-no-journal');
  writeUploadInputs(cwd, { count: 2, prefix: 'OLD' });
  const result = await runCliInProcess(INFER, { cwd });
  expect(result).toMatchObject({ code: 0, stderr: '' });
  return result.stdout;
}
// Made once for the file: the same inputs give the same proposal.
let proposal: Promise<string> | undefined;
const proposalWithoutJournal = (): Promise<string> => (proposal ??= inferWithoutJournal());

describe('mapping infer on a SQLite journal of an older schema', () => {
  it('proposes without the advertiser cache, says so in one line, exits 0 and changes nothing', async () => {
    const { cwd, file } = await folderWithOlderJournal('infer-older-journal');
    const before = sqliteJournalRows(file);
    const result = await runCliProcess(INFER, { cwd });
    const note = `# Note: the journal at ${file} is at schema ${FROM}, older than this version's ${TO}: advertiser names were not looked up; "invoice-batch journal upgrade" upgrades it`;
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n').filter((line) => line.includes('journal'))).toEqual([note]);
    // Everything but the note is the proposal made with no journal.
    expect(result.stdout.replace(`\n${note}\n`, '')).toBe(await proposalWithoutJournal());
    expect(sqliteSchema(file)).toBe(FROM);
    expect(sqliteJournalRows(file)).toEqual(before);
    expect(readdirSync(join(cwd, 'output')).filter((entry) => entry.includes('.schema-'))).toEqual([]);
    await (await openJournal(file, { migrations: OLDER })).close();
  }, 120_000);

  it('says nothing of the journal once it is upgraded', async () => {
    const { cwd } = await folderWithOlderJournal('infer-upgraded-journal');
    expect((await runCliInProcess(['journal', 'upgrade'], { cwd })).code).toBe(0);
    const result = await runCliInProcess(INFER, { cwd });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(await proposalWithoutJournal());
  }, 120_000);
});

describe('validate on a SQLite journal of an older schema', () => {
  it('checks no PayeeId against its list when the mapping only uses one if cached, says so, exits 0', async () => {
    const { cwd, file } = await folderWithOlderJournal('validate-older-journal');
    const before = sqliteJournalRows(file);
    const result = await runCliProcess(['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--no-workbook'], {
      cwd,
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `The journal at ${file} is at schema ${FROM}, older than this version's ${TO}: PayeeIds were not checked against its advertiser list; \`invoice-batch journal upgrade\` upgrades it`,
    );
    const json = await runCliInProcess(['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--json'], { cwd });
    expect(json.code).toBe(0);
    expect((JSON.parse(json.stdout) as { advertiserList: unknown }).advertiserList).toEqual({
      checked: false,
      reason: `the journal is at schema ${FROM}, older than this version's ${TO}`,
      refresh: expect.any(String) as unknown,
    });
    expect(sqliteSchema(file)).toBe(FROM);
    expect(sqliteJournalRows(file)).toEqual(before);
    expect(readdirSync(join(cwd, 'output')).filter((entry) => entry.includes('.schema-'))).toEqual([]);
  }, 120_000);

  it('does the same on a PostgreSQL journal, which the older hosts go on using', async () => {
    const url = await testPostgresUrl();
    const old = await openJournal(url, { migrations: OLDER });
    await addRun(old);
    await old.close();
    const before = await postgresJournalRows(url);
    const cwd = makeTempDir('validate-older-pg');
    writeUploadInputs(cwd, { count: 2, prefix: 'OLD' });
    const result = await runCliInProcess(['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--no-workbook'], {
      cwd,
      env: withSandboxKey({ INVOICE_BATCH_JOURNAL: url }),
    });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(
      `The journal at ${url} is at schema ${FROM}, older than this version's ${TO}: PayeeIds were not checked`,
    );
    expect(await postgresJournalRows(url)).toEqual(before);
    await (await openJournal(url, { migrations: OLDER })).close();
  }, 120_000);
});
