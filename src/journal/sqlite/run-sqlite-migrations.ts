/**
 * Applies the migrations a SQLite journal has not seen yet, each in its own transaction, in id order.
 * Generic: it knows nothing about the tables the migrations create.
 */
import type Database from 'better-sqlite3';
import {
  changedValues,
  refuseNewerJournal,
  refuseOlderJournal,
  SCHEMA_MIGRATIONS_SQL,
  type Migration,
} from '../migrations/migration.js';

export interface MigrationResult {
  /** Ids applied by this call, in order. */
  applied: number[];
  /** Highest id now recorded. */
  version: number;
}

/** Throws a plain Error when the list is out of order, a NewerJournalError when the journal is newer than this program. */
export function runSqliteMigrations(
  db: Database.Database,
  migrations: readonly Pick<Migration, 'id' | 'name' | 'sql' | 'values'>[],
): MigrationResult {
  for (let i = 1; i < migrations.length; i += 1) {
    const previous = migrations[i - 1];
    const current = migrations[i];
    if (previous && current && current.id <= previous.id) {
      throw new Error(`migration ${current.id} (${current.name}) is listed after ${previous.id}: ids must increase`);
    }
  }
  db.exec(SCHEMA_MIGRATIONS_SQL.create);
  const appliedIds = () => db.prepare(SCHEMA_MIGRATIONS_SQL.applied).pluck().all() as number[];
  const before = appliedIds();
  refuseNewerJournal(before, migrations);
  const applied: number[] = [];
  const record = db.prepare(SCHEMA_MIGRATIONS_SQL.record);
  // A journal already up to date is opened without taking the write lock, which another process may hold.
  for (const migration of migrations.filter((each) => !before.includes(each.id))) {
    // IMMEDIATE and a re-check inside: two processes opening a new journal at once apply each migration once.
    const apply = db.transaction(() => {
      const done = db.prepare('SELECT 1 FROM schema_migrations WHERE id = ?').get(migration.id);
      if (done) return false;
      if (migration.values) fillMigrationValues(db, migration.values);
      db.exec(migration.sql);
      if (migration.values) db.exec('DROP TABLE temp.migration_values');
      record.run(migration.id, migration.name, new Date().toISOString());
      return true;
    });
    if (apply.immediate()) applied.push(migration.id);
  }
  const ids = appliedIds();
  return { applied, version: ids[ids.length - 1] ?? 0 };
}

function fillMigrationValues(db: Database.Database, values: NonNullable<Migration['values']>): void {
  db.exec('CREATE TEMP TABLE migration_values (old_text TEXT PRIMARY KEY, new_text TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO temp.migration_values (old_text, new_text) VALUES (?, ?)');
  for (const pair of changedValues(db.prepare(values.query).pluck().all(), values.map)) insert.run(...pair);
}

/**
 * For a command that only reads: throws a NewerJournalError or an OlderJournalError when the
 * journal's schema is not this program's, before anything is written (no copy, no table).
 */
export function refuseOtherSqliteSchema(db: Database.Database, migrations: readonly Pick<Migration, 'id'>[]): void {
  const hasSchema = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  const appliedIds = hasSchema ? (db.prepare(SCHEMA_MIGRATIONS_SQL.applied).pluck().all() as number[]) : [];
  refuseNewerJournal(appliedIds, migrations);
  refuseOlderJournal(appliedIds, migrations, 'an older invoice-batch can open only the copy it keeps as it was');
}
