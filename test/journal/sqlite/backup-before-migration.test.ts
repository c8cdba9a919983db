/** A SQLite journal that holds data is copied, as it was, before migrations change it. */
import { copyFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../../src/journal/open-journal.js';
import { ALL_MIGRATIONS } from '../../../src/journal/migrations/all-migrations.js';
import { migrationBackupPath } from '../../../src/journal/sqlite/backup-before-migration.js';
import { sqliteDb } from '../../helpers/sqlite-db.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { addRun } from '../journal-fixture.js';

const OLDER = ALL_MIGRATIONS.slice(0, -2);
const versionOf = (migrations: typeof ALL_MIGRATIONS) => migrations[migrations.length - 1]!.id;

describe('backup before migration', () => {
  it('copies a journal of an older schema next to it, named with both versions, before migrating it', async () => {
    const dir = makeTempDir('backup-migration');
    const file = join(dir, 'journal.sqlite');
    const old = await openJournal(file, { migrations: OLDER });
    const runId = await addRun(old);
    await old.close();

    const upgraded = await openJournal(file);
    const from = versionOf(OLDER);
    const to = versionOf(ALL_MIGRATIONS);
    const expected = join(dir, `journal.schema-${from}-before-${to}.sqlite`);
    expect(upgraded.migrationBackup).toEqual({ path: expected, fromVersion: from, toVersion: to });
    await upgraded.close();
    expect(statSync(expected).mode & 0o777).toBe(0o600);

    // The copy is the journal as it was: the older schema, the data, and the older program opens it.
    const copy = await openJournal(expected, { migrations: OLDER });
    expect(copy.migrationBackup).toBeUndefined();
    expect(sqliteDb(copy).prepare('SELECT MAX(id) FROM schema_migrations').pluck().get()).toBe(from);
    // Read with SQL of its own: today's statements may name columns the older schema lacks.
    const source = sqliteDb(copy).prepare('SELECT source_file FROM runs WHERE id = ?').pluck().get(runId);
    expect(source).toBe('month-end.csv');
    await copy.close();
  });

  it('makes no copy for a new journal or one already up to date', async () => {
    const dir = makeTempDir('backup-migration-none');
    const file = join(dir, 'journal.sqlite');
    const created = await openJournal(file);
    expect(created.migrationBackup).toBeUndefined();
    await created.close();
    const again = await openJournal(file);
    expect(again.migrationBackup).toBeUndefined();
    await again.close();
    expect(readdirSync(dir).filter((name) => name.includes('schema-'))).toEqual([]);
  });

  it('keeps a copy of that name already made by another process instead of failing', async () => {
    const dir = makeTempDir('backup-migration-twice');
    const file = join(dir, 'journal.sqlite');
    const old = await openJournal(file, { migrations: OLDER });
    await addRun(old);
    await old.close();
    const path = migrationBackupPath(file, versionOf(OLDER), versionOf(ALL_MIGRATIONS));
    // A first open that made the copy and was stopped before it migrated.
    copyFileSync(file, path);
    const upgraded = await openJournal(file);
    expect(upgraded.migrationBackup?.path).toBe(path);
    await upgraded.close();
    expect(existsSync(path)).toBe(true);
  });

  it('makes no copy of an older journal that records no run: one another process is creating now', async () => {
    const dir = makeTempDir('backup-migration-empty');
    const file = join(dir, 'journal.sqlite');
    // The first migrations in, as a process that creates the journal leaves it between two of them.
    const half = await openJournal(file, { migrations: ALL_MIGRATIONS.slice(0, 1) });
    await half.close();
    const upgraded = await openJournal(file);
    expect(upgraded.migrationBackup).toBeUndefined();
    await upgraded.close();
    expect(readdirSync(dir).filter((name) => name.includes('schema-'))).toEqual([]);
  });

  it('names the copy after a journal file of any name', () => {
    expect(migrationBackupPath('/srv/ib/journal.sqlite', 105, 108)).toBe(
      '/srv/ib/journal.schema-105-before-108.sqlite',
    );
    expect(migrationBackupPath('/srv/ib/journal.db', 1, 4)).toBe('/srv/ib/journal.schema-1-before-4.db');
    expect(migrationBackupPath('/srv/ib/journal', 1, 4)).toBe('/srv/ib/journal.schema-1-before-4.sqlite');
  });
});
