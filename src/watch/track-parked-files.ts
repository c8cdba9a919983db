/**
 * The files a running watcher parked while the finance system could not be reached: the retry
 * queue that takes each again, the runs of each so far (so that the line that settles it names
 * every try) and why each stopped (the heartbeat names it, and an outage's alone is exit 69 for
 * watch --once).
 */
import { retryQueue, type RetryQueue } from './retry-queue.js';
import type { ParkedCause } from './watch-pass.js';
import type { ClaimedFile } from './watch-options.js';

export interface ParkedFiles extends Omit<RetryQueue<ClaimedFile>, 'park'> {
  /** The file stopped part way at `now`, after these runs, for this cause. */
  park(file: ClaimedFile, now: number, runIds: number[], cause: ParkedCause): void;
  /** The same file under another name: its tries so far go with it. */
  follow(from: string, to: string): void;
  /** The runs and the cause the file was parked with, forgotten now that it is taken again. */
  forget(path: string): { runIds: number[]; cause: ParkedCause | undefined };
  /** Why each file waiting stopped. */
  causes(): ParkedCause[];
  /** How many files wait because the finance system could not be reached. */
  unreachable(): number;
}

export function trackParkedFiles(retryMs: number, retryMaxMs: number): ParkedFiles {
  const retries = retryQueue<ClaimedFile>(retryMs, retryMaxMs);
  const runs = new Map<string, number[]>();
  const why = new Map<string, ParkedCause>();
  return {
    ...retries,
    park(file, now, runIds, cause) {
      retries.park(file, now);
      runs.set(file.path, runIds);
      why.set(file.path, cause);
    },
    follow(from, to) {
      retries.settle(from);
      runs.set(to, runs.get(from) ?? []);
      runs.delete(from);
      const cause = why.get(from);
      if (cause) why.set(to, cause);
      why.delete(from);
    },
    forget(path) {
      const earlier = { runIds: runs.get(path) ?? [], cause: why.get(path) };
      runs.delete(path);
      why.delete(path);
      return earlier;
    },
    causes: () => retries.paths().flatMap((path) => why.get(path) ?? []),
    unreachable: () => retries.paths().filter((path) => why.get(path)?.unreachable).length,
  };
}
