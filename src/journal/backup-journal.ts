/**
 * `journal backup --to FILE`: a consistent copy of a SQLite journal while other processes use it.
 * The copy is taken as the journal is, without migrating it: a backup made before an upgrade is
 * one the older program can open. A PostgreSQL journal is backed up with pg_dump.
 */
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { JournalError, UsageError } from '../errors.js';
import { isPostgresLocation } from './journal-location.js';
import { copySqliteJournal } from './sqlite/copy-sqlite-journal.js';

const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

/** The name `--to` asked for, as a pg_dump archive: `before.sqlite` would read as a SQLite file, which it is not. */
function dumpName(to: string): string {
  return `${to.replace(/\.(sqlite3?|db|dump)$/i, '')}.dump`;
}

/** Copies the journal at `location` to `to`; throws a UsageError for a PostgreSQL journal, naming the pg_dump command. */
export async function backupJournal(location: string, to: string): Promise<void> {
  if (isPostgresLocation(location)) {
    // Loaded only for PostgreSQL, as when the journal is opened: the driver slows every start.
    const { describePostgresUrl } = await import('./postgres/describe-postgres-url.js');
    throw new UsageError(
      `journal backup copies a SQLite journal; this one is on PostgreSQL: back it up with pg_dump --format=custom --file=${quote(dumpName(to))} ${quote(describePostgresUrl(location))} (the password from PGPASSWORD, ~/.pgpass or the file named by PGPASSFILE) and restore it with pg_restore`,
    );
  }
  if (existsSync(to)) throw new UsageError(`--to: ${to} exists; a backup never overwrites a file: name a new one`);
  let db: Database.Database | undefined;
  try {
    db = new Database(location, { fileMustExist: true });
    copySqliteJournal(db, to);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new JournalError(`cannot back up the journal to ${to}: ${reason}`, location, { cause: error });
  } finally {
    db?.close();
  }
}
