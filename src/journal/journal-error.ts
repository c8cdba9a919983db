/**
 * Turns a database failure into the JournalError a command reports: SQLite (disk full, locked too
 * long, corrupt file) or PostgreSQL (an error of the server, a connection lost).
 */
import pg from 'pg';
import { JournalError } from '../errors.js';

export function asJournalError(error: unknown, file: string, doing: string): unknown {
  if (error instanceof JournalError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('SQLITE_')) {
    const reason = error instanceof Error ? error.message : String(error);
    return new JournalError(`${doing}: ${reason} (${code})`, file, { cause: error });
  }
  if (error instanceof pg.DatabaseError)
    return new JournalError(`${doing}: ${error.message} (PostgreSQL ${error.code ?? 'error'})`, file, { cause: error });
  if (
    error instanceof Error &&
    /^Connection terminated|^Client has encountered a connection error/.test(error.message)
  ) {
    return new JournalError(`${doing}: the connection to PostgreSQL was lost: ${error.message}`, file, {
      cause: error,
    });
  }
  return error;
}
