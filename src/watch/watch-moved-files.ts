/**
 * Files already moved to `done/` or `failed/`, looked at again. A writer whose open handle the
 * watcher cannot see (a network or FUSE mount) may pause past the settle time and then write the
 * rest through the same handle: the check before the move passes, and the rest lands in the moved
 * file, never read nor posted. So each moved file is compared with what was read once the settle
 * time has passed after its move, and again at every later look while the watcher runs.
 */
import { statSync, type BigIntStats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { describeChangeSinceRead, type FileAsRead } from './check-file-as-read.js';

/** A file moved on after it was read, and what it was when read. */
export interface MovedFile {
  /** Its name as its log line gives it. */
  name: string;
  /** Where it was moved. */
  path: string;
  read: FileAsRead;
  /** Its line's outcome when it was moved: `3 invoices: 3 created`. */
  summary: string;
  runIds: readonly number[];
}

/** A moved file that is no longer what was read. */
export interface MovedFileChange {
  file: MovedFile;
  /** `1093 bytes when read, 2186 bytes now`, or `its content changed`. */
  change: string;
}

/**
 * How long a moved file is watched: a writer that comes back to a file a day later is not one
 * copy still going on, and a watcher running for months must not stat every file it ever moved.
 */
const WATCHED_FOR_MS = 24 * 3_600_000;

interface Watched {
  file: MovedFile;
  movedAt: number;
  /** size/times/inode at the last look that found it unchanged: the hash is not taken again while they hold. */
  lastSeen: string | undefined;
}

export interface MovedFileWatch {
  add(file: MovedFile, movedAt: number): void;
  /** The files moved at least `settleMs` ago that changed; each is told once and then no longer watched. */
  check(now: number): Promise<MovedFileChange[]>;
  /** How long until every file moved so far has been moved for `settleMs`, ms (0: now). */
  untilAllSettled(now: number): number;
}

const keyOf = (info: BigIntStats) => `${info.dev}:${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`;

async function statKey(path: string): Promise<string | undefined> {
  const info = await stat(path, { bigint: true }).catch(() => undefined);
  return info && keyOf(info);
}

/**
 * The file as it lies just after its move, compared with at later looks: the move itself changes
 * its ctime, and hashing it again for that alone would read every file once more. It was checked
 * against what was read just before the move; a size that differs already is compared at once.
 */
function seenAfterMove(file: MovedFile): string | undefined {
  const info = statSync(file.path, { bigint: true, throwIfNoEntry: false });
  return info && info.size === file.read.size ? keyOf(info) : undefined;
}

export function watchMovedFiles(settleMs: number): MovedFileWatch {
  let watched: Watched[] = [];
  return {
    add(file, movedAt) {
      watched.push({ file, movedAt, lastSeen: seenAfterMove(file) });
    },
    async check(now) {
      const changes: MovedFileChange[] = [];
      const kept: Watched[] = [];
      for (const entry of watched) {
        if (now - entry.movedAt < settleMs) {
          kept.push(entry);
          continue;
        }
        const seen = await statKey(entry.file.path);
        // Gone (staff took it away, retention removed it): nothing left to compare.
        if (seen === undefined) continue;
        if (seen !== entry.lastSeen) {
          const change = await describeChangeSinceRead(entry.file.path, entry.file.read);
          if (change) {
            changes.push({ file: entry.file, change });
            continue;
          }
          entry.lastSeen = seen;
        }
        if (now - entry.movedAt < WATCHED_FOR_MS) kept.push(entry);
      }
      watched = kept;
      return changes;
    },
    untilAllSettled(now) {
      return Math.max(0, ...watched.map((entry) => entry.movedAt + settleMs - now));
    },
  };
}

/** The error line of a moved file that changed, and the reason its results note gives. */
export function describeChangeAfterMove({ file, change }: MovedFileChange, shown: string): string {
  return (
    `CHANGED AFTER IT WAS MOVED to ${shown} (${change}): only what was read was posted (${file.summary}); ` +
    `rows written into it after those were never read nor posted. Drop the whole file ${shown} into inbox/ ` +
    `again once its writer has finished: the invoices already created are skipped and the rest are posted`
  );
}
