/** The better-sqlite3 connection behind a SQLite journal, for tests that look at pragmas, plans or raw rows. */
import type Database from 'better-sqlite3';
import type { Journal } from '../../src/journal/journal.js';
import type { SqliteJournal } from '../../src/journal/sqlite/open-sqlite-journal.js';

export function sqliteDb(journal: Journal): Database.Database {
  if (journal.backend !== 'sqlite') throw new Error(`expected a SQLite journal, got ${journal.backend}`);
  return (journal as SqliteJournal).db;
}
