/**
 * Before migrations change a SQLite journal that already holds data, a copy of it as it was is
 * made next to it, named with the schema versions and the time: going back to the older program
 * after an upgrade means putting that copy back. Each upgrade writes a copy of its own, so a copy
 * left from an earlier upgrade (one rolled back since) is never named as this one's.
 */
import { basename, dirname, extname, join } from 'node:path';
import type Database from 'better-sqlite3';
import type { MigrationBackup } from '../journal.js';
import { SCHEMA_MIGRATIONS_SQL, type Migration } from '../migrations/migration.js';
import { copySqliteJournal } from './copy-sqlite-journal.js';
import { removeCopyMigratedMeanwhile } from './remove-copy-migrated-meanwhile.js';

/**
 * `journal.sqlite` from 105 to 108 at 2026-03-31 10:15:00 UTC:
 * `journal.schema-105-before-108-20260331-101500.sqlite` beside it; `attempt` 2 and on add `-2`, ...
 */
export function migrationBackupPath(
  file: string,
  fromVersion: number,
  toVersion: number,
  at: Date,
  attempt = 1,
): string {
  const extension = extname(file);
  const stem = basename(file, extension);
  const iso = at.toISOString();
  const stamp = `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
  const again = attempt > 1 ? `-${attempt}` : '';
  return join(
    dirname(file),
    `${stem}.schema-${fromVersion}-before-${toVersion}-${stamp}${again}${extension || '.sqlite'}`,
  );
}

/**
 * Copies the journal when it has a schema, records a run and `migrations` has some it has not
 * seen; undefined when nothing is to be migrated or kept (a new journal has nothing to keep), or
 * when another process migrated it while the copy was made (its own copy is the one from before).
 */
export function backupBeforeMigration(
  db: Database.Database,
  file: string,
  migrations: readonly Pick<Migration, 'id'>[],
  now: () => Date = () => new Date(),
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
  const path = copyToFreeName(db, (attempt) => migrationBackupPath(file, fromVersion, toVersion, now(), attempt));
  if (removeCopyMigratedMeanwhile(path, fromVersion)) return undefined;
  return { path, fromVersion, toVersion };
}

/** A file already there (another upgrade's copy, or one made in the same second) is never overwritten. */
function copyToFreeName(db: Database.Database, nameFor: (attempt: number) => string): string {
  for (let attempt = 1; ; attempt += 1) {
    const path = nameFor(attempt);
    try {
      copySqliteJournal(db, path);
      return path;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}
