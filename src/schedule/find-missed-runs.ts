/**
 * Runs a schedule should have made between the last run the journal remembers and now, for
 * the report at start. Pure: the clock is a parameter.
 */
import type { CronSchedule } from './compile-cron.js';
import { nextCronRun } from './next-cron-run.js';

export interface MissedRuns {
  /** The first run time that passed without a run. */
  first: Date;
  /** The last one before `now`. */
  last: Date;
  count: number;
  /** True when counting stopped at the limit: at least `count` were missed. */
  atLeast: boolean;
}

/**
 * The run times in (lastRun, now) at which nothing ran, or undefined when none passed.
 * @param limit stop counting after this many (an every-second job down for a week) @default 1000
 */
export function findMissedRuns(schedule: CronSchedule, lastRun: Date, now: Date, limit = 1000): MissedRuns | undefined {
  const first = nextCronRun(schedule, lastRun);
  if (!first || first.getTime() >= now.getTime()) return undefined;
  let last = first;
  let count = 1;
  while (count < limit) {
    const next = nextCronRun(schedule, last);
    if (!next || next.getTime() >= now.getTime()) return { first, last, count, atLeast: false };
    last = next;
    count += 1;
  }
  const beyond = nextCronRun(schedule, last);
  return { first, last, count, atLeast: beyond !== undefined && beyond.getTime() < now.getTime() };
}
