/** A better-sqlite3 connection with its prepared statements cached for the life of the connection. */
import type Database from 'better-sqlite3';

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
