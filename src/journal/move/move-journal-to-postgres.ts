/** Moves a SQLite journal file into a new PostgreSQL journal (`migrate-journal --to`). */
import { existsSync } from 'node:fs';
import { JournalError, UsageError } from '../../errors.js';
import { isPostgresLocation } from '../journal-location.js';
import { ALL_MIGRATIONS } from '../migrations/all-migrations.js';
import { openJournal, type OpenJournalOptions } from '../open-journal.js';
import { openSqliteJournal } from '../sqlite/open-sqlite-journal.js';
import { copySqliteToPostgres, TargetJournalNotEmpty, type CopiedTable } from './copy-sqlite-to-postgres.js';

const WHICH_JOURNAL = 'run migrate-journal in the folder the uploads ran in, or name their journal with --journal FILE';

/**
 * @param file the SQLite journal; only read (brought to the current schema first)
 * @param url an empty PostgreSQL database; its schema is created here
 * @param options.onMigrationBackup told of the copy made before the file is brought to the current schema
 */
export async function moveJournalToPostgres(
  file: string,
  url: string,
  options: Pick<OpenJournalOptions, 'onMigrationBackup'> = {},
): Promise<CopiedTable[]> {
  if (isPostgresLocation(file)) throw new JournalError('the journal to move is already a PostgreSQL journal', file);
  // Opening a SQLite journal creates it: moving an empty one from the wrong folder would start the
  // shared journal with no record of what was posted, and the next upload would post it all again.
  if (!existsSync(file)) throw new UsageError(`${file}: no journal there, nothing to move; ${WHICH_JOURNAL}`);
  const source = await openSqliteJournal(file, { migrations: ALL_MIGRATIONS, ...options });
  try {
    const runs = source.db.prepare('SELECT COUNT(*) AS n FROM runs').get() as { n: number };
    if (runs.n === 0) throw new UsageError(`${file}: the journal holds no uploads, nothing to move; ${WHICH_JOURNAL}`);
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
    const { postgresClientConfig } = await import('../postgres/postgres-client-config.js');
    const client = new pg.Client(postgresClientConfig(url));
    // The server dropping the connection emits 'error' besides failing the copy, which tells it.
    client.on('error', () => undefined);
    try {
      await client.connect();
      return await copySqliteToPostgres(source.db, client);
    } catch (error) {
      if (error instanceof TargetJournalNotEmpty) throw new UsageError(`${location}: ${error.message}`);
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
