/**
 * The long-running scheduler: reports missed runs, arms one node-cron task per job, and on
 * abort (SIGTERM) stops the tasks and lets running jobs finish within `stopTimeoutMs`.
 */
import { createTask, type ScheduledTask } from 'node-cron';
import type { CatchUpRun } from './choose-catch-up-runs.js';
import type { ScheduledJob } from './compile-schedule-jobs.js';
import type { Scheduler, SchedulerLog } from './create-scheduler.js';
import { nextCronRun, nextJumpedRun } from './next-cron-run.js';
import { formatZoned } from './zoned-time.js';

const QUIET = { info() {}, warn() {}, error() {}, debug() {} };

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
  const tasks: ScheduledTask[] = [];
  const stopJumpTimers: (() => void)[] = [];
  if (!signal.aborted) {
    for (const job of jobs) {
      const task = createTask(job.cron.expression, (context) => void scheduler.tick(job.name, context.date), {
        name: job.name,
        timezone: job.cron.timeZone,
        logger: QUIET,
        suppressMissedWarning: true,
      });
      task.on('execution:missed', (context) => {
        log.warn(
          { job: job.name, scheduledFor: context.date.toISOString() },
          'tick missed: the scheduler process was busy (a journal call waiting on another process holding its lock blocks it) or asleep',
        );
      });
      await task.start();
      tasks.push(task);
    }
    for (const job of jobs) stopJumpTimers.push(armJumpedRuns(job, options));
    const now = new Date();
    log.info(
      {
        jobs: jobs.map((job) => {
          const next = nextCronRun(job.cron, now);
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
      log.info(
        { job: run.job, scheduledFor: run.scheduledFor.toISOString() },
        'catching up the last run missed while the scheduler was down',
      );
      // Like a tick: not awaited, subject to no overlap, and drained on stop.
      void scheduler.tick(run.job, run.scheduledFor);
    }
    await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
  }
  for (const stop of stopJumpTimers) stop();
  for (const task of tasks) await task.destroy();
  const drained = await scheduler.drain(options.stopTimeoutMs);
  log.info({ stopped: drained.stopped }, 'scheduler stopped');
}

/** How far ahead the jumped-run timer looks before it looks again. */
const JUMP_LOOKAHEAD_MS = 3600_000;

/**
 * node-cron never fires a wall time that daylight saving skips (02:30 on the spring-forward night
 * in Berlin), so a nightly job would silently not run once a year. This timer fires such a run at
 * the jump, as cron daemons do. Returns the function that stops it.
 */
function armJumpedRuns(job: ScheduledJob, options: RunSchedulerOptions): () => void {
  let timer: NodeJS.Timeout | undefined;
  const arm = (): void => {
    const now = Date.now();
    const run = nextJumpedRun(job.cron, new Date(now), new Date(now + JUMP_LOOKAHEAD_MS));
    timer = setTimeout(
      () => {
        if (run) {
          options.log.info(
            { job: job.name, scheduledFor: run.toISOString() },
            'running the tick daylight saving skipped, at the jump',
          );
          void options.scheduler.tick(job.name, run);
        }
        arm();
      },
      run ? run.getTime() - now : JUMP_LOOKAHEAD_MS,
    );
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}
