/**
 * The identity of whatever file is at a path, read without migrating or creating it: the
 * register of journals asks whether the file where a journal was seen is that journal still (a copy
 * in use beside it) or something else (another journal put there, a file that is no journal).
 */
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';

export type FileIdentity =
  | { kind: 'missing' }
  | { kind: 'journal'; id: string }
  /** A file, but no journal with an identity: another kind of file, an empty one, a journal from before identities. */
  | { kind: 'not-journal' }
  /** There, but it could not be read (locked, no permission): it may be the journal. */
  | { kind: 'unreadable'; problem: string };

/** What is at `path`. Waits for no lock: a journal locked by another process is unreadable now. */
export function readJournalFileIdentity(path: string): FileIdentity {
  try {
    if (!statSync(path).isFile()) return { kind: 'not-journal' };
  } catch (error) {
    if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return { kind: 'missing' };
    return { kind: 'unreadable', problem: (error as Error).message };
  }
  let db: Database.Database | undefined;
  try {
    // Not read-only: a read-only connection to a WAL file makes -wal and -shm files it cannot remove.
    db = new Database(path, { fileMustExist: true, timeout: 0 });
    const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'journal_identity'").get();
    if (!hasTable) return { kind: 'not-journal' };
    const row = db.prepare('SELECT journal_id AS id FROM journal_identity').get() as { id: unknown } | undefined;
    return typeof row?.id === 'string' ? { kind: 'journal', id: row.id } : { kind: 'not-journal' };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') return { kind: 'not-journal' };
    return { kind: 'unreadable', problem: (error as Error).message };
  } finally {
    db?.close();
  }
}
