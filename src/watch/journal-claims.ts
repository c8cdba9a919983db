/**
 * The ClaimRegistry of the drop folder, kept in the journal that every watcher of the machine
 * shares. A claim of a watcher that is gone (its pid ended, or its heartbeat is old) is taken
 * over in one compare-and-set, so of two watchers starting at once only one takes a left file.
 * Heartbeats are stamped and judged by the journal's clock (`runs.leaseNow`), never this host's,
 * so a watcher whose clock is ahead does not take a file another host's watcher holds.
 */
import { isRunAbandoned, type ThisProcess } from '../batch/run-liveness.js';
import { pidExists, thisProcess } from '../batch/this-process.js';
import type { Journal } from '../journal/open-journal.js';
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
    // A missed beat only matters after `staleAfterMs` of them; the next one tries again.
    journal.runs
      .leaseNow()
      .then(async (at) => {
        for (const path of held) await journal.watch.touchWatchClaim(path, self.token, at);
      })
      .catch(() => undefined);
  }, options.heartbeatMs ?? 10_000);
  timer.unref();

  async function hold(path: string): Promise<boolean> {
    const at = await journal.runs.leaseNow();
    const claim = { path, host: self.host, pid: self.pid, processToken: self.token, claimedAt: at, heartbeatAt: at };
    const taken = await journal.transaction(async (tx) => {
      if (await tx.watch.insertWatchClaim(claim)) return true;
      const existing = await tx.watch.findWatchClaim(path);
      if (!existing) return await tx.watch.insertWatchClaim(claim);
      if (existing.processToken === self.token) return true;
      if (!isRunAbandoned(existing, self, { now: Date.parse(at), pidExists, staleAfterMs })) return false;
      return await tx.watch.takeOverWatchClaim(claim, existing.processToken);
    });
    if (taken) held.add(path);
    return taken;
  }

  return {
    hold,
    async release(path) {
      held.delete(path);

      await journal.watch.deleteWatchClaim(path, self.token);
    },
    close() {
      clearInterval(timer);
    },
  };
}
