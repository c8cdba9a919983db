/**
 * The journal's file on disk: created private, refused at open when it cannot be written, and
 * checked to be the one opened before each transaction, with what the open connection holds saved
 * when it is not.
 */
import { accessSync, closeSync, constants, existsSync, openSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve as resolvePath } from 'node:path';
import type Database from 'better-sqlite3';
import { EXIT_USAGE, JournalError } from '../../errors.js';
import { describeDeniedAccess, describeOwnerOf } from '../describe-denied-access.js';

/** Creates `file` empty with mode 0600 unless something of that name exists (SQLite reports what). */
export function createPrivateFile(file: string): void {
  try {
    closeSync(openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/**
 * Refuses, before anything is sent, a journal this process cannot write: SQLite opens a read-only
 * file without a word and fails only at the first write, and in a read-only folder it cannot make
 * the -wal and -shm files that every connection to a WAL journal needs. Exit 2: only a change of
 * permissions or of the journal named helps, not trying again.
 */
export function refuseReadOnlyJournal(file: string): void {
  const problem =
    unwritable(file, 'the file is read-only') ?? unwritable(dirname(file), `its folder ${dirname(file)} is read-only`);
  if (problem === undefined) return;
  const beside = problem.startsWith('its folder') ? ", and SQLite makes the journal's -wal and -shm files there" : '';
  const owned = otherOwnersJournal(file, problem);
  if (owned !== undefined) throw new JournalError(owned, file, { exitCode: EXIT_USAGE });
  throw new JournalError(
    `the journal cannot be written: ${problem}${beside}; every invoice is recorded in it before it is sent: give the user running invoice-batch write access to the journal file and its folder, or name another journal (--journal)`,
    file,
    { exitCode: EXIT_USAGE },
  );
}

/** The refusal of a journal another user owns (a command run as root): give it back, nothing else. */
function otherOwnersJournal(file: string, problem: string): string | undefined {
  const inFolder = problem.startsWith('its folder');
  const own = [...(inFolder ? [dirname(file)] : []), file, `${file}-wal`, `${file}-shm`].filter((path) =>
    existsSync(path),
  );
  // A folder that can be entered but not written is the one refused: SQLite makes -wal and -shm there.
  const denied = inFolder ? describeOwnerOf(dirname(file), { paths: own }) : describeDeniedAccess(file, { paths: own });
  if (!denied.otherOwner) return undefined;
  return `the journal cannot be written: ${denied.why} (a command was run as another user, root perhaps); every invoice is recorded in it before it is sent. The journal is not damaged: keep it. Nothing was sent: give it back with ${denied.fix}, and run admin commands as the service account (sudo -u ${denied.user} invoice-batch ...)`;
}

/** `what (CODE)` when `path` cannot be written; undefined when it can, or is not there yet (made next). */
function unwritable(path: string, what: string): string | undefined {
  try {
    accessSync(path, constants.W_OK);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? undefined : `${what} (${code ?? 'not writable'})`;
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

/** The copies saved beside `file` when it was removed while open (`<name>.saved-<time>`), by full path. */
export function listSavedCopies(file: string): string[] {
  const prefix = `${basename(file)}.saved-`;
  try {
    return readdirSync(dirname(file))
      .filter((name) => name.startsWith(prefix))
      .sort()
      .map((name) => join(dirname(file), name));
  } catch {
    return [];
  }
}

/**
 * Refuses (exit 2) to start a new journal where the last one was removed while a run had it open and
 * its records were saved beside it: a new, empty journal there would post again every invoice the
 * lost one had created.
 */
export function refuseLostJournalBeside(file: string): void {
  const saved = listSavedCopies(file);
  if (saved.length === 0) return;
  throw new JournalError(
    `no journal is there, but ${saved.join(', ')} holds what it had recorded when its file was removed during a run: put that file back as ${file} (the latest, if there are several) and run the command again; a new journal there would post again the invoices it had created`,
    file,
    { exitCode: EXIT_USAGE },
  );
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
