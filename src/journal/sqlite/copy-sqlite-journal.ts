/**
 * A consistent copy of an open SQLite journal in one file, with what is still in its -wal file:
 * `VACUUM INTO` reads one snapshot while other processes go on writing. The copy is created 0600
 * first, as the journal is: it holds the same invoice data and instance ids.
 */
import { closeSync, openSync } from 'node:fs';
import type Database from 'better-sqlite3';

/**
 * Copies `db` to `to`. Throws EEXIST when `to` exists: a backup never overwrites a file.
 */
export function copySqliteJournal(db: Database.Database, to: string): void {
  // VACUUM INTO takes an existing file only when it is empty: the 'wx' open makes it so, private.
  closeSync(openSync(to, 'wx', 0o600));
  db.prepare('VACUUM INTO ?').run(to);
}
