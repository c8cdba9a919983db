import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { openJournal } from '../../src/journal/open-journal.js';
import { runSqliteMigrations } from '../../src/journal/sqlite/run-sqlite-migrations.js';
import { sqliteDb } from '../helpers/sqlite-db.js';
import { ALL_MIGRATIONS } from '../../src/journal/migrations/all-migrations.js';
import { JournalError } from '../../src/errors.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';

describe('openJournal', () => {
  it('creates missing folders, uses WAL with full fsync, and applies every migration once', async () => {
    const dir = makeTempDir('journal-open');
    const file = join(dir, 'deep', 'er', 'journal.sqlite');
    const journal = await openJournal(file);
    expect(sqliteDb(journal).pragma('journal_mode', { simple: true })).toBe('wal');
    expect(sqliteDb(journal).pragma('synchronous', { simple: true })).toBe(2);
    expect(Number(sqliteDb(journal).pragma('busy_timeout', { simple: true }))).toBeGreaterThan(0);
    const applied = sqliteDb(journal).prepare('SELECT id FROM schema_migrations ORDER BY id').pluck().all();
    expect(applied).toEqual(ALL_MIGRATIONS.map((m) => m.id));
    await journal.close();
    const again = await openJournal(file);
    expect(sqliteDb(again).prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(ALL_MIGRATIONS.length);
    await again.close();
  });

  it('applies only the migrations a journal has not seen, in id order', async () => {
    const db = new Database(':memory:');
    const first = runSqliteMigrations(db, [{ id: 1, name: 'one', sql: 'CREATE TABLE a (x)' }]);
    expect(first).toEqual({ applied: [1], version: 1 });
    const later = runSqliteMigrations(db, [
      { id: 1, name: 'one', sql: 'CREATE TABLE a (x)' },
      { id: 100, name: 'hundred', sql: 'CREATE TABLE b (y)' },
    ]);
    expect(later).toEqual({ applied: [100], version: 100 });
    db.close();
  });

  it('refuses a migration list out of order and a journal written by a newer version', async () => {
    const db = new Database(':memory:');
    expect(() =>
      runSqliteMigrations(db, [
        { id: 2, name: 'b', sql: '' },
        { id: 1, name: 'a', sql: '' },
      ]),
    ).toThrow(/listed after 2: ids must increase/);
    runSqliteMigrations(db, [
      { id: 1, name: 'a', sql: 'CREATE TABLE a (x)' },
      { id: 7, name: 'g', sql: 'CREATE TABLE g (x)' },
    ]);
    expect(() => runSqliteMigrations(db, [{ id: 1, name: 'a', sql: 'CREATE TABLE a (x)' }])).toThrow(
      /migration 7, which this version of invoice-batch does not know/,
    );
    db.close();
  });

  it('exits 2 (configuration) on a journal file a newer version migrated, so a service restarted on failure stops', async () => {
    const dir = makeTempDir('journal-newer');
    const file = join(dir, 'journal.sqlite');
    await (await openJournal(file)).close();
    const db = new Database(file);
    db.prepare(
      `INSERT INTO schema_migrations (id, name, applied_at) VALUES (9999, 'from-the-future', '2030-01-01')`,
    ).run();
    db.close();
    const error = await openJournal(file).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(JournalError);
    expect((error as JournalError).exitCode).toBe(2);
    const history = await runCliInProcess(['history', '--journal', file], { cwd: dir });
    expect(history.code).toBe(2);
    expect(history.stderr).toContain(
      'the journal has migration 9999, which this version of invoice-batch does not know',
    );
  });

  it('rolls a failing migration back whole, so it is tried again next time', async () => {
    const db = new Database(':memory:');
    expect(() =>
      runSqliteMigrations(db, [{ id: 1, name: 'bad', sql: 'CREATE TABLE a (x); CREATE TABLE a (x);' }]),
    ).toThrow();
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'a'").pluck().get()).toBe(0);
    expect(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(0);
    db.close();
  });

  it('reports a file that is not a database as a JournalError naming the file', async () => {
    const dir = makeTempDir('journal-bad');
    const file = join(dir, 'journal.sqlite');
    writeFileSync(file, 'this is not a database, just text that is long enough to have a header '.repeat(20));
    const error = await (async () => {
      try {
        await openJournal(file);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(JournalError);
    expect((error as Error).message).toContain(file);
    expect((error as Error).message).toMatch(/cannot open the journal/);
  });
});
