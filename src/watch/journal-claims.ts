/**
 * The ClaimRegistry of the drop folder, kept in the journal that every watcher of the machine
 * shares. A claim of a watcher that is gone (its pid ended, or its heartbeat is old) is taken
 * over in one compare-and-set, so of two watchers starting at once only one takes a left file.
 */
import { isRunAbandoned, type ThisProcess } from '../batch/run-liveness.js';
import { pidExists, thisProcess } from '../batch/this-process.js';
import type { Journal } from '../journal/open-journal.js';
import {
  deleteWatchClaim,
  findWatchClaim,
  insertWatchClaim,
  takeOverWatchClaim,
  touchWatchClaim,
} from '../journal/watch-files.js';
import type { ClaimRegistry } from './watch-drop-folder.js';

export interface JournalClaimsOptions {
  /** @default this process */
  self?: ThisProcess;
  /** How often a held claim's heartbeat is renewed, ms. @default 10000 */
  heartbeatMs?: number;
  /** A claim whose heartbeat is older than this belongs to a watcher that is gone, ms. @default 120000 */
  staleAfterMs?: number;
}

export interface JournalClaims extends ClaimRegistry {
  /** Stops renewing heartbeats. */
  close(): void;
}

export function journalClaims(journal: Journal, options: JournalClaimsOptions = {}): JournalClaims {
  const self = options.self ?? thisProcess();
  const staleAfterMs = options.staleAfterMs ?? 120_000;
  const held = new Set<string>();
  const timer = setInterval(() => {
    const at = new Date().toISOString();
    for (const path of held) touchWatchClaim(journal, path, self.token, at);
  }, options.heartbeatMs ?? 10_000);
  timer.unref();

  function hold(path: string): boolean {
    const at = new Date().toISOString();
    const claim = { path, host: self.host, pid: self.pid, processToken: self.token, claimedAt: at, heartbeatAt: at };
    const taken = journal.transaction(() => {
      if (insertWatchClaim(journal, claim)) return true;
      const existing = findWatchClaim(journal, path);
      if (!existing) return insertWatchClaim(journal, claim);
      if (existing.processToken === self.token) return true;
      if (!isRunAbandoned(existing, self, { now: Date.now(), pidExists, staleAfterMs })) return false;
      return takeOverWatchClaim(journal, claim, existing.processToken);
    });
    if (taken) held.add(path);
    return taken;
  }

  return {
    hold,
    release(path) {
      held.delete(path);
      deleteWatchClaim(journal, path, self.token);
    },
    close() {
      clearInterval(timer);
    },
  };
}
