/**
 * Which tables `migrate-journal` copies, and which it leaves behind on purpose. A table a later
 * migration adds must be named in one of the two: the move refuses a journal holding a table it
 * does not know, rather than arrive without it (as corrections of a resolution once did, leaving
 * the invoice's history rewritten on the new database).
 */
import type Database from 'better-sqlite3';

/** The journal's tables, parents before children (foreign keys). */
export const MOVED_TABLES = [
  'runs',
  'invoices',
  'problems',
  'status_history',
  // What a resolution held before `resolve --correct` changed it: the invoice's history reads it.
  'resolution_corrections',
  'advertiser_lists',
  'advertisers',
  'schedule_runs',
  'watch_claims',
  'watch_files',
  // A reconcile stopped before the move goes on after it on the new database.
  'reconcile_runs',
  'reconcile_run_checks',
  // A held copy closed as reviewed stays closed, with who decided it and why.
  'held_copy_reviews',
  // The moved journal is the same journal: the register of journals knows it by this.
  'journal_identity',
] as const;

/** Tables whose `id` the database hands out: its sequence continues after the copied ids. */
export const IDENTITY_TABLES = new Set([
  'runs',
  'invoices',
  'problems',
  'status_history',
  'resolution_corrections',
  'schedule_runs',
  'watch_files',
  'reconcile_runs',
  'held_copy_reviews',
]);

/**
 * Not copied: the target's migrations fill its own schema_migrations, and a job lease belongs to a
 * process working on the old journal, which a move waits for (nothing runs while it moves).
 */
const LEFT_BEHIND = new Set(['schema_migrations', 'job_leases']);

/** The tables of the SQLite journal that are neither moved nor left behind on purpose. */
export function unknownTables(source: Database.Database): string[] {
  const known = new Set<string>([...MOVED_TABLES, ...LEFT_BEHIND]);
  const tables = source
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
    )
    .all() as { name: string }[];
  return tables.map(({ name }) => name).filter((name) => !known.has(name));
}
