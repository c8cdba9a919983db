/** A better-sqlite3 connection with its prepared statements cached for the life of the connection. */
import type Database from 'better-sqlite3';
import type { JournalDriver } from '../journal-driver.js';

export interface SqliteConnection {
  readonly db: Database.Database;
  /** A prepared statement, prepared once per connection. */
  statement(sql: string): Database.Statement;
}

export function cacheStatements(db: Database.Database): SqliteConnection {
  const cache = new Map<string, Database.Statement>();
  return {
    db,
    statement(sql) {
      let prepared = cache.get(sql);
      if (!prepared) {
        prepared = db.prepare(sql);
        cache.set(sql, prepared);
      }
      return prepared;
    },
  };
}

/** Runs one synchronous step of the driver; outside a transaction, waiting for a lock another process holds. */
export type RunStep = <T>(step: () => T) => Promise<T>;

const atOnce: RunStep = async (step) => step();

/**
 * The journal's statements on SQLite: each runs synchronously, answered as a settled promise.
 * @param run how each statement runs. @default at once
 */
export function sqliteDriver(connection: SqliteConnection, run: RunStep = atOnce): JournalDriver {
  return {
    async rows<T>(sql: string, params: readonly unknown[] = []) {
      return run(() => connection.statement(sql).all(...params) as T[]);
    },
    async row<T>(sql: string, params: readonly unknown[] = []) {
      return run(() => {
        const statement = connection.statement(sql);
        // A write (INSERT ... RETURNING) is stepped to its end: `get` stops at the first row and
        // loses the failure of the commit that follows (a full disk), answering an id never written.
        if (!statement.readonly) return (statement.all(...params) as T[])[0];
        return statement.get(...params) as T | undefined;
      });
    },
    async change(sql: string, params: readonly unknown[] = []) {
      return run(() => connection.statement(sql).run(...params).changes);
    },
    // A SQLite journal is one file on one host: its processes share that host's clock, the lease clock.
    clock: '?',
    clockParams: (at) => [at],
    noLimit: -1,
  };
}
