/**
 * At start: job runs still marked `running` whose scheduler is gone (its process ended, or it has
 * not renewed its lease for longer than its journal wait allows) are marked `abandoned`, by the rule that settles an
 * upload's run. Their jobs died with their scheduler, so no run is left counted as going.
 */
import { isRunAbandoned, STALE_AFTER_MS, type ThisProcess } from '../batch/run-liveness.js';
import { pidExists, thisProcess } from '../batch/this-process.js';
import type { Journal } from '../journal/open-journal.js';
import type { RunningScheduleRun } from '../journal/schedule-runs.js';

export interface SettleAbandonedOptions {
  /** @default this process */
  self?: ThisProcess;
  /** When the runs are judged and settled. @default the journal's lease clock (`runs.leaseNow`) */
  now?: Date;
  /** A run of another host is abandoned when its lease is this old, ms. @default STALE_AFTER_MS */
  staleAfterMs?: number;
  /**
   * The schedulers' journal wait (`upload.journalWaitMs`), ms: a run silent no longer than it and a
   * minute has a scheduler still waiting for its journal, so it is not settled. @default 0
   */
  journalWaitMs?: number | undefined;
}

export async function settleAbandonedRuns(
  journal: Journal,
  options: SettleAbandonedOptions = {},
): Promise<RunningScheduleRun[]> {
  const self = options.self ?? thisProcess();
  const now = options.now ?? new Date(await journal.runs.leaseNow());
  const probe = {
    now: now.getTime(),
    pidExists,
    staleAfterMs: options.staleAfterMs ?? STALE_AFTER_MS,
    journalWaitMs: options.journalWaitMs,
  };
  const settled: RunningScheduleRun[] = [];
  for (const run of await journal.schedule.listRunningScheduleRuns()) {
    if (!isRunAbandoned(run, self, probe)) continue;
    const who = run.host ? `${run.host}, pid ${run.pid}` : 'a scheduler of an earlier version';
    const note = `ended abnormally: its scheduler (${who}) stopped renewing its lease at ${run.heartbeatAt}`;
    if (await journal.schedule.abandonScheduleRun(run.id, run.processToken, now.toISOString(), note)) settled.push(run);
  }
  return settled;
}
