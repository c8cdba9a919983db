/**
 * The journal's file on disk: created private, and checked to be the one opened before each
 * transaction, with what the open connection holds saved when it is not.
 */
import { closeSync, openSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve as resolvePath } from 'node:path';
import type Database from 'better-sqlite3';
import { JournalError } from '../../errors.js';

/** Creates `file` empty with mode 0600 unless something of that name exists (SQLite reports what). */
export function createPrivateFile(file: string): void {
  try {
    closeSync(openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/**
 * A check that the journal file is still the one opened. SQLite goes on writing to a file removed
 * or replaced under it, and all that is written then is lost when it closes: the next upload would
 * find no record of invoices created meanwhile and post them again. One stat per transaction.
 * What the open connection still holds (every outcome recorded so far) is copied out once, so the
 * journal can be put back before anything is posted again.
 */
export function fileStillThere(file: string, db: Database.Database): () => void {
  const opened = statSync(file);
  let saved: string | undefined;
  return () => {
    const now = statSync(file, { throwIfNoEntry: false });
    if (now?.ino === opened.ino && now.dev === opened.dev) return;
    saved ??= saveOpenJournal(db, file);
    throw new JournalError(
      `cannot write the journal: the file was ${now ? 'replaced' : 'removed'} while this process had it open; what it writes now would be lost. ${saved}`,
      file,
    );
  };
}

/** Copies the open database beside its lost file (or into the working folder); says where, or why not. */
function saveOpenJournal(db: Database.Database, file: string): string {
  const name = `${basename(file)}.saved-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')}`;
  const reasons: string[] = [];
  for (const copy of [join(dirname(file), name), resolvePath(name)]) {
    try {
      createPrivateFile(copy);
      db.prepare('VACUUM INTO ?').run(copy);
      return `Everything it had recorded is saved in ${copy}: put that file back as ${file} before running any command on this journal (an upload against a missing or other journal would post again the invoices it had created)`;
    } catch (error) {
      reasons.push(error instanceof Error ? error.message : String(error));
    }
  }
  return `Its records could not be saved (${reasons.join('; ')}): do not upload this file again before the invoices of this run are checked in the finance system`;
}
