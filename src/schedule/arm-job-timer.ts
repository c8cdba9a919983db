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

/** Missed ticks logged one by one after a long sleep; past them the timer moves on to now. */
const MAX_MISSED_LINES = 100;

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
    while (due && due.getTime() <= nowMs) {
      const run = due;
      due = nextCronRun(job.cron, run);
      const later = due !== undefined && due.getTime() <= nowMs;
      if (nowMs - run.getTime() <= TICK_TOLERANCE_MS && !later) {
        fire(run);
      } else if (missed++ < MAX_MISSED_LINES) {
        log.warn(
          { job: job.name, scheduledFor: run.toISOString() },
          'tick missed: the scheduler process was busy (a journal call waiting on another process holding its lock blocks it) or asleep',
        );
      } else {
        due = nextCronRun(job.cron, new Date(nowMs));
      }
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
