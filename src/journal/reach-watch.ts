/**
 * Whether one journal's statements get through, shared by all of them: many wait at once during
 * one outage (a PostgreSQL server away, a SQLite file another process holds locked), and it is
 * told once. Once a wait has run out, later steps are tried once, not waited for again: the run is
 * giving up, and another wait each would only keep the user waiting.
 */
import type { JournalReach } from './journal.js';

export interface ReachWatch {
  /** Called on each change; returns the function that stops listening. */
  listen(listener: (reach: JournalReach) => void): () => void;
  /** performance.now() when the journal was first found out of reach; undefined while it answers. */
  lostAt: number | undefined;
  gaveUp: boolean;
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
    gaveUp: false,
    tell(reach) {
      for (const listener of listeners) listener(reach);
    },
  };
}
