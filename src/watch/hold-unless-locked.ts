/**
 * A watcher runs unattended for months: a journal another process holds locked for a while (a
 * backup, an sqlite3 shell) is waited out, not a reason to exit. The file stays in processing/
 * and is taken again at the next look; `once` has no next look, so it stops with the lock named.
 */
import { JournalLockedError } from '../journal/journal-locked-error.js';
import type { ClaimedFile, ClaimRegistry } from './watch-options.js';

/** True when this watcher now holds `file`; false when another does or the journal is locked. */
export async function holdUnlessLocked(
  claims: ClaimRegistry,
  file: ClaimedFile,
  once: boolean,
  log: (line: string) => void,
): Promise<boolean> {
  try {
    return await claims.hold(file.path);
  } catch (error) {
    if (once || !(error instanceof JournalLockedError)) throw error;
    log(`${file.name}: ${error.message}; left in processing/, tried again at the next look`);
    return false;
  }
}
