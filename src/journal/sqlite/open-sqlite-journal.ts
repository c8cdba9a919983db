/**
 * Opens (creating when needed) a SQLite journal file: WAL, full fsync on every commit, a bounded
 * wait for another process holding the lock (wait-for-lock.ts), and the schema brought up to date.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { EXIT_FAILED, EXIT_USAGE, JournalError } from '../../errors.js';
import { describeDiskFull } from '../describe-disk-full.js';
import { isDatabaseLocked, JournalLockedError } from '../journal-locked-error.js';
import { createReachWatch } from '../reach-watch.js';
import type { Journal, JournalStatements, MigrationBackup, TransactionOptions } from '../journal.js';
import { JournalVersionError, type Migration } from '../migrations/migration.js';
import { refuseOtherSqliteSchema, runSqliteMigrations } from './run-sqlite-migrations.js';
import { backupBeforeMigration } from './backup-before-migration.js';
import { FIND_SHARED_INSTANCES_SQLITE } from '../shared-instances.js';
import { statementsOverDriver } from '../statements-over-driver.js';
import { claimUnderFileLock } from './claim-under-file-lock.js';
import { cacheStatements, sqliteDriver, type RunStep, type SqliteConnection } from './sqlite-connection.js';
import { sqliteKeyIndexStatements } from './sqlite-index-statements.js';
import { sqliteResultsPage } from './sqlite-list-statements.js';
import { stageInProcess } from './stage-in-process.js';
import {
  createPrivateFile,
  fileStillThere,
  refuseReadOnlyJournal,
  refuseLostJournalBeside,
} from './guard-journal-file.js';
import { ATTEMPT_MS, withLockWait } from './wait-for-lock.js';

export interface SqliteJournal extends Journal {
  readonly backend: 'sqlite';
  /** The connection itself, for tests that look at pragmas and query plans. */
  readonly db: Database.Database;
  /** The copy made before this open migrated the journal; undefined when nothing was migrated. */
  readonly migrationBackup: MigrationBackup | undefined;
}

export interface OpenSqliteOptions {
  /** How long a write waits for another process holding the lock (told through `onReach`), ms. @default 15000 */
  busyTimeoutMs?: number;
  migrations: readonly Migration[];
  /** Called once the copy of a journal about to be migrated is made, before the migrations run. @default none */
  onMigrationBackup?: ((backup: MigrationBackup) => void) | undefined;
  /** False refuses a journal of an older schema (OlderJournalError), with no copy made, instead of migrating it. @default true */
  migrate?: boolean | undefined;
}

