/**
 * The next instant a cron schedule fires after a given instant: pure, so `--list`, the
 * missed-run report and their tests use a pinned clock instead of waiting.
 */
import type { CronSchedule } from './compile-cron.js';
import { matchesCronDay } from './match-cron-day.js';
import { instantOf, jumpOver, offsetAt, wallTimeIn } from './zoned-time.js';

/** Long enough for a 29 February that must also be a given weekday (every 28 years). */
const MAX_DAYS = 366 * 30;

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/**
 * What becomes of a wall time that a daylight-saving jump skips (02:30 on the night Berlin goes
 * from 02:00 to 03:00): `at-jump` runs it at the jump, once however many times it skips, as cron
 * daemons do; `never` drops it, which is what node-cron's timers do.
 */
export type SkippedWallTimes = 'at-jump' | 'never';

/**
 * The first instant strictly after `after` at which the schedule fires, or undefined when it
 * never does. Wall times shown twice fire once (the earlier instant), but for an interval
 * schedule (every minute, every fifth, hourly), which fires at each showing: node-cron (4.6.0, its docs
 * since node-cron/node-cron#604) and our wall-clock search alike paused those for the whole
 * repeated hour, silently, where cron daemons keep the interval.
 */
export function nextCronRun(
  schedule: CronSchedule,
  after: Date,
  skipped: SkippedWallTimes = 'at-jump',
): Date | undefined {
  const first = nextWallRun(schedule, after, skipped);
  if (!schedule.interval) return first;
  const again = nextSecondShowing(schedule, after, first);
  return again ?? first;
}

/** The earliest second showing of a repeated wall time the schedule names, in (after, before). */
function nextSecondShowing(schedule: CronSchedule, after: Date, before: Date | undefined): Date | undefined {
  const { timeZone } = schedule;
  const afterMs = after.getTime();
  const offsetNow = offsetAt(afterMs, timeZone);
  const wallNow = wallTimeIn(afterMs, timeZone);
  const inSecondShowing = (instantOf(wallNow, timeZone) ?? afterMs) < afterMs - 999;
  const offsetThen = before === undefined ? offsetNow : offsetAt(before.getTime(), timeZone);
  // The clock goes back after `after`, or has just gone back: the second showings are read at the later offset.
  const offset = offsetThen < offsetNow ? offsetThen : inSecondShowing ? offsetNow : undefined;
  if (offset === undefined) return undefined;
  // At a fixed offset wall times and instants keep their order: search the wall clock as UTC, shifted.
  const fixed: CronSchedule = { ...schedule, timeZone: 'UTC' };
  for (let from = afterMs + offset; ;) {
    const wall = nextWallRun(fixed, new Date(from), 'never');
    if (!wall) return undefined;
    const instant = wall.getTime() - offset;
    if (before !== undefined && instant >= before.getTime()) return undefined;
    if (offsetAt(instant, timeZone) === offset) return new Date(instant);
    from = wall.getTime();
  }
}

/** The first instant after `after` whose wall time the schedule names, a repeated one at its first showing. */
function nextWallRun(schedule: CronSchedule, after: Date, skipped: SkippedWallTimes): Date | undefined {
  const { fields, timeZone } = schedule;
  const afterMs = after.getTime();
  const start = wallTimeIn(afterMs, timeZone);
  const hours = ascending(fields.hour);
  const minutes = ascending(fields.minute);
  const seconds = ascending(fields.second);
  const startSecondOfDay = start.hour * 3600 + start.minute * 60 + start.second;
  for (let offset = 0; offset < MAX_DAYS; offset++) {
    const date = new Date(Date.UTC(start.year, start.month - 1, start.day + offset));
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    if (!matchesCronDay(fields, year, month, day)) continue;
    for (const hour of hours) {
      for (const minute of minutes) {
        for (const second of seconds) {
          // Earlier wall times of the first day lie before `after`, even in a repeated hour (the earlier instant is used).
          if (offset === 0 && hour * 3600 + minute * 60 + second <= startSecondOfDay) continue;
          const wall = { year, month, day, hour, minute, second };
          const instant = instantOf(wall, timeZone) ?? (skipped === 'at-jump' ? jumpOver(wall, timeZone) : undefined);
          if (instant !== undefined && instant > afterMs) return new Date(instant);
        }
      }
    }
  }
  return undefined;
}

/**
 * The next run in (after, until] that daylight saving moved to its jump because it skipped the
 * wall time, or undefined: the timer says so in its log line.
 */
export function nextJumpedRun(schedule: CronSchedule, after: Date, until: Date): Date | undefined {
  const { fields, timeZone } = schedule;
  for (let run = nextCronRun(schedule, after); run && run <= until; run = nextCronRun(schedule, run)) {
    const wall = wallTimeIn(run.getTime(), timeZone);
    const onTime =
      matchesCronDay(fields, wall.year, wall.month, wall.day) &&
      fields.hour.includes(wall.hour) &&
      fields.minute.includes(wall.minute) &&
      fields.second.includes(wall.second);
    if (!onTime) return run;
  }
  return undefined;
}

/**
 * True when `at` is one of the instants `nextCronRun` gives: a wall time shown twice is the
 * earlier instant only, a skipped one the jump. Any tick other than these would run the job at a
 * time no list showed, or twice in a night the clock goes back.
 */
export function isCronRun(schedule: CronSchedule, at: Date): boolean {
  return nextCronRun(schedule, new Date(at.getTime() - 1))?.getTime() === at.getTime();
}
