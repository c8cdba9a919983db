/**
 * The timer of one job: it sleeps until the instant `nextCronRun` gives and ticks that instant,
 * so what fires is what `schedule --list`, the "scheduler started" line and the missed-run report
 * say. node-cron (4.6.0) is not the timer: in the hour daylight saving repeats it fires the second
 * of the two wall times (Berlin's "30 2 * * *" on 2027-10-31 at 01:30Z, where every list of ours
 * promised 00:30Z), and never fires a wall time the clock jumps over; measured with its
 * TimeMatcher.getNextMatch. It still parses and checks the cron text (compile-cron.ts).
 */
import type { ScheduledJob } from './compile-schedule-jobs.js';
import type { Scheduler, SchedulerLog } from './create-scheduler.js';
import { findMissedRuns } from './find-missed-runs.js';
import { nextCronRun, nextJumpedRun } from './next-cron-run.js';

/**
 * How late a tick may fire and still run, ms: later, it is logged as missed (the process was
 * busy or the machine asleep), as node-cron's default tolerance did.
 */
export const TICK_TOLERANCE_MS = 1000;

/**
 * The longest single sleep: the clock is read again at least this often, so a wall clock set
 * forward or back (NTP, a resumed laptop) moves the tick, and no delay passes setTimeout's limit.
 */
const MAX_SLEEP_MS = 600_000;

/** Missed ticks logged one by one after a long sleep; the rest are counted in one line. */
const MAX_MISSED_LINES = 10;

/** Missed ticks counted at most (a week of a minutely job); past them the count says "or more". */
const MAX_MISSED_COUNTED = 10_080;

export interface JobTimer {
  /** The instant the timer will tick next, or undefined when the schedule never fires again. */
  next(): Date | undefined;
  stop(): void;
}

/** Arms the timer from `now`; it keeps the process alive until stopped. */
export function armJobTimer(job: ScheduledJob, scheduler: Scheduler, log: SchedulerLog, now: Date): JobTimer {
  let due = nextCronRun(job.cron, now);
  let timer: NodeJS.Timeout | undefined;

  const fire = (run: Date): void => {
    if (nextJumpedRun(job.cron, new Date(run.getTime() - 1), run)) {
      log.info(
        { job: job.name, scheduledFor: run.toISOString() },
        'running the tick daylight saving skipped, at the jump',
      );
    }
    void scheduler.tick(job.name, run);
  };

  const wake = (): void => {
    const nowMs = Date.now();
    let missed = 0;
    let lastMissed: Date | undefined;
    let fired = false;
    while (due && due.getTime() <= nowMs) {
      const run = due;
      due = nextCronRun(job.cron, run);
      const later = due !== undefined && due.getTime() <= nowMs;
      if (nowMs - run.getTime() <= TICK_TOLERANCE_MS && !later) {
        fire(run);
        fired = true;
      } else if (missed < MAX_MISSED_LINES) {
        missed++;
        lastMissed = run;
        log.warn(
          { job: job.name, scheduledFor: run.toISOString() },
          'tick missed: the scheduler process was busy (a journal call waiting on another process holding its lock blocks it) or asleep',
        );
      } else {
        // A host asleep for days: the rest are counted in one line, not listed (nor left untold).
        const rest = findMissedRuns(
          job.cron,
          new Date(run.getTime() - 1),
          new Date(nowMs - TICK_TOLERANCE_MS),
          MAX_MISSED_COUNTED,
        );
        missed += rest?.count ?? 1;
        lastMissed = rest?.last ?? run;
        const more = rest?.atLeast ? ' or more' : '';
        log.warn(
          { job: job.name, missed, lastMissed: lastMissed.toISOString() },
          `ticks missed: ${missed}${more} in all, the last at ${lastMissed.toISOString()}`,
        );
        due = nextCronRun(job.cron, new Date(Math.max(lastMissed.getTime(), nowMs - TICK_TOLERANCE_MS - 1)));
      }
    }
    if (lastMissed && job.catchUp && !fired) {
      // As at start (catchUp): after a sleep or a clock step, one run for the last tick missed.
      log.info(
        { job: job.name, scheduledFor: lastMissed.toISOString() },
        'catching up the last tick missed while the scheduler was busy or asleep',
      );
      void scheduler.tick(job.name, lastMissed);
    }
    if (due) timer = setTimeout(wake, Math.min(due.getTime() - nowMs, MAX_SLEEP_MS));
  };

  if (due) timer = setTimeout(wake, Math.min(due.getTime() - now.getTime(), MAX_SLEEP_MS));
  return {
    next: () => due,
    stop: () => {
      clearTimeout(timer);
      due = undefined;
    },
  };
}
