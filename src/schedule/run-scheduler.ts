/**
 * The long-running scheduler: reports missed runs, arms one timer per job (arm-job-timer.ts), and
 * on abort (SIGTERM) stops the timers and lets running jobs finish within `stopTimeoutMs`.
 */
import type { CatchUpRun } from './choose-catch-up-runs.js';
import type { ScheduledJob } from './compile-schedule-jobs.js';
import type { Scheduler, SchedulerLog } from './create-scheduler.js';
import { armJobTimer, type JobTimer } from './arm-job-timer.js';
import { formatZoned } from './zoned-time.js';

export interface RunSchedulerOptions {
  jobs: readonly ScheduledJob[];
  scheduler: Scheduler;
  log: SchedulerLog;
  signal: AbortSignal;
  stopTimeoutMs: number;
  /** Missed runs to make up once the timers are armed. @default [] */
  catchUp?: readonly CatchUpRun[];
}

/** Resolves once the signal aborted and every job has finished or been stopped. */
export async function runScheduler(options: RunSchedulerOptions): Promise<void> {
  const { jobs, scheduler, log, signal } = options;
  const timers: JobTimer[] = [];
  if (!signal.aborted) {
    const now = new Date();
    for (const job of jobs) timers.push(armJobTimer(job, scheduler, log, now));
    log.info(
      {
        jobs: jobs.map((job, i) => {
          const next = timers[i]?.next();
          return {
            job: job.name,
            cron: job.cron.expression,
            next: next ? formatZoned(next.getTime(), job.cron.timeZone) : null,
          };
        }),
      },
      'scheduler started',
    );
    for (const run of options.catchUp ?? []) {
      if (comesAgain(run, jobs, timers)) {
        log.info(
          { job: run.job, scheduledFor: run.scheduledFor.toISOString() },
          'the last missed run is not caught up: the clock went back and its time comes again, when it runs',
        );
        continue;
      }
      log.info(
        { job: run.job, scheduledFor: run.scheduledFor.toISOString() },
        'catching up the last run missed while the scheduler was down',
      );
      // Like a tick: not awaited, subject to no overlap, and drained on stop.
      void scheduler.tick(run.job, run.scheduledFor);
    }
    await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
  }
  for (const timer of timers) timer.stop();
  const drained = await scheduler.drain(options.stopTimeoutMs);
  log.info({ stopped: drained.stopped }, 'scheduler stopped');
}

/**
 * True when the timer's next run shows the missed run's wall time again (the hour the clock goes
 * back): catching up as well would run the job twice for one time the user reads.
 */
function comesAgain(run: CatchUpRun, jobs: readonly ScheduledJob[], timers: readonly JobTimer[]): boolean {
  const index = jobs.findIndex((job) => job.name === run.job);
  const next = timers[index]?.next();
  if (!next) return false;
  const zone = jobs[index]!.cron.timeZone;
  const wall = (instant: number) => formatZoned(instant, zone).slice(0, 19);
  return wall(next.getTime()) === wall(run.scheduledFor.getTime());
}
