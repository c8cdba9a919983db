/**
 * Whether a dropped file has stopped changing. A file is ready once the same size, mtime and
 * ctime were seen over at least `settleMs`; ctime is included because copy tools may preserve
 * an old mtime while they are still writing.
 */

export interface FileSighting {
  name: string;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
}

/** What was last seen of a file and since when it looked like that. */
export interface Observation {
  fingerprint: string;
  since: number;
}

export interface SettleResult {
  ready: string[];
  /** Still changing, or not yet seen unchanged for long enough. */
  waiting: string[];
  /** The observations to pass to the next call. */
  observations: Map<string, Observation>;
}

export function settleFiles(
  previous: ReadonlyMap<string, Observation>,
  sightings: readonly FileSighting[],
  now: number,
  settleMs: number,
): SettleResult {
  const observations = new Map<string, Observation>();
  const ready: string[] = [];
  const waiting: string[] = [];
  for (const file of sightings) {
    const fingerprint = `${file.size}:${file.mtimeMs}:${file.ctimeMs}`;
    const before = previous.get(file.name);
    const since = before && before.fingerprint === fingerprint ? before.since : now;
    observations.set(file.name, { fingerprint, since });
    (now - since >= settleMs ? ready : waiting).push(file.name);
  }
  return { ready: ready.sort(), waiting: waiting.sort(), observations };
}
