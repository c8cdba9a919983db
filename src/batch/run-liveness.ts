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

export function isRunAbandoned(
  run: Pick<RunRow, 'host' | 'pid' | 'processToken' | 'heartbeatAt'>,
  self: ThisProcess,
  probe: LivenessProbe,
): boolean {
  if (run.processToken === self.token) return false;
  const stale = probe.now - Date.parse(run.heartbeatAt) > probe.staleAfterMs;
  if (run.host !== self.host) return stale;
  // Same host: this pid is us now, so the run's process ended; a pid that is gone is gone.
  if (run.pid === self.pid || !probe.pidExists(run.pid)) return true;
  // The pid exists, but may since belong to another program: trust the heartbeat.
  return stale;
}
