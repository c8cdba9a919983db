/**
 * For `schedule --history`: the ticks of each job that passed after the last one the journal
 * recorded, which no scheduler took (it was down, or is now). The scheduler logs the same at its
 * start (report-missed-runs.ts); this tells it to someone reading before then. Pure.
 */
import type { ScheduledJob } from './compile-schedule-jobs.js';
import { findMissedRuns } from './find-missed-runs.js';

/** A tick this recent may still be on its way into the journal: it is not counted yet. */
const RECORDING_GRACE_MS = 60_000;

export interface MissedTicks {
  job: string;
  count: number;
  /** Counting stopped at its limit: at least `count`. */
  atLeast: boolean;
  /** ISO UTC. */
  first: string;
  last: string;
}

/** @param lastTicks the latest recorded tick of each job (ISO); a job with none has never run and is left out */
export function listMissedTicks(
  jobs: readonly ScheduledJob[],
  lastTicks: ReadonlyMap<string, string>,
  now: Date,
): MissedTicks[] {
  const until = new Date(now.getTime() - RECORDING_GRACE_MS);
  return jobs.flatMap((job) => {
    const last = lastTicks.get(job.name);
    const missed = last === undefined ? undefined : findMissedRuns(job.cron, new Date(last), until);
    if (!missed) return [];
    const { count, atLeast } = missed;
    return [{ job: job.name, count, atLeast, first: missed.first.toISOString(), last: missed.last.toISOString() }];
  });
}
