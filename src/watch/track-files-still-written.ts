/**
 * The ready files of `inbox/` that are still being written, and why, found again at every look:
 * each is said once while its reason holds (not with `once`, which names what it leaves behind at
 * the end instead).
 */
import { basename } from 'node:path';
import { findFilesStillWritten } from './find-files-still-written.js';
import { waitForEmptyFiles } from './wait-for-empty-files.js';
import type { FileSighting } from './settle-files.js';

/** A text file whose last line has no line end is taken once unchanged for this many settle times. */
const UNENDED_LINE_SETTLES = 10;
/** An empty file (a placeholder its content replaces) is refused only once unchanged for this many settle times. */
const EMPTY_FILE_SETTLES = 30;

export interface StillWrittenTracker {
  /** Why each of `ready` is still being written, by name, as found at this look; new reasons are said. */
  look(ready: readonly FileSighting[], now: number): Promise<ReadonlyMap<string, string>>;
  /**
   * One line per file `once` leaves in `inbox/` for the next run, with why when it is still
   * written or `held` (open in a program).
   */
  describeLeft(waiting: readonly string[], held: ReadonlyMap<string, string>): string[];
}

export function trackFilesStillWritten(
  inbox: string,
  settleMs: number,
  once: boolean,
  say: (line: string) => void,
): StillWrittenTracker {
  let stillWritten = new Map<string, string>();
  const saidWritten = new Map<string, string>();
  return {
    async look(ready, now) {
      stillWritten = await findFilesStillWritten(inbox, ready, now, UNENDED_LINE_SETTLES * settleMs);
      for (const [name, why] of waitForEmptyFiles(ready, now, EMPTY_FILE_SETTLES * settleMs))
        stillWritten.set(name, why);
      for (const [name, why] of stillWritten)
        if (saidWritten.get(name) !== why && !once)
          say(`${name}: still being written (${why}); taken once it is finished`);
      saidWritten.clear();
      for (const [name, why] of stillWritten) saidWritten.set(name, why);
      return stillWritten;
    },
    describeLeft(waiting, held) {
      return [...new Set(waiting)].sort().map((name) => {
        const why = stillWritten.get(name);
        const open = held.get(name);
        const state = why ? `still being written (${why})` : open ? open : 'still changing';
        return `${name}: ${state}; left in ${basename(inbox)}/ for the next run`;
      });
    },
  };
}
