/**
 * Before migrations change a SQLite journal that already holds data, a copy of it as it was is
 * made next to it, named with the schema versions: going back to the older program after an
 * upgrade means putting that copy back.
 */
import { basename, dirname, extname, join } from 'node:path';
import type Database from 'better-sqlite3';
import type { MigrationBackup } from '../journal.js';
import { SCHEMA_MIGRATIONS_SQL, type Migration } from '../migrations/migration.js';
import { copySqliteJournal } from './copy-sqlite-journal.js';

/** `journal.sqlite` from 105 to 108: `journal.schema-105-before-108.sqlite` beside it. */
export function migrationBackupPath(file: string, fromVersion: number, toVersion: number): string {
  const extension = extname(file);
  const stem = basename(file, extension);
  return join(dirname(file), `${stem}.schema-${fromVersion}-before-${toVersion}${extension || '.sqlite'}`);
}

/**
 * Copies the journal when it has a schema, records a run and `migrations` has some it has not
 * seen; undefined when nothing is to be migrated or kept (a new journal has nothing to keep). A copy of that name made
 * already (another process opened the journal at the same moment) is kept as it is.
 */
export function backupBeforeMigration(
  db: Database.Database,
  file: string,
  migrations: readonly Pick<Migration, 'id'>[],
): MigrationBackup | undefined {
  const hasSchema = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  if (!hasSchema) return undefined;
  const applied = new Set(db.prepare(SCHEMA_MIGRATIONS_SQL.applied).pluck().all() as number[]);
  if (applied.size === 0 || migrations.every((m) => applied.has(m.id))) return undefined;
  // A journal that records no run holds nothing to keep: most often one that another process is
  // creating at this moment, its first migrations in and the rest on their way.
  const hasRuns = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'runs'").get();
  if (!hasRuns || !db.prepare('SELECT 1 FROM runs LIMIT 1').get()) return undefined;
  const fromVersion = Math.max(...applied);
  const toVersion = Math.max(...migrations.map((m) => m.id));
  const path = migrationBackupPath(file, fromVersion, toVersion);
  try {
    copySqliteJournal(db, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { path, fromVersion, toVersion };
}
