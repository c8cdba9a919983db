/**
 * The two journal backends the crash, stop and fault parts run against: a SQLite file in the
 * part's own folder, or a fresh database on the test file's own PostgreSQL server (started on first
 * use, stopped after the file; see test/helpers/start-postgres.ts).
 */
import { join } from 'node:path';
import { testPostgresUrl } from '../helpers/start-postgres.js';

export type JournalBackend = 'sqlite' | 'postgres';

export const JOURNAL_BACKENDS: readonly JournalBackend[] = ['sqlite', 'postgres'];

/** A new, empty journal for one run: `journal.sqlite` in `dir`, or a postgres:// URL of a new database. */
export async function newJournal(backend: JournalBackend, dir: string): Promise<string> {
  return backend === 'sqlite' ? join(dir, 'journal.sqlite') : testPostgresUrl();
}
