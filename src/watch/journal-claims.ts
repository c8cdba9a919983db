/**
 * The ClaimRegistry of the drop folder, kept in the journal that every watcher of the machine
 * shares: a claim is a lease on the file, taken and renewed as every lease of the journal is
 * (batch/take-lease.ts).
 */
import { basename } from 'node:path';
import { STALE_AFTER_MS, type ThisProcess } from '../batch/run-liveness.js';
import { renewLeases, takeLease } from '../batch/take-lease.js';
import { thisProcess } from '../batch/this-process.js';
import { isDatabaseLocked, JournalLockedError } from '../journal/journal-locked-error.js';
import type { Journal } from '../journal/open-journal.js';
import type { ClaimRegistry } from './watch-drop-folder.js';
import { claimKeyOf } from './claim-key-of.js';

export interface JournalClaimsOptions {
  /** @default this process */
  self?: ThisProcess;
  /** How often a held claim's heartbeat is renewed, ms. @default 10000 */
  heartbeatMs?: number;
  /** A claim whose heartbeat is older than this belongs to a watcher that is gone, ms. @default STALE_AFTER_MS */
  staleAfterMs?: number;
  /**
   * The watchers' journal wait (`upload.journalWaitMs`), ms: a claim silent no longer than it and a
   * minute is held by a watcher still waiting for its journal, so it is not taken over. @default 0
   */
  journalWaitMs?: number | undefined;
  /** The file's name with `***` for a secret it holds, in the error that names it. @default keeps it */
  maskName?: ((name: string) => string) | undefined;
}

export interface JournalClaims extends ClaimRegistry {
  /** Stops renewing heartbeats. */
  close(): void;
}

export function journalClaims(journal: Journal, options: JournalClaimsOptions = {}): JournalClaims {
  const self = options.self ?? thisProcess();
  const limits = { staleAfterMs: options.staleAfterMs ?? STALE_AFTER_MS, journalWaitMs: options.journalWaitMs };
  const mask = options.maskName ?? ((name: string) => name);
  // The keys (claimKeyOf) of the files this watcher holds.
  const held = new Set<string>();
  const stop = renewLeases(journal, options.heartbeatMs ?? 10_000, async (at) => {
    for (const key of held) await journal.watch.touchWatchClaim(key, self.token, at);
  });

  async function hold(path: string): Promise<boolean> {
    const key = claimKeyOf(path);
    const attempt = await journal
      .transaction(
        async (tx) => {
          // Stamped on each try, by the journal's clock: a try after cuts is not stamped as old as the first.
          const at = await tx.runs.leaseNow();
          const claim = {
            path: key,
            host: self.host,
            pid: self.pid,
            processToken: self.token,
            claimedAt: at,
            heartbeatAt: at,
          };
          const holder = await takeLease(
            {
              insert: (c) => tx.watch.insertWatchClaim(c),
              find: () => tx.watch.findWatchClaim(key),
              takeOver: (c, previousToken) => tx.watch.takeOverWatchClaim(c, previousToken),
            },
            claim,
            self,
            limits,
          );
          return { claim, holder };
        },
        // Read and written through `tx` alone: claimed again on a new connection after a cut that left nothing committed.
        { repeatable: true },
      )
      .catch((error: unknown) => {
        if (isDatabaseLocked(error))
          throw new JournalLockedError(journal.location, `cannot claim ${mask(basename(path))}`, error);
        throw error;
      });
    const { claim, holder } = attempt;
    // A file this watcher holds already is its own to work on again.
    const taken = holder === undefined || (holder !== claim && holder.processToken === self.token);
    if (taken) held.add(key);
    return taken;
  }

  return {
    hold,
    async release(path) {
      const key = claimKeyOf(path);
      held.delete(key);
      await journal.watch.deleteWatchClaim(key, self.token);
    },
    close() {
      stop();
    },
  };
}
