/**
 * Tells of each moved file that changed since it was read (watch-moved-files.ts): an error line,
 * and a note in `results/` where staff who only see the folder look.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describeChangeAfterMove, watchMovedFiles, type MovedFile, type MovedFileChange } from './watch-moved-files.js';

export interface ChangeTelling {
  log(line: string, runIds: readonly number[]): void;
  /** Writes the note in results/ and returns its path. @default none: the log line only */
  note?: ((change: MovedFileChange, reason: string) => Promise<string>) | undefined;
  show(path: string): string;
}

export interface MovedFileChecks {
  add(file: MovedFile, movedAt: number): void;
  /** Checks the moved files due now; returns how many changed. */
  check(now: () => Date): Promise<number>;
  /** Waits until the last file moved has lain `settleMs`, then checks; 0 when stopped meanwhile. */
  checkWhenSettled(now: () => Date, signal: AbortSignal): Promise<number>;
}

export function checkMovedFiles(settleMs: number, tell: ChangeTelling): MovedFileChecks {
  const watch = watchMovedFiles(settleMs);
  const check = async (now: () => Date) => {
    const changes = await watch.check(now().getTime());
    for (const change of changes) {
      const reason = describeChangeAfterMove(change, tell.show(change.file.path));
      let where = '';
      try {
        if (tell.note) where = `; noted in ${tell.show(await tell.note(change, reason))}`;
      } catch (error) {
        // A full or unwritable results/ must not stop the watcher; the line still says it.
        where = `; no note written in results/ (${error instanceof Error ? error.message : String(error)})`;
      }
      tell.log(`${change.file.name}: ${reason}${where}`, change.file.runIds);
    }
    return changes.length;
  };
  return {
    add: (file, movedAt) => watch.add(file, movedAt),
    check,
    async checkWhenSettled(now, signal) {
      const waited = await sleep(watch.untilAllSettled(now().getTime()), undefined, { signal }).then(
        () => true,
        () => false,
      );
      return waited ? check(now) : 0;
    },
  };
}