/** Opens the journal at `file`; any failure is a JournalError naming the file. */
export async function openSqliteJournal(file: string, options: OpenSqliteOptions): Promise<SqliteJournal> {
  const busyTimeoutMs = options.busyTimeoutMs ?? 15_000;
  const deadline = performance.now() + busyTimeoutMs;
  if (!existsSync(file)) refuseLostJournalBeside(file);
  // A busy journal is opened again, and its copy is found made: it is announced once.
  let announced = false;
  const onBackup = (backup: MigrationBackup) => {
    if (!announced) options.onMigrationBackup?.(backup);
    announced = true;
  };
  for (let wait = 10; ; wait = Math.min(wait * 2, 250)) {
    try {
      const { db, migrationBackup } = openDatabase(file, busyTimeoutMs, options, onBackup);
      return wrapConnection(file, cacheStatements(db), migrationBackup, busyTimeoutMs);
    } catch (error) {
      if (error instanceof JournalError) throw error;
      // Two processes creating the same journal at once: switching a new file to WAL and the first
      // migrations can answer SQLITE_BUSY without waiting for the busy timeout. Open again until it passes.
      const busy = (error as { code?: unknown }).code === 'SQLITE_BUSY';
      if (!busy || performance.now() + wait > deadline) {
        if (isDatabaseLocked(error)) throw new JournalLockedError(file, 'cannot open the journal', error);
        const reason = error instanceof Error ? error.message : String(error);
        const full = describeDiskFull(error, file);
        if (full)
          throw new JournalError(
            `cannot open the journal: ${full}; nothing was read, recorded or sent; free space there (or raise the quota, or name a journal elsewhere with --journal) and run the command again (${reason})`,
            file,
            { cause: error },
          );
        const exitCode = error instanceof JournalVersionError ? EXIT_USAGE : EXIT_FAILED;
        throw new JournalError(`cannot open the journal: ${reason}`, file, { cause: error, exitCode });
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

function openDatabase(
  file: string,
  busyTimeoutMs: number,
  { migrations, migrate = true }: Pick<OpenSqliteOptions, 'migrations' | 'migrate'>,
  onBackup: (backup: MigrationBackup) => void,
): { db: Database.Database; migrationBackup: MigrationBackup | undefined } {
  let db: Database.Database | undefined;
  try {
    mkdirSync(dirname(file), { recursive: true });
    // SQLite gives the -wal and -shm files the mode of the database: a new journal starts private.
    refuseReadOnlyJournal(file);
    createPrivateFile(file);
    db = new Database(file);
    // Each attempt waits briefly within SQLite; the rest of the wait is timers (wait-for-lock.ts).
    db.pragma(`busy_timeout = ${Math.min(busyTimeoutMs, ATTEMPT_MS)}`);
    const mode = db.pragma('journal_mode = WAL', { simple: true });
    if (String(mode).toLowerCase() !== 'wal') throw new Error(`cannot switch to WAL mode (got ${String(mode)})`);
    // FULL: a commit is on disk before the next request leaves, so "sending" survives a power loss.
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    if (!migrate) refuseOtherSqliteSchema(db, migrations);
    const migrationBackup = backupBeforeMigration(db, file, migrations);
    // Said before migrating: should a migration fail, the copy to go back to is already named.
    if (migrationBackup) onBackup(migrationBackup);
    runSqliteMigrations(db, migrations);
    return { db, migrationBackup };
  } catch (error) {
    db?.close();
    throw error;
  }
}

function wrapConnection(
  file: string,
  connection: SqliteConnection,
  migrationBackup: MigrationBackup | undefined,
  lockWaitMs: number,
): SqliteJournal {
  const { db } = connection;
  const reach = createReachWatch();
  const waitForLock: RunStep = (step) => withLockWait(step, lockWaitMs, reach);
  // In a transaction, which holds the lock from its BEGIN IMMEDIATE on, statements run at once.
  const statements = sqliteStatements(connection);
  // Outside one, each statement is its own transaction: refused as busy, it did nothing, and is tried again.
  const outside = sqliteStatements(connection, waitForLock);
  // One transaction at a time on the connection: a second caller waits for the first to end.
  let previous: Promise<unknown> = Promise.resolve();
  const checkFile = fileStillThere(file, db);
  return {
    ...outside,
    backend: 'sqlite',
    location: file,
    db,
    migrationBackup,
    transaction<T>(fn: (tx: JournalStatements) => Promise<T>, options?: TransactionOptions): Promise<T> {
      const run = async (): Promise<T> => {
        checkFile();
        // A reading transaction takes no lock in WAL mode: it sees the last commit, whoever writes now.
        await waitForLock(() => db.exec(options?.readOnly ? 'BEGIN' : 'BEGIN IMMEDIATE'));
        try {
          const value = await fn(statements);
          db.exec('COMMIT');
          return value;
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw error;
        }
      };
      const result = previous.then(run, run);
      previous = result.catch(() => undefined);
      return result;
    },
    onReach: (listener) => reach.listen(listener),
    async close() {
      await previous;
      if (db.open) db.close();
    },
  };
}

function sqliteStatements(connection: SqliteConnection, run?: RunStep): JournalStatements {
  const driver = sqliteDriver(connection, run);
  return statementsOverDriver(driver, {
    send: claimUnderFileLock(driver),
    stage: stageInProcess(connection),
    lists: sqliteResultsPage(connection),
    keyIndex: sqliteKeyIndexStatements(connection),
    sharedInstancesSql: FIND_SHARED_INSTANCES_SQLITE,
  });
}
