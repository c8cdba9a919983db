/** Whether an unfinished run's process is gone, decided purely from what the journal and the OS say. */
import type { RunRow } from '../journal/run-row.js';

export interface ThisProcess {
  host: string;
  pid: number;
  /** Random mark of this process, stored with each of its runs. */
  token: string;
}

export interface LivenessProbe {
  now: number;
  /** True when a process with this pid exists on this host. */
  pidExists(pid: number): boolean;
  /** A run on another host (or whose pid was taken over) is gone when its heartbeat is this old, ms. @default STALE_AFTER_MS */
  staleAfterMs: number;
  /**
   * The journal wait of a holder whose row cannot record one (a drop-folder claim, a job lease, a
   * scheduler's run): the judging process's own, read from the config its holder reads too, ms. @default 0
   */
  journalWaitMs?: number | undefined;
}

/** How long a holder on another host may be silent before it is taken for gone, ms: its own beats renew every 10 s. */
export const STALE_AFTER_MS = 120_000;

/** After its journal wait, a run gives up the journal and stops; a beat or two later it would have written again. */
const BEAT_MARGIN_MS = 60_000;

/** What a run recorded of itself that bears on its silence: the journal wait it was given (stage-sources.ts). */
type JudgedRun = Pick<RunRow, 'host' | 'pid' | 'processToken' | 'heartbeatAt'> & { options?: string };

export function isRunAbandoned(run: JudgedRun, self: ThisProcess, probe: LivenessProbe): boolean {
  if (run.processToken === self.token) return false;
  const stale = probe.now > silentUntilMs(run, probe);
  if (run.host !== self.host) return stale;
  // Same host: this pid is us now, so the run's process ended; a pid that is gone is gone.
  if (run.pid === self.pid || !probe.pidExists(run.pid)) return true;
  // The pid exists, but may since belong to another program: trust the heartbeat.
  return stale;
}

/** Until when the run may stay silent before another process takes it for gone, ms since the epoch. */
export function silentUntilMs(run: JudgedRun, probe: Pick<LivenessProbe, 'staleAfterMs' | 'journalWaitMs'>): number {
  // A claim, a lease or a scheduler's run records no wait: its holder read the config the judge reads.
  const wait = run.options === undefined ? (probe.journalWaitMs ?? 0) : journalWaitOf(run.options);
  return Date.parse(run.heartbeatAt) + silenceLimitMs(probe.staleAfterMs, wait);
}

/**
 * The one rule of how long a holder (a run, a claim, a lease) may be silent before it is taken for
 * gone, ms: a live one waits for a journal out of reach or locked up to its journal wait without a
 * beat. Without a wait (0), the stale limit alone, however short.
 */
export function silenceLimitMs(staleAfterMs: number, journalWaitMs: number): number {
  return journalWaitMs > 0 ? Math.max(staleAfterMs, journalWaitMs + BEAT_MARGIN_MS) : staleAfterMs;
}

/** The journal wait the run recorded, ms; 0 for a run that recorded none (older, or not an upload). */
function journalWaitOf(options: string): number {
  try {
    const wait = (JSON.parse(options) as { journalWaitMs?: unknown } | null)?.journalWaitMs;
    return typeof wait === 'number' && Number.isFinite(wait) && wait > 0 ? wait : 0;
  } catch {
    return 0;
  }
}
