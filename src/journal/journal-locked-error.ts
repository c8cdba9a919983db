/**
 * A SQLite journal another process kept locked longer than the busy timeout: a known cause with
 * its own message and exit code 75 (try again later), not "unexpected error: database is locked".
 */
import { EXIT_BUSY, JournalError } from '../errors.js';

/** The one wording of the lock, in this error and in the notices of an upload waiting for it. */
export const LOCKED_BY_ANOTHER = 'the journal is locked by another process';

export class JournalLockedError extends JournalError {
  constructor(file: string, doing: string, cause: unknown) {
    super(
      `${doing}: ${LOCKED_BY_ANOTHER} (database is locked); close whatever holds it open (an sqlite3 shell, a backup or copy tool, a stuck invoice-batch) and try again`,
      file,
      { cause, exitCode: EXIT_BUSY },
    );
  }
}

/** SQLite's answer when another connection holds the lock past the busy timeout. */
export function isDatabaseLocked(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}
