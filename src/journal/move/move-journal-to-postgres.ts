/** Moves a SQLite journal file into a new PostgreSQL journal (`migrate-journal --to`). */
import { JournalError } from '../../errors.js';
import { isPostgresLocation } from '../journal-location.js';
import { ALL_MIGRATIONS } from '../migrations/all-migrations.js';
import { openJournal } from '../open-journal.js';
import { openSqliteJournal } from '../sqlite/open-sqlite-journal.js';
import { copySqliteToPostgres, type CopiedTable } from './copy-sqlite-to-postgres.js';

/**
 * @param file the SQLite journal; only read (brought to the current schema first)
 * @param url an empty PostgreSQL database; its schema is created here
 */
export async function moveJournalToPostgres(file: string, url: string): Promise<CopiedTable[]> {
  if (isPostgresLocation(file)) throw new JournalError('the journal to move is already a PostgreSQL journal', file);
  const source = await openSqliteJournal(file, { migrations: ALL_MIGRATIONS });
  try {
    const unfinished = await source.runs.listUnfinishedRuns();
    if (unfinished.length > 0) {
      const ids = unfinished.map((run) => run.id).join(', ');
      throw new JournalError(
        `run ${ids} has not ended (a process is still uploading, or died: run any upload once to settle it); move the journal when nothing runs`,
        file,
      );
    }
    const target = await openJournal(url);
    const location = target.location;
    await target.close();
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      return await copySqliteToPostgres(source.db, client);
    } catch (error) {
      throw new JournalError(
        `cannot move the journal: ${error instanceof Error ? error.message : String(error)}`,
        location,
        { cause: error },
      );
    } finally {
      await client.end().catch(() => undefined);
    }
  } finally {
    await source.close();
  }
}
