/**
 * Turns a database failure into the JournalError a command reports: SQLite (disk full, locked too
 * long, corrupt file) or PostgreSQL (an error of the server, a connection lost).
 */
import type { DatabaseError } from 'pg';
import { JournalError } from '../errors.js';
import { isDatabaseLocked, JournalLockedError } from './journal-locked-error.js';
import { describeDiskFull } from './describe-disk-full.js';
import { NoAnswerError } from './postgres/bound-server-silence.js';
import { NotCommittedError } from './postgres/not-committed-error.js';

/**
 * An error the PostgreSQL server sent (pg's DatabaseError: a SQLSTATE code and a severity), told
 * by its shape so that a command on a SQLite journal never loads the driver.
 */
function isServerError(error: unknown): error is DatabaseError {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as Partial<DatabaseError>;
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * @param inDoubt what a failed write leaves in doubt and how to see it, told after the disk-full
 * advice (an upload's journal filling while invoices were on their way) @default nothing named
 */
export function asJournalError(error: unknown, file: string, doing: string, inDoubt?: string): unknown {
  if (error instanceof JournalError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (isDatabaseLocked(error)) return new JournalLockedError(file, doing, error);
  const full = describeDiskFull(error, file);
  if (full) {
    const reason = error instanceof Error ? error.message : String(error);
    const database = isServerError(error) ? 'PostgreSQL' : 'SQLite';
    const which = isServerError(error) ? `PostgreSQL ${String(code)}` : String(code);
    return new JournalError(
      `${doing}: ${full}; what was recorded before stays in the journal, this step was not (${database} undid it); free space there (or raise the quota)${inDoubt ? `; ${inDoubt};` : ''} and run the command again (${reason}, ${which})`,
      file,
      { cause: error },
    );
  }
  if (typeof code === 'string' && code.startsWith('SQLITE_')) {
    const reason = error instanceof Error ? error.message : String(error);
    return new JournalError(`${doing}: ${reason} (${code})`, file, { cause: error });
  }
  if (isServerError(error))
    return new JournalError(`${doing}: ${error.message} (PostgreSQL ${error.code ?? 'error'})`, file, { cause: error });
  if (
    error instanceof Error &&
    /^Connection terminated|^Client has encountered a connection error/.test(error.message)
  ) {
    return new JournalError(`${doing}: the connection to PostgreSQL was lost: ${error.message}`, file, {
      cause: error,
    });
  }
  // Cut on every try within the wait, each known to have rolled back: the step can simply be run again.
  if (error instanceof NotCommittedError) {
    const reason = error.cause instanceof Error ? error.cause.message : error.message;
    return new JournalError(
      `${doing}: the connection to PostgreSQL was lost on every try within the journal's wait, and nothing of this step was recorded; run the command again once the connection holds (${reason})`,
      file,
      { cause: error },
    );
  }
  if (error instanceof NoAnswerError)
    return new JournalError(`${doing}: the PostgreSQL server did not answer: ${error.message}`, file, { cause: error });
  return error;
}

/**
 * A failure that reached a command's edge without a journal step naming it: a database's error is
 * the journal's (at `file`), a system call's (a write to a full drop folder or results folder) is
 * not, and is left as it is rather than blamed on the journal's disk.
 */
export function asJournalErrorAtEdge(error: unknown, file: string, doing: string): unknown {
  const syscall = (error as { syscall?: unknown } | null)?.syscall;
  return typeof syscall === 'string' ? error : asJournalError(error, file, doing);
}
