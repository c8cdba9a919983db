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
  /** A run on another host (or whose pid was taken over) is gone when its heartbeat is this old, ms. @default 120000 */
  staleAfterMs: number;
}

/** After its journal wait, a run gives up the journal and stops; a beat or two later it would have written again. */
const BEAT_MARGIN_MS = 60_000;

/** What a run recorded of itself that bears on its silence: the journal wait it was given (stage-sources.ts). */
type JudgedRun = Pick<RunRow, 'host' | 'pid' | 'processToken' | 'heartbeatAt'> & { options?: string };

export function isRunAbandoned(run: JudgedRun, self: ThisProcess, probe: LivenessProbe): boolean {
  if (run.processToken === self.token) return false;
  // A live run waits for a journal out of reach or locked up to its journal wait without a beat.
  // One that recorded no wait (a claim, a lease, an older run) is judged by the probe's limit alone.
  const wait = journalWaitOf(run);
  const silentFor = wait > 0 ? Math.max(probe.staleAfterMs, wait + BEAT_MARGIN_MS) : probe.staleAfterMs;
  const stale = probe.now - Date.parse(run.heartbeatAt) > silentFor;
  if (run.host !== self.host) return stale;
  // Same host: this pid is us now, so the run's process ended; a pid that is gone is gone.
  if (run.pid === self.pid || !probe.pidExists(run.pid)) return true;
  // The pid exists, but may since belong to another program: trust the heartbeat.
  return stale;
}

/** The journal wait the run recorded, ms; 0 for a run that recorded none (older, or not an upload). */
function journalWaitOf(run: JudgedRun): number {
  if (run.options === undefined) return 0;
  try {
    const wait = (JSON.parse(run.options) as { journalWaitMs?: unknown } | null)?.journalWaitMs;
    return typeof wait === 'number' && Number.isFinite(wait) && wait > 0 ? wait : 0;
  } catch {
    return 0;
  }
}
