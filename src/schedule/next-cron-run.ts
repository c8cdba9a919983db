/**
 * The next instant a cron schedule fires after a given instant: pure, so `--list`, the
 * missed-run report and their tests use a pinned clock instead of waiting.
 */
import type { CronSchedule } from './compile-cron.js';
import { matchesCronDay } from './match-cron-day.js';
import { instantOf, wallTimeIn } from './zoned-time.js';

/** Long enough for a 29 February that must also be a given weekday (every 28 years). */
const MAX_DAYS = 366 * 30;

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/**
 * The first instant strictly after `after` at which the schedule fires, or undefined when it
 * never does. Wall times skipped by daylight saving do not fire; wall times shown twice fire once.
 */
export function nextCronRun(schedule: CronSchedule, after: Date): Date | undefined {
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
          const instant = instantOf({ year, month, day, hour, minute, second }, timeZone);
          if (instant !== undefined && instant > afterMs) return new Date(instant);
        }
      }
    }
  }
  return undefined;
}
