/**
 * The files of `inbox/` held because a person has them open (find-open-files.ts), found again at
 * every look. Each is said once in the log while it stays open; one open longer than
 * OPEN_NOTE_MS is also told to the team, as an entry not taken is, since they look at the folder
 * and not at the log. A stale lock file is said once and no longer holds its file.
 */
import { findOpenFiles, STALE_LOCK_MS } from './find-open-files.js';
import type { FileSighting } from './settle-files.js';
import type { NotAFile } from './scan-inbox.js';

/** A file open this long after its lock file was written gets a note staff see in `results/`. */
export const OPEN_NOTE_MS = 30 * 60_000;

export interface OpenFilesLook {
  /** The files not to take yet, by name, with why: `open in Excel (lock file ~$a.xlsx)`. */
  held: ReadonlyMap<string, string>;
  /** Those open longer than OPEN_NOTE_MS, to be noted as entries not taken. */
  overdue: NotAFile[];
}

export interface OpenFilesTracker {
  look(files: readonly FileSighting[], others: readonly string[], now: number): OpenFilesLook;
  /** What the last look held. */
  held(): ReadonlyMap<string, string>;
}

export function trackOpenFiles(inbox: string, once: boolean, say: (line: string) => void): OpenFilesTracker {
  let said = new Set<string>();
  let last: ReadonlyMap<string, string> = new Map();
  return {
    held: () => last,
    look(files, others, now) {
      const held = new Map<string, string>();
      const overdue: NotAFile[] = [];
      const sayNow = new Set<string>();
      for (const [name, open] of findOpenFiles(inbox, files, others, now)) {
        const why = `open in ${open.program} (lock file ${open.lock})`;
        const key = `${name}\0${open.lock}\0${open.stale}`;
        sayNow.add(key);
        const first = !said.has(key);
        if (open.stale) {
          const hours = STALE_LOCK_MS / 3_600_000;
          if (first)
            say(
              `${name}: its lock file ${open.lock} and the file have not changed for ${hours} hours: taken as closed (${open.program} ended without removing the lock file)`,
            );
          continue;
        }
        held.set(name, why);
        if (first && !once) say(`${name}: is ${why}: taken once it is closed`);
        if (now - open.openedAt >= OPEN_NOTE_MS)
          overdue.push({
            name,
            why: `${why} for over ${OPEN_NOTE_MS / 60_000} minutes; taken once it is closed (if ${open.program} is no longer running, delete the lock file)`,
          });
      }
      said = sayNow;
      last = held;
      return { held, overdue };
    },
  };
}
