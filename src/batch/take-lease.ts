/**
 * The lease take-over rule, for every lease of the journal (a job's, a dropped file's): recorded
 * when nobody holds it; otherwise taken over in one compare-and-set once its holder is gone (its pid
 * ended on this host, or its heartbeat is older than `staleAfterMs`), so of two processes starting at
 * once only one takes it. A holder given a long journal wait is judged by it too (run-liveness.ts). Heartbeats are stamped and judged by the journal's clock (`runs.leaseNow`),
 * never this host's, so a host whose clock is ahead does not take what another host's process holds.
 */
import type { Journal } from '../journal/journal.js';
import type { LeaseRow } from '../journal/lease-statements.js';
import { isRunAbandoned, type LivenessProbe, type ThisProcess } from './run-liveness.js';
import { pidExists } from './this-process.js';

/** The statements of one lease, within a transaction. */
export interface LeaseAttempt<L extends LeaseRow> {
  insert(lease: L): Promise<boolean>;
  find(): Promise<L | undefined>;
  takeOver(lease: L, previousToken: string): Promise<boolean>;
}

/**
 * Tries to take `lease` for `self` (whose token `lease` carries); returns undefined when taken, or
 * the lease that stands in the way: the live holder's, or `lease` itself when another process
 * recorded one between two statements.
 */
export async function takeLease<L extends LeaseRow>(
  attempt: LeaseAttempt<L>,
  lease: L,
  self: ThisProcess,
  limits: Pick<LivenessProbe, 'staleAfterMs' | 'journalWaitMs'>,
): Promise<L | undefined> {
  if (await attempt.insert(lease)) return undefined;
  const existing = await attempt.find();
  if (!existing) return (await attempt.insert(lease)) ? undefined : lease;
  if (!isRunAbandoned(existing, self, { ...limits, now: Date.parse(lease.claimedAt), pidExists })) return existing;
  return (await attempt.takeOver(lease, existing.processToken)) ? undefined : existing;
}

/** Renews heartbeats every `everyMs` by the journal's clock until the returned function is called. */
export function renewLeases(journal: Journal, everyMs: number, touch: (at: string) => Promise<void>): () => void {
  const timer = setInterval(() => {
    // A missed beat only matters after the silence limit (run-liveness.ts); the next one tries again.
    journal.runs
      .leaseNow()
      .then(touch)
      .catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
