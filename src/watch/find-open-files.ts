/**
 * A file a person has open in Excel or LibreOffice Calc lies beside the lock (owner) file the
 * program writes when it opens it and removes when it closes it. With AutoSave on, or a save
 * during editing, the file changes and settles several times while it is open: taking it then
 * posts a draft (a typo went to the finance system, and the corrected save was held as differing).
 * Such a file is taken once it is closed, that is once its lock file is gone.
 */
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import type { FileSighting } from './settle-files.js';

/**
 * A lock file left when nothing changed for this long, neither it nor its file, no longer holds
 * the file: the program ended without removing it (a crash, a laptop closed on a share), and a
 * file left open for a working day and night without a change was saved as it is shown.
 */
export const STALE_LOCK_MS = 12 * 60 * 60_000;

export interface OpenFile {
  /** The lock file's name, as it is in the folder. */
  lock: string;
  program: 'Excel' | 'LibreOffice';
  /** When the lock file was written (the file opened), ms. */
  openedAt: number;
  /** True when neither the lock nor the file changed for STALE_LOCK_MS: the file is taken anyway. */
  stale: boolean;
}

/** Names compared as Windows and macOS shares compare them: case aside, accents in one form. */
const fold = (name: string) => name.normalize('NFC').toLowerCase();

/**
 * Whether `lock` is the lock file of `name`. LibreOffice writes `.~lock.<name>#`. Excel and Word
 * write `~$` and the name, and over a long name the `~$` takes the place of its first one or two
 * characters (`~$c register.xlsx` for `Dec register.xlsx`): a shorter tail of the name counts too.
 */
export function isLockOf(lock: string, name: string): 'Excel' | 'LibreOffice' | undefined {
  const file = fold(name);
  const libre = /^\.~lock\.(.+)#$/s.exec(lock);
  if (libre) return fold(libre[1]!) === file ? 'LibreOffice' : undefined;
  if (!lock.startsWith('~$') || lock.length <= 2) return undefined;
  const rest = fold(lock.slice(2));
  const dropped = file.length - rest.length;
  return dropped >= 0 && dropped <= 2 && file.endsWith(rest) ? 'Excel' : undefined;
}

function lastChange(path: string): { mtimeMs: number; changed: number } | undefined {
  try {
    const stat = lstatSync(path);
    return { mtimeMs: stat.mtimeMs, changed: Math.max(stat.mtimeMs, stat.ctimeMs) };
  } catch {
    // Closed between the listing and now.
    return undefined;
  }
}

/**
 * The files of `files` (in `folder`) that are open, by name, found by the lock files among
 * `others` (the names the watcher never takes).
 */
export function findOpenFiles(
  folder: string,
  files: readonly FileSighting[],
  others: readonly string[],
  now: number,
): Map<string, OpenFile> {
  const open = new Map<string, OpenFile>();
  const locks = others.filter((name) => name.startsWith('~$') || name.startsWith('.~lock.'));
  if (locks.length === 0) return open;
  for (const file of files) {
    for (const lock of locks) {
      const program = isLockOf(lock, file.name);
      const seen = program && lastChange(join(folder, lock));
      if (!program || !seen) continue;
      const changed = Math.max(seen.changed, file.mtimeMs, file.ctimeMs);
      open.set(file.name, { lock, program, openedAt: seen.mtimeMs, stale: now - changed >= STALE_LOCK_MS });
      break;
    }
  }
  return open;
}
