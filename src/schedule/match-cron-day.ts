/**
 * Whether a calendar day is one a cron schedule runs on. Day of month and day of week must both
 * match, as node-cron decides when it fires. Tokens: `L`, `L-3`, `15W`, `LW` (day of month);
 * `5L` (last Friday), `1#2` (second Monday) (day of week).
 */
import type { ParsedFields } from 'node-cron';

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The weekday (Mon-Fri) nearest to `target` within the same month. */
function nearestWeekday(year: number, month: number, target: number): number | undefined {
  const last = lastDayOfMonth(year, month);
  if (target < 1 || target > last) return undefined;
  const weekday = weekdayOf(year, month, target);
  if (weekday === 6) return target === 1 ? 3 : target - 1;
  if (weekday === 0) return target === last ? target - 2 : target + 1;
  return target;
}

function matchesDayOfMonth(values: ParsedFields['dayOfMonth'], year: number, month: number, day: number): boolean {
  const last = lastDayOfMonth(year, month);
  return values.some((value) => {
    if (typeof value === 'number') return value === day;
    if (value === 'L') return day === last;
    const offset = /^L-(\d{1,2})$/.exec(value);
    if (offset) return day === last - Number(offset[1]);
    const weekday = /^(\d{1,2}|L)W$/.exec(value);
    if (weekday) return nearestWeekday(year, month, weekday[1] === 'L' ? last : Number(weekday[1])) === day;
    return false;
  });
}

function matchesDayOfWeek(values: ParsedFields['dayOfWeek'], year: number, month: number, day: number): boolean {
  const weekday = weekdayOf(year, month, day);
  return values.some((value) => {
    if (typeof value === 'number') return value % 7 === weekday;
    const lastOf = /^([0-7])L$/i.exec(value);
    if (lastOf) return Number(lastOf[1]) % 7 === weekday && day + 7 > lastDayOfMonth(year, month);
    const nth = /^([0-7])#([1-5])$/.exec(value);
    if (nth) return Number(nth[1]) % 7 === weekday && Math.floor((day - 1) / 7) + 1 === Number(nth[2]);
    return false;
  });
}

/** True when the schedule runs on the calendar day `year-month-day` (month 1-12). */
export function matchesCronDay(fields: ParsedFields, year: number, month: number, day: number): boolean {
  return (
    fields.month.includes(month) &&
    matchesDayOfMonth(fields.dayOfMonth, year, month, day) &&
    matchesDayOfWeek(fields.dayOfWeek, year, month, day)
  );
}
