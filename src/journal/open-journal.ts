/** Opens the journal at a location; the backend, and so every statement's implementation, is chosen here once. */
import { existsSync } from 'node:fs';
import { EXIT_USAGE, JournalError } from '../errors.js';
import type { Journal, JournalReach, MigrationBackup, SchemaUpgrade } from './journal.js';
import { ALL_MIGRATIONS } from './migrations/all-migrations.js';
import type { Migration } from './migrations/migration.js';
import { isPostgresLocation } from './journal-location.js';
import { openSqliteJournal } from './sqlite/open-sqlite-journal.js';
import { refuseDisagreeingKeyIndex } from './check-key-index.js';

export type { Journal, JournalStatements } from './journal.js';

export interface OpenJournalOptions {
  /** How long a write waits for another process holding the lock, ms. @default 15000 */
  busyTimeoutMs?: number;
  /** Migrations to apply. @default ALL_MIGRATIONS */
  migrations?: readonly Migration[];
  /**
   * Refuse the journal (a JournalError) when its key index disagrees with its table: for commands
   * about to post, which ask that index what was already created (check-key-index.ts). @default false
   */
  checkKeyIndex?: boolean;
  /**
   * Called when a SQLite journal that holds data is about to be migrated, once its copy from
   * before is made, so that the copy is named even if a migration fails. @default none
   */
  onMigrationBackup?: ((backup: MigrationBackup) => void) | undefined;
  /**
   * Called when a PostgreSQL journal that has a schema is about to be migrated (it is not copied:
   * pg_dump is), before the migrations run, with the URL as shown to users. @default none
   */
  onSchemaUpgrade?: ((upgrade: SchemaUpgrade, location: string) => void) | undefined;
  /**
   * Refuse a SQLite journal file that is not there, or a PostgreSQL database that holds no journal
   * (a JournalError naming where it looked, exit 2), instead of creating an empty one: for commands that look up what an upload recorded. @default false
   */
  existing?: boolean | undefined;
  /**
   * Told once, before connecting, what a PostgreSQL URL's sslmode=prefer, require or verify-ca means
   * here (pg's verify-full) and how to write it, with the URL as shown to users. @default none
   */
  onSslNotice?: ((notice: string, location: string) => void) | undefined;
  /**
   * How long statements wait for a PostgreSQL server out of reach before they fail, ms; given, the
   * opening waits as long for a server that is down or starting up. @default 60000, and no wait to open
   */
  reconnectWithinMs?: number | undefined;
  /** Told of a PostgreSQL journal's waits for its server, from the opening until `onReach` is listened to. @default none */
  onOpenWait?: ((reach: JournalReach, location: string) => void) | undefined;
  /**
   * Bring a journal of an older schema to this version's; false refuses it instead (an
   * OlderJournalError in a JournalError, exit 2) and changes nothing: for commands that only read,
   * since once migrated every older program refuses the journal, on every host sharing it. A journal
   * with no schema yet is created either way. @default true
   */
  migrate?: boolean | undefined;
}

/** Opens a journal for a library function given a location: the command's opener, which says what it migrated. */
export type OpenJournal = (location: string) => Promise<Journal>;

/** Opens the journal at `location` (a file path or a postgres:// URL); any failure is a JournalError naming it. */
export async function openJournal(location: string, options: OpenJournalOptions = {}): Promise<Journal> {
  const journal = await openAnyJournal(location, options);
  if (!options.checkKeyIndex) return journal;
  try {
    await refuseDisagreeingKeyIndex(journal);
    return journal;
  } catch (error) {
    await journal.close();
    throw error;
  }
}

async function openAnyJournal(location: string, options: OpenJournalOptions): Promise<Journal> {
  const migrations = options.migrations ?? ALL_MIGRATIONS;
  if (isPostgresLocation(location)) {
    // Loaded only for a PostgreSQL journal: the driver and its statements add ~50 ms to every start.
    const { openPostgresJournal } = await import('./postgres/open-postgres-journal.js');
    return openPostgresJournal(location, {
      migrations,
      reconnectWithinMs: options.reconnectWithinMs,
      onOpenWait: options.onOpenWait,
      onSchemaUpgrade: options.onSchemaUpgrade,
      migrate: options.migrate ?? true,
      existing: options.existing,
      onSslNotice: options.onSslNotice,
    });
  }
  if (options.existing && !existsSync(location)) {
    throw new JournalError(
      'no journal is there, and this command does not create one: name the journal the upload wrote, with the same --journal, or --config and --profile, that it was given',
      location,
      { exitCode: EXIT_USAGE },
    );
  }
  return openSqliteJournal(location, {
    busyTimeoutMs: options.busyTimeoutMs,
    migrations,
    onMigrationBackup: options.onMigrationBackup,
    migrate: options.migrate ?? true,
  });
}
