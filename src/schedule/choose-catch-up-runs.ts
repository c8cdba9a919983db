/**
 * Which missed runs to make up at start: one per `catchUp` job, for its last missed tick. One and
 * not one per tick, since a job such as reconcile covers everything up to now when it runs; the
 * last tick, so that the run is recorded as that tick's and a second scheduler sharing the journal
 * that catches up too finds it taken.
 */
import type { ScheduledJob } from './compile-schedule-jobs.js';
import type { MissedRuns } from './find-missed-runs.js';

export interface CatchUpRun {
  job: string;
  scheduledFor: Date;
}

export function chooseCatchUpRuns(
  jobs: readonly ScheduledJob[],
  missedByJob: ReadonlyMap<string, MissedRuns>,
): CatchUpRun[] {
  return jobs.flatMap((job) => {
    const missed = missedByJob.get(job.name);
    return job.catchUp && missed ? [{ job: job.name, scheduledFor: missed.last }] : [];
  });
}
