/** Turns a SQLite failure (disk full, locked too long, corrupt file) into the JournalError a command reports. */
import { JournalError } from '../errors.js';

export function asJournalError(error: unknown, file: string, doing: string): unknown {
  if (error instanceof JournalError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('SQLITE_')) {
    const reason = error instanceof Error ? error.message : String(error);
    return new JournalError(`${doing}: ${reason} (${code})`, file, { cause: error });
  }
  return error;
}
