import { describe, expect, it } from 'vitest';
import { createTask } from 'node-cron';
import { compileCron, type CronSchedule } from '../../src/schedule/compile-cron.js';
import { nextCronRun } from '../../src/schedule/next-cron-run.js';

function cron(expression: string, timeZone: string | undefined = 'UTC'): CronSchedule {
  const result = compileCron(expression, timeZone);
  if (!result.ok) throw new Error(result.message);
  return result.schedule;
}

const at = (iso: string) => new Date(iso);

/** The next `count` run times after `after`, each found from the one before. */
function nextCronRuns(schedule: CronSchedule, after: Date, count: number): Date[] {
  const runs: Date[] = [];
  let from = after;
  while (runs.length < count) {
    const next = nextCronRun(schedule, from);
    if (!next) break;
    runs.push(next);
    from = next;
  }
  return runs;
}

describe('nextCronRun', () => {
  it('finds the next 02:00 in Berlin, in winter and in summer time', () => {
    const daily = cron('0 2 * * *', 'Europe/Berlin');
    expect(nextCronRun(daily, at('2026-01-10T12:00:00Z'))?.toISOString()).toBe('2026-01-11T01:00:00.000Z');
    expect(nextCronRun(daily, at('2026-07-10T12:00:00Z'))?.toISOString()).toBe('2026-07-11T00:00:00.000Z');
  });

  it('is strictly after the given instant', () => {
    const daily = cron('0 2 * * *', 'UTC');
    expect(nextCronRun(daily, at('2026-01-10T02:00:00Z'))?.toISOString()).toBe('2026-01-11T02:00:00.000Z');
    expect(nextCronRun(daily, at('2026-01-10T01:59:59.999Z'))?.toISOString()).toBe('2026-01-10T02:00:00.000Z');
  });

  it('steps every five minutes and crosses midnight and year end', () => {
    const runs = nextCronRuns(cron('*/5 * * * *'), at('2026-12-31T23:52:10Z'), 3).map((d) => d.toISOString());
    expect(runs).toEqual(['2026-12-31T23:55:00.000Z', '2027-01-01T00:00:00.000Z', '2027-01-01T00:05:00.000Z']);
  });

  it('honours six-field expressions with seconds', () => {
    expect(nextCronRun(cron('*/10 * * * * *'), at('2026-03-01T10:00:05Z'))?.toISOString()).toBe(
      '2026-03-01T10:00:10.000Z',
    );
  });

  it('reads weekdays, month names and the last day of the month', () => {
    // 2026-01-09 is a Friday; the next weekday at 06:00 is Monday the 12th.
    expect(nextCronRun(cron('0 6 * * mon-fri'), at('2026-01-09T07:00:00Z'))?.toISOString()).toBe(
      '2026-01-12T06:00:00.000Z',
    );
    expect(nextCronRun(cron('0 0 L * *'), at('2028-02-03T00:00:00Z'))?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(nextCronRun(cron('0 0 1 jul *'), at('2026-07-01T00:00:01Z'))?.toISOString()).toBe(
      '2027-07-01T00:00:00.000Z',
    );
    // Second Monday of February 2026 is the 9th.
    expect(nextCronRun(cron('0 9 * * 1#2'), at('2026-02-01T00:00:00Z'))?.toISOString()).toBe(
      '2026-02-09T09:00:00.000Z',
    );
  });

  it('skips a wall time that daylight saving jumps over', () => {
    // Berlin jumps from 02:00 to 03:00 on 2026-03-29: there is no 02:30 that day.
    const run = nextCronRun(cron('30 2 * * *', 'Europe/Berlin'), at('2026-03-28T12:00:00Z'));
    expect(run?.toISOString()).toBe('2026-03-30T00:30:00.000Z');
  });

  it('fires once in an hour that daylight saving repeats', () => {
    // Berlin shows 02:00-02:59 twice on 2026-10-25 (first at 00:xx UTC, again at 01:xx UTC).
    const schedule = cron('30 2 * * *', 'Europe/Berlin');
    const first = nextCronRun(schedule, at('2026-10-24T12:00:00Z'));
    expect(first?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(nextCronRun(schedule, first!)?.toISOString()).toBe('2026-10-26T01:30:00.000Z');
  });

  it('agrees with node-cron on when a task fires', () => {
    const now = new Date();
    for (const [expression, zone] of [
      ['0 2 * * *', 'Europe/Berlin'],
      ['*/7 3-5 * * 1-5', 'America/New_York'],
      ['15 10 L * *', 'Asia/Tokyo'],
    ] as const) {
      const task = createTask(expression, () => undefined, { timezone: zone });
      const mine = nextCronRuns(cron(expression, zone), now, 3).map((d) => d.toISOString());
      expect(mine).toEqual(task.getNextRuns(3).map((d) => d.toISOString()));
      void task.destroy();
    }
  });

  it('answers within a few milliseconds even for a rare date', () => {
    const started = performance.now();
    // 29 February on a Sunday: 2032 after 2026.
    expect(nextCronRun(cron('0 0 29 2 0'), at('2026-01-01T00:00:00Z'))?.toISOString()).toBe('2032-02-29T00:00:00.000Z');
    expect(performance.now() - started).toBeLessThan(500);
  });
});
