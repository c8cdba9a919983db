/**
 * Files a running watcher left in `processing/` because the upload stopped part way (the finance
 * API could not be reached): each is taken again after a wait that doubles with every try, up to
 * a cap, so a long outage costs a try every few minutes rather than one every poll.
 */
/** What the queue needs of a claimed file. */
interface HeldFile {
  path: string;
  retaken: boolean;
}

interface Parked<F extends HeldFile> {
  file: F;
  tries: number;
  dueAt: number;
}

export interface RetryQueue<F extends HeldFile> {
  /** The file stopped part way at `now`; it is due again after the next wait. */
  park(file: F, now: number): void;
  /** The file went to `done/` or `failed/`, or is gone: its tries are forgotten. */
  settle(path: string): void;
  /** Files whose wait is over, taken out of the queue, as files taken again. */
  due(now: number): F[];
  size(): number;
  /** True when the file waits here: this watcher keeps its claim and another must not take it. */
  has(path: string): boolean;
  /** The files waiting, e.g. to release their claims when the watcher ends. */
  paths(): string[];
}

/** The wait before try `tries + 1`: `firstMs` doubled per earlier try, at most `maxMs`. */
export function retryWait(tries: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, firstMs * 2 ** Math.min(tries - 1, 30));
}

export function retryQueue<F extends HeldFile>(firstMs: number, maxMs: number): RetryQueue<F> {
  const parked = new Map<string, Parked<F>>();
  // Tries outlive due(): a file taken again and parked again waits longer.
  const tries = new Map<string, number>();
  return {
    park(file, now) {
      const count = (tries.get(file.path) ?? 0) + 1;
      tries.set(file.path, count);
      parked.set(file.path, { file, tries: count, dueAt: now + retryWait(count, firstMs, maxMs) });
    },
    settle(path) {
      parked.delete(path);
      tries.delete(path);
    },
    due(now) {
      const ready = [...parked.values()].filter((entry) => entry.dueAt <= now);
      for (const entry of ready) parked.delete(entry.file.path);
      return ready.map((entry) => ({ ...entry.file, retaken: true }));
    },
    size: () => parked.size,
    has: (path) => parked.has(path),
    paths: () => [...parked.keys()],
  };
}
