/**
 * Opens (creating when needed) the SQLite journal: WAL, full fsync on every commit, a busy
 * timeout for a second process, and the schema brought up to date.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { JournalError } from '../errors.js';
import { ALL_MIGRATIONS } from './migrations/all-migrations.js';
import type { Migration } from './migrations/migration.js';
import { runMigrations } from './run-migrations.js';

export interface Journal {
  /** Absolute path of the journal file. */
  readonly file: string;
  readonly db: Database.Database;
  /** A prepared statement, cached for the life of the connection. */
  statement(sql: string): Database.Statement;
  /** Runs `fn` in one IMMEDIATE transaction; the commit is durable when it returns. */
  transaction<T>(fn: () => T): T;
  close(): void;
}

export interface OpenJournalOptions {
  /** How long a write waits for another process holding the lock, ms. @default 15000 */
  busyTimeoutMs?: number;
  /** Migrations to apply. @default ALL_MIGRATIONS */
  migrations?: readonly Migration[];
}

/** Opens the journal at `file`; any failure is a JournalError naming the file. */
export function openJournal(file: string, options: OpenJournalOptions = {}): Journal {
  let db: Database.Database | undefined;
  try {
    mkdirSync(dirname(file), { recursive: true });
    db = new Database(file);
    db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 15_000}`);
    const mode = db.pragma('journal_mode = WAL', { simple: true });
    if (String(mode).toLowerCase() !== 'wal') throw new Error(`cannot switch to WAL mode (got ${String(mode)})`);
    // FULL: a commit is on disk before the next request leaves, so "sending" survives a power loss.
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    runMigrations(db, options.migrations ?? ALL_MIGRATIONS);
  } catch (error) {
    db?.close();
    const reason = error instanceof Error ? error.message : String(error);
    throw new JournalError(`cannot open the journal: ${reason}`, file, { cause: error });
  }
  return wrapDatabase(file, db);
}

function wrapDatabase(file: string, db: Database.Database): Journal {
  const cache = new Map<string, Database.Statement>();
  return {
    file,
    db,
    statement(sql) {
      let prepared = cache.get(sql);
      if (!prepared) {
        prepared = db.prepare(sql);
        cache.set(sql, prepared);
      }
      return prepared;
    },
    transaction(fn) {
      return db.transaction(fn).immediate();
    },
    close() {
      cache.clear();
      if (db.open) db.close();
    },
  };
}
