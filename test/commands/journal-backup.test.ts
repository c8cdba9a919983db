/** `journal backup --to FILE`, and the notice of a journal migrated to this version's schema. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { ALL_MIGRATIONS } from '../../src/journal/migrations/all-migrations.js';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { addRun } from '../journal/journal-fixture.js';

describe('invoice-batch journal backup', () => {
  it('copies the journal in use into a new private file that holds every invoice', async () => {
    const cwd = makeTempDir('journal-backup');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 5, prefix: 'BACKUP' });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'];
    expect((await runCliInProcess(upload, { cwd })).code).toBe(0);

    const result = await runCliInProcess(['journal', 'backup', '--to', 'copy.sqlite'], { cwd });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const copyFile = join(cwd, 'copy.sqlite');
    expect(result.stdout).toBe(`Copied ${join(cwd, 'output', 'journal.sqlite')} to ${copyFile}\n`);
    expect(statSync(copyFile).mode & 0o777).toBe(0o600);
    const copy = await openJournal(copyFile);
    const rows = await copy.lists.listInvoices({ limit: -1 });
    await copy.close();
    expect(rows.map((row) => [row.invoiceNumber, row.state]).sort()).toEqual(
      [1, 2, 3, 4, 5].map((i) => [`BACKUP-000${i}`, 'created']),
    );

    const again = await runCliInProcess(['journal', 'backup', '--to', 'copy.sqlite'], { cwd });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('copy.sqlite exists; a backup never overwrites a file');
  });

  it('copies an older journal as it is, without migrating it first', async () => {
    const cwd = makeTempDir('journal-backup-old');
    const older = ALL_MIGRATIONS.slice(0, -1);
    const old = await openJournal(join(cwd, 'output', 'journal.sqlite'), { migrations: older });
    await addRun(old);
    await old.close();
    const result = await runCliInProcess(['journal', 'backup', '--to', 'before.sqlite'], { cwd });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const copy = await openJournal(join(cwd, 'before.sqlite'), { migrations: older });
    expect(copy.migrationBackup).toBeUndefined();
    await copy.close();
    expect(readdirSync(join(cwd, 'output')).filter((name) => name.includes('.schema-'))).toEqual([]);
  });

  // A pg_dump archive named X.sqlite would be taken for a SQLite journal: the name given becomes a .dump.
  it.each([
    ['j.dump', 'j.dump'],
    ['before.sqlite', 'before.dump'],
    ['nightly backup.DB', 'nightly backup.dump'],
    ['journal.sqlite3', 'journal.dump'],
    ['journal-2026-12-01', 'journal-2026-12-01.dump'],
  ])(
    'names the pg_dump command for a PostgreSQL journal (--to %s: %s), without its secrets, and exits 2',
    async (to, dump) => {
      const cwd = makeTempDir('journal-backup-pg');
      const result = await runCliInProcess(['journal', 'backup', '--to', to], {
        cwd,
        env: {
          INVOICE_BATCH_API_KEY: SANDBOX_API_KEY,
          INVOICE_BATCH_JOURNAL: 'postgres://ib@db.example:5432/journal?sslmode=require&sslpassword=s3cret',
        },
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(
        `pg_dump --format=custom --file='${join(cwd, dump)}' 'postgres://ib@db.example:5432/journal?sslmode=require&sslpassword=***' (the password from PGPASSWORD, ~/.pgpass or the file named by PGPASSFILE)`,
      );
      expect(result.stderr).not.toContain('s3cret');
    },
  );

  it('asks for --to, and refuses --to without backup', async () => {
    const cwd = makeTempDir('journal-backup-usage');
    expect(await runCliInProcess(['journal', 'backup'], { cwd })).toMatchObject({
      code: 2,
      stderr: 'invoice-batch: journal backup: name the new file with --to FILE\n',
    });
    expect((await runCliInProcess(['journal', '--to', 'x.sqlite'], { cwd })).code).toBe(2);
  });

  it('says when a command migrated the journal and where the copy from before is', async () => {
    const cwd = makeTempDir('journal-migrated-notice');
    const file = join(cwd, 'output', 'journal.sqlite');
    const older = ALL_MIGRATIONS.slice(0, -1);
    const old = await openJournal(file, { migrations: older });
    await addRun(old);
    await old.close();
    const from = older.at(-1)!.id;
    const to = ALL_MIGRATIONS.at(-1)!.id;
    const result = await runCliInProcess(['journal', 'upgrade'], { cwd });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      new RegExp(
        `^invoice-batch: ${file}: upgrading the journal from schema ${from} to ${to}; a copy as it was before is at ${join(cwd, 'output')}/journal\\.schema-${from}-before-${to}-\\d{8}-\\d{6}\\.sqlite \\(an older invoice-batch can open only that copy\\)\n$`,
      ),
    );
    expect((await runCliInProcess(['history'], { cwd })).stderr).toBe('');
  });
});
