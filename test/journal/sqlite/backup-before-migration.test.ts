/** A SQLite journal that holds data is copied, as it was, before migrations change it. */
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../../src/journal/open-journal.js';
import { ALL_MIGRATIONS } from '../../../src/journal/migrations/all-migrations.js';
import { backupBeforeMigration, migrationBackupPath } from '../../../src/journal/sqlite/backup-before-migration.js';
import { removeCopyMigratedMeanwhile } from '../../../src/journal/sqlite/remove-copy-migrated-meanwhile.js';
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
    const expected = upgraded.migrationBackup?.path ?? '';
    expect(upgraded.migrationBackup).toEqual({ path: expected, fromVersion: from, toVersion: to });
    expect(expected).toMatch(new RegExp(`^${dir}/journal\\.schema-${from}-before-${to}-\\d{8}-\\d{6}\\.sqlite$`));
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

  it('after a rollback and a second upgrade, names a new copy holding what the older program recorded since', async () => {
    const dir = makeTempDir('backup-migration-again');
    const file = join(dir, 'journal.sqlite');
    const old = await openJournal(file, { migrations: OLDER });
    await addRun(old, { sourceFile: 'first.csv' });
    await old.close();
    const first = await openJournal(file);
    const firstCopy = first.migrationBackup?.path ?? '';
    await first.close();
    const firstBytes = readFileSync(firstCopy);

    // The documented rollback: the copy put back as the journal, and the older program goes on.
    renameSync(file, join(dir, 'journal-new-aside.sqlite'));
    for (const side of ['-wal', '-shm']) rmSync(`${file}${side}`, { force: true });
    copyFileSync(firstCopy, file);
    const rolledBack = await openJournal(file, { migrations: OLDER });
    const secondRun = await addRun(rolledBack, { sourceFile: 'second.csv' });
    await rolledBack.close();

    const second = await openJournal(file);
    const secondCopy = second.migrationBackup?.path ?? '';
    await second.close();
    expect(secondCopy).not.toBe(firstCopy);
    expect(readFileSync(firstCopy).equals(firstBytes)).toBe(true);
    const copy = await openJournal(secondCopy, { migrations: OLDER });
    const files = sqliteDb(copy).prepare('SELECT source_file FROM runs ORDER BY id').pluck().all();
    expect(files).toEqual(['first.csv', 'second.csv']);
    expect(sqliteDb(copy).prepare('SELECT MAX(id) FROM runs').pluck().get()).toBe(secondRun);
    await copy.close();
  });

  it('never overwrites a file of the name it would take, and writes its copy under the next one', async () => {
    const dir = makeTempDir('backup-migration-taken');
    const file = join(dir, 'journal.sqlite');
    const old = await openJournal(file, { migrations: OLDER });
    await addRun(old);
    await old.close();
    const at = new Date('2026-03-31T10:15:00Z');
    const taken = migrationBackupPath(file, versionOf(OLDER), versionOf(ALL_MIGRATIONS), at);
    copyFileSync(file, taken);
    const before = readFileSync(taken);
    const db = new Database(file);
    const backup = backupBeforeMigration(db, file, ALL_MIGRATIONS, () => at);
    db.close();
    expect(backup?.path).toBe(migrationBackupPath(file, versionOf(OLDER), versionOf(ALL_MIGRATIONS), at, 2));
    expect(readFileSync(taken).equals(before)).toBe(true);
    expect(existsSync(backup?.path ?? '')).toBe(true);
  });

  it('removes, and does not name, a copy made after another process had migrated the journal', async () => {
    const dir = makeTempDir('backup-migration-meanwhile');
    const file = join(dir, 'journal.sqlite');
    const old = await openJournal(file, { migrations: OLDER });
    await addRun(old);
    await old.close();
    const olderCopy = join(dir, 'older.sqlite');
    copyFileSync(file, olderCopy);
    const migrated = await openJournal(file);
    await migrated.close();
    const newerCopy = join(dir, 'newer.sqlite');
    const db = new Database(file);
    db.prepare('VACUUM INTO ?').run(newerCopy);
    db.close();
    expect(removeCopyMigratedMeanwhile(olderCopy, versionOf(OLDER))).toBe(false);
    expect(existsSync(olderCopy)).toBe(true);
    expect(removeCopyMigratedMeanwhile(newerCopy, versionOf(OLDER))).toBe(true);
    expect(existsSync(newerCopy)).toBe(false);
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

  it('names the copy after a journal file of any name, the versions and the time (UTC)', () => {
    const at = new Date('2026-03-31T10:15:07Z');
    expect(migrationBackupPath('/srv/ib/journal.sqlite', 105, 108, at)).toBe(
      '/srv/ib/journal.schema-105-before-108-20260331-101507.sqlite',
    );
    expect(migrationBackupPath('/srv/ib/journal.db', 1, 4, at, 3)).toBe(
      '/srv/ib/journal.schema-1-before-4-20260331-101507-3.db',
    );
    expect(migrationBackupPath('/srv/ib/journal', 1, 4, at)).toBe(
      '/srv/ib/journal.schema-1-before-4-20260331-101507.sqlite',
    );
  });
});
