/** Opens the journal at a location; the backend, and so every statement's implementation, is chosen here once. */
import type { Journal } from './journal.js';
import { ALL_MIGRATIONS } from './migrations/all-migrations.js';
import type { Migration } from './migrations/migration.js';
import { isPostgresLocation } from './journal-location.js';
import { openSqliteJournal } from './sqlite/open-sqlite-journal.js';

export type { Journal, JournalStatements } from './journal.js';

export interface OpenJournalOptions {
  /** How long a write waits for another process holding the lock, ms. @default 15000 */
  busyTimeoutMs?: number;
  /** Migrations to apply. @default ALL_MIGRATIONS */
  migrations?: readonly Migration[];
}

/** Opens the journal at `location` (a file path or a postgres:// URL); any failure is a JournalError naming it. */
export async function openJournal(location: string, options: OpenJournalOptions = {}): Promise<Journal> {
  const migrations = options.migrations ?? ALL_MIGRATIONS;
  if (isPostgresLocation(location)) {
    // Loaded only for a PostgreSQL journal: the driver and its statements add ~50 ms to every start.
    const { openPostgresJournal } = await import('./postgres/open-postgres-journal.js');
    return openPostgresJournal(location, { migrations });
  }
  return openSqliteJournal(location, { ...options, migrations });
}
