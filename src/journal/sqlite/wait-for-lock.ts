/**
 * Riding out another process that holds a SQLite journal's write lock (a second invoice-batch, a
 * backup or copy tool, an sqlite3 shell): a step SQLite refused as busy did nothing, so it is tried
 * again, for a bounded time. The waits are timers, not SQLite's busy handler, which would block the
 * process and with it the answers of the finance API coming in meanwhile; each attempt itself
 * waits only briefly (ATTEMPT_MS, the connection's busy timeout).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseLocked } from '../journal-locked-error.js';
import type { ReachWatch } from '../reach-watch.js';

/** SQLite's own wait in each attempt, ms: covers another worker's commit without a timer. */
export const ATTEMPT_MS = 100;
/** A lock held this long is told: workers sharing a journal hold it for their commits, briefly. */
const QUIET_MS = 1_000;

/** Runs `step` until it is not refused as busy, or the lock has been held for `withinMs`. */
export async function withLockWait<T>(step: () => T, withinMs: number, watch: ReachWatch): Promise<T> {
  const startedAt = performance.now();
  const deadline = startedAt + (watch.gaveUp ? 0 : withinMs);
  for (let wait = 10; ; wait = Math.min(wait * 2, 500)) {
    try {
      const value = step();
      if (watch.lostAt !== undefined) {
        const afterMs = performance.now() - watch.lostAt;
        watch.lostAt = undefined;
        watch.gaveUp = false;
        watch.tell({ kind: 'back', afterMs, locked: true });
      }
      return value;
    } catch (error) {
      if (!isDatabaseLocked(error)) throw error;
      const now = performance.now();
      if (watch.lostAt === undefined && !watch.gaveUp && now - startedAt >= Math.min(QUIET_MS, withinMs)) {
        watch.lostAt = startedAt;
        watch.tell({ kind: 'locked', withinMs });
      }
      // The last attempt is at the deadline, not one wait before it: a late timer (a busy machine)
      // would otherwise give up early, before the lock was told.
      if (now >= deadline) {
        if (!watch.gaveUp) {
          watch.gaveUp = true;
          const afterMs = now - (watch.lostAt ?? startedAt);
          watch.tell({ kind: 'gave-up', afterMs, reason: 'database is locked', locked: true });
        }
        throw error;
      }
      await sleep(Math.min(wait, deadline - now));
    }
  }
}
