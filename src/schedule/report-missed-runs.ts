/** At start: for each job, the runs that passed while no scheduler was up, as log lines. */
import type { ScheduledJob } from './compile-schedule-jobs.js';
import type { SchedulerLog } from './create-scheduler.js';
import { findMissedRuns, type MissedRuns } from './find-missed-runs.js';

/**
 * @param lastTicks latest scheduled tick of each job (ISO), from the journal
 * @returns the missed runs of each job that missed any, by job name
 */
export function reportMissedRuns(
  jobs: readonly ScheduledJob[],
  lastTicks: ReadonlyMap<string, string>,
  now: Date,
  log: SchedulerLog,
): Map<string, MissedRuns> {
  const missedByJob = new Map<string, MissedRuns>();
  for (const job of jobs) {
    const last = lastTicks.get(job.name);
    if (!last) continue;
    const missed = findMissedRuns(job.cron, new Date(last), now);
    if (!missed) continue;
    missedByJob.set(job.name, missed);
    log.warn(
      {
        job: job.name,
        lastRun: last,
        missed: missed.count,
        ...(missed.atLeast ? { atLeast: true } : {}),
        firstMissed: missed.first.toISOString(),
        lastMissed: missed.last.toISOString(),
      },
      `runs missed while the scheduler was down: ${missed.atLeast ? 'at least ' : ''}${missed.count}`,
    );
  }
  return missedByJob;
}
