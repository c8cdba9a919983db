/**
 * Whether one journal's statements get through, shared by all of them: many wait at once during
 * one outage (a PostgreSQL server away, a SQLite file another process holds locked), and it is
 * told once. Once a wait has run out, later steps are tried once, not waited for again: the run is
 * giving up, and another wait each would only keep the user waiting. Once a stop is asked (a
 * signal), a journal out of reach is not waited for at all.
 */
import type { JournalReach } from './journal.js';

export interface ReachWatch {
  /** Called on each change; returns the function that stops listening. */
  listen(listener: (reach: JournalReach) => void): () => void;
  /** performance.now() when the journal was first found out of reach; undefined while it answers. */
  lostAt: number | undefined;
  /** What was told lost is a cut transaction's: only its own retry, succeeding, tells the journal back. */
  lostToCut: boolean;
  gaveUp: boolean;
  /** A stop was asked: waits for a journal out of reach end at once. */
  stopAsked: boolean;
  /** Called when a stop is asked, by the steps waiting then. */
  readonly onStop: Set<() => void>;
  tell(reach: JournalReach): void;
}

export function createReachWatch(): ReachWatch {
  const listeners = new Set<(reach: JournalReach) => void>();
  return {
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    lostAt: undefined,
    lostToCut: false,
    gaveUp: false,
    stopAsked: false,
    onStop: new Set(),
    tell(reach) {
      for (const listener of listeners) listener(reach);
    },
  };
}

/** Asks every wait on an out-of-reach journal to end at once, and later ones not to begin. */
export function askStop(watch: ReachWatch): void {
  watch.stopAsked = true;
  for (const stop of [...watch.onStop]) stop();
}
