import { describe, expect, it, vi } from 'vitest';
import { createTask } from 'node-cron';
import { compileCron, type CronSchedule } from '../../src/schedule/compile-cron.js';
import fc from 'fast-check';
import { nextCronRun, nextJumpedRun, type SkippedWallTimes } from '../../src/schedule/next-cron-run.js';

function cron(expression: string, timeZone: string | undefined = 'UTC'): CronSchedule {
  const result = compileCron(expression, timeZone);
  if (!result.ok) throw new Error(result.message);
  return result.schedule;
}

const at = (iso: string) => new Date(iso);

/** The next `count` run times after `after`, each found from the one before. */
function nextCronRuns(
  schedule: CronSchedule,
  after: Date,
  count: number,
  skipped: SkippedWallTimes = 'at-jump',
): Date[] {
  const runs: Date[] = [];
  let from = after;
  while (runs.length < count) {
    const next = nextCronRun(schedule, from, skipped);
    if (!next) break;
    runs.push(next);
    from = next;
  }
  return runs;
}

/** Every run time in (after, until]. */
function nextCronRunsUntil(schedule: CronSchedule, after: Date, until: Date, skipped: SkippedWallTimes): Date[] {
  const runs: Date[] = [];
  for (let run = nextCronRun(schedule, after, skipped); run && run <= until; run = nextCronRun(schedule, run, skipped))
    runs.push(run);
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

  it('runs a wall time that daylight saving jumps over at the jump, once', () => {
    // Berlin jumps from 02:00 to 03:00 on 2026-03-29 (01:00 UTC): there is no 02:30 that day.
    const daily = cron('30 2 * * *', 'Europe/Berlin');
    expect(nextCronRuns(daily, at('2026-03-28T12:00:00Z'), 2).map((d) => d.toISOString())).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-03-30T00:30:00.000Z',
    ]);
    // Two skipped times, and one on the jump itself: one run at the jump.
    expect(nextCronRuns(cron('0,30 2,3 * * *', 'Europe/Berlin'), at('2026-03-29T00:00:00Z'), 3)).toEqual([
      at('2026-03-29T01:00:00Z'),
      at('2026-03-29T01:30:00Z'),
      at('2026-03-30T00:00:00Z'),
    ]);
    // As node-cron's timers see it, the day has no run.
    expect(nextCronRun(daily, at('2026-03-28T12:00:00Z'), 'never')?.toISOString()).toBe('2026-03-30T00:30:00.000Z');
  });

  it('finds the jump of every kind of daylight-saving change', () => {
    // [zone, cron, after, the run at the jump]: an hour forward, half an hour (Lord Howe), at midnight (Santiago).
    const table = [
      ['Europe/Berlin', '0 2 * * *', '2027-03-27T12:00:00Z', '2027-03-28T01:00:00.000Z'],
      ['America/New_York', '15 2 * * *', '2026-03-07T12:00:00Z', '2026-03-08T07:00:00.000Z'],
      ['Australia/Lord_Howe', '15 2 * * *', '2026-10-03T00:00:00Z', '2026-10-03T15:30:00.000Z'],
      ['America/Santiago', '30 0 * * *', '2026-09-05T12:00:00Z', '2026-09-06T04:00:00.000Z'],
    ] as const;
    for (const [zone, expression, after, jump] of table) {
      expect(nextCronRun(cron(expression, zone), at(after))?.toISOString(), zone).toBe(jump);
      expect(nextJumpedRun(cron(expression, zone), at(after), at('2027-12-31T00:00:00Z'))?.toISOString(), zone).toBe(
        jump,
      );
    }
  });

  it('runs each skipped day once and every other run as node-cron does (any zone, any schedule)', () => {
    const zones = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Tokyo', 'UTC'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 365 * 2 }),
        (zone, minute, hour, day) => {
          const schedule = cron(`${minute} ${hour} * * *`, zone);
          const after = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000);
          const until = new Date(after.getTime() + 3 * 86_400_000);
          const mine = nextCronRunsUntil(schedule, after, until, 'at-jump');
          const cronTimers = nextCronRunsUntil(schedule, after, until, 'never');
          const jumped = mine.filter((run) => !cronTimers.some((other) => other.getTime() === run.getTime()));
          // Every node-cron run is one of mine; the others are runs at a jump, at most one a day, none twice.
          expect(cronTimers.every((run) => mine.some((other) => other.getTime() === run.getTime()))).toBe(true);
          expect(new Set(mine.map((run) => run.getTime())).size).toBe(mine.length);
          // One run a day: none skipped, none twice.
          for (let i = 1; i < mine.length; i++) {
            const hours = (mine[i]!.getTime() - mine[i - 1]!.getTime()) / 3600_000;
            expect(hours).toBeGreaterThanOrEqual(21);
            expect(hours).toBeLessThanOrEqual(26);
          }
          expect(mine.length).toBeGreaterThanOrEqual(2);
          for (const run of jumped) expect(nextJumpedRun(schedule, new Date(run.getTime() - 1), until)).toEqual(run);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('fires once in an hour that daylight saving repeats', () => {
    // Berlin shows 02:00-02:59 twice on 2026-10-25 (first at 00:xx UTC, again at 01:xx UTC).
    const schedule = cron('30 2 * * *', 'Europe/Berlin');
    const first = nextCronRun(schedule, at('2026-10-24T12:00:00Z'));
    expect(first?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(nextCronRun(schedule, first!)?.toISOString()).toBe('2026-10-26T01:30:00.000Z');
  });

  it('keeps an interval job running through the hour daylight saving repeats, each wall time at both showings', () => {
    // Paris shows 02:00-02:59 twice on 2027-10-31: CEST at 00:xx UTC, then CET at 01:xx UTC.
    const everyMinute = cron('* * * * *', 'Europe/Paris');
    expect(nextCronRun(everyMinute, at('2027-10-31T01:04:40Z'))?.toISOString()).toBe('2027-10-31T01:05:00.000Z');
    expect(nextCronRun(everyMinute, at('2027-10-31T00:59:30Z'))?.toISOString()).toBe('2027-10-31T01:00:00.000Z');
    const fiveMinutes = nextCronRuns(cron('*/5 * * * *', 'Europe/Paris'), at('2027-10-31T00:50:00Z'), 4);
    expect(fiveMinutes.map((run) => run.toISOString())).toEqual([
      '2027-10-31T00:55:00.000Z',
      '2027-10-31T01:00:00.000Z',
      '2027-10-31T01:05:00.000Z',
      '2027-10-31T01:10:00.000Z',
    ]);
    const hourly = nextCronRuns(cron('0 * * * *', 'Europe/Paris'), at('2027-10-30T23:30:00Z'), 3);
    expect(hourly.map((run) => run.toISOString())).toEqual([
      '2027-10-31T00:00:00.000Z',
      '2027-10-31T01:00:00.000Z',
      '2027-10-31T02:00:00.000Z',
    ]);
    // A fixed time is a promise about the wall clock: once.
    const daily = nextCronRuns(cron('30 2 * * *', 'Europe/Paris'), at('2027-10-30T12:00:00Z'), 2);
    expect(daily.map((run) => run.toISOString())).toEqual(['2027-10-31T00:30:00.000Z', '2027-11-01T01:30:00.000Z']);
  });

  it('agrees with node-cron on when a task fires, away from daylight-saving changes', () => {
    // node-cron counts from the clock's now; a fixed mid-January now keeps every zone here away
    // from a change (in the repeated autumn hour node-cron takes the second wall time, the product
    // the first: run-scheduler-dst.test.ts holds that space).
    const now = at('2026-01-14T09:00:00Z');
    vi.useFakeTimers({ now, toFake: ['Date'] });
    for (const [expression, zone] of [
      ['0 2 * * *', 'Europe/Berlin'],
      ['*/7 3-5 * * 1-5', 'America/New_York'],
      ['15 10 L * *', 'Asia/Tokyo'],
    ] as const) {
      const task = createTask(expression, () => undefined, { timezone: zone });
      const mine = nextCronRuns(cron(expression, zone), now, 3, 'never').map((d) => d.toISOString());
      expect(mine).toEqual(task.getNextRuns(3).map((d) => d.toISOString()));
      void task.destroy();
    }
    vi.useRealTimers();
  });

  it('answers within a few milliseconds even for a rare date', () => {
    const started = performance.now();
    // 29 February on a Sunday: 2032 after 2026.
    expect(nextCronRun(cron('0 0 29 2 0'), at('2026-01-01T00:00:00Z'))?.toISOString()).toBe('2032-02-29T00:00:00.000Z');
    expect(performance.now() - started).toBeLessThan(500);
  });
});
