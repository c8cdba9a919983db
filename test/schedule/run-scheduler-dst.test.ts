/**
 * The scheduler across daylight-saving changes, on vitest's fake clock (Date and timers move
 * together, as in run-scheduler.test.ts): every zone, cron times in the hour that is repeated or
 * skipped, a restart anywhere around the change.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TICK_TOLERANCE_MS } from '../../src/schedule/arm-job-timer.js';
import { chooseCatchUpRuns } from '../../src/schedule/choose-catch-up-runs.js';
import { compileCron } from '../../src/schedule/compile-cron.js';
import type { ScheduledJob } from '../../src/schedule/compile-schedule-jobs.js';
import type { Scheduler } from '../../src/schedule/create-scheduler.js';
import { nextCronRun } from '../../src/schedule/next-cron-run.js';
import { reportMissedRuns } from '../../src/schedule/report-missed-runs.js';
import { runScheduler } from '../../src/schedule/run-scheduler.js';
import { formatZoned, wallTimeIn } from '../../src/schedule/zoned-time.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

// An hour (Europe, America), half an hour (Lord Howe), at midnight (Santiago, Havana), south (Sydney, Chatham).
const ZONES = [
  'Europe/Berlin',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
  'America/Santiago',
  'America/Havana',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
] as const;

/** Offset of the zone at an instant, minutes, read from the wall clock (independent of the code under test's helper). */
function offsetMinutes(instant: number, zone: string): number {
  const wall = wallTimeIn(instant, zone);
  return (Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - instant) / 60_000;
}

interface Transition {
  /** The first instant of the new offset. */
  at: number;
  /** New offset minus old, minutes: negative when the clock goes back. */
  change: number;
}

const transitionsByZone = new Map<string, Transition[]>();

/** The zone's changes in 2026-2027, found hour by hour, then to the minute. */
function transitionsOf(zone: string): Transition[] {
  const known = transitionsByZone.get(zone);
  if (known) return known;
  const found: Transition[] = [];
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += HOUR) {
    const before = offsetMinutes(t, zone);
    const after = offsetMinutes(t + HOUR, zone);
    if (before === after) continue;
    let low = t;
    let high = t + HOUR;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(middle, zone) === after) high = middle;
      else low = middle;
    }
    found.push({ at: high, change: after - before });
  }
  transitionsByZone.set(zone, found);
  return found;
}

function scheduledJob(expression: string, timeZone: string): ScheduledJob {
  const compiled = compileCron(expression, timeZone);
  if (!compiled.ok) throw new Error(`${expression}: ${compiled.message}`);
  return { name: 'upload', cron: compiled.schedule, command: 'upload', argv: ['upload'], line: 1, catchUp: true };
}

/** A scheduler that records each tick with the (fake) time it came at. */
function recordingScheduler(): Scheduler & { ticks: { scheduledFor: number; firedAt: number }[] } {
  const ticks: { scheduledFor: number; firedAt: number }[] = [];
  return {
    ticks,
    tick: async (_name, scheduledFor) => {
      ticks.push({ scheduledFor: scheduledFor.getTime(), firedAt: Date.now() });
      return undefined;
    },
    runNow: async () => undefined,
    isRunning: () => false,
    drain: async () => ({ stopped: [] }),
  };
}

/** Cron expressions whose times fall on the wall time `hour:minute` of the changed interval. */
function expressionsAt(hour: number, minute: number, second: number): string[] {
  return [
    `${minute} ${hour} * * *`,
    `*/15 ${hour} * * *`,
    `${minute} ${hour},${(hour + 1) % 24} * * *`,
    `${minute} * * * *`,
    `${second} ${minute} ${hour} * * *`,
  ];
}

afterEach(() => {
  vi.useRealTimers();
});

describe('runScheduler across daylight-saving changes', () => {
  it('runs once per promised instant, at it, with the started line (and --list) naming the first of them', async () => {
    const cases = fc
      .record({
        zone: fc.constantFrom(...ZONES),
        which: fc.nat(),
        into: fc.double({ min: 0, max: 0.999, noNaN: true }),
        kind: fc.nat({ max: 4 }),
        second: fc.integer({ min: 0, max: 59 }),
        restartMinutes: fc.integer({ min: -180, max: 180 }),
        restartSeconds: fc.integer({ min: 0, max: 59 }),
      })
      .map((c) => {
        const transitions = transitionsOf(c.zone);
        const transition = transitions[c.which % transitions.length]!;
        // A wall time in the changed interval: the repeated one (at its first showing) or the skipped one.
        const span = Math.abs(transition.change) * 60_000;
        const k = Math.floor((c.into * span) / 60_000) * 60_000;
        let hour: number;
        let minute: number;
        if (transition.change < 0) {
          ({ hour, minute } = wallTimeIn(transition.at - span + k, c.zone));
        } else {
          const w = wallTimeIn(transition.at - 60_000, c.zone);
          const skipped = new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) + 60_000 + k);
          [hour, minute] = [skipped.getUTCHours(), skipped.getUTCMinutes()];
        }
        const expression = expressionsAt(hour, minute, c.second)[c.kind]!;
        const restart = transition.at + c.restartMinutes * 60_000 + c.restartSeconds * 1000;
        return { ...c, transition, expression, restart };
      });

    await fc.assert(
      fc.asyncProperty(cases, async ({ zone, expression, restart, transition }) => {
        vi.useFakeTimers({ now: restart });
        const job = scheduledJob(expression, zone);
        // The journal's last run: the job ran its promised time two days before, then the scheduler was down.
        const lastRun = nextCronRun(job.cron, new Date(restart - 2 * DAY - HOUR))!;
        const quiet = { info: () => undefined, warn: () => undefined };
        const missed = reportMissedRuns([job], new Map([['upload', lastRun.toISOString()]]), new Date(restart), quiet);
        const scheduler = recordingScheduler();
        const started: unknown[] = [];
        const log = {
          info: (fields: object, message: string) => (message === 'scheduler started' ? started.push(fields) : 0),
          warn: () => undefined,
        };
        const stop = new AbortController();
        const until = transition.at + 6 * HOUR;
        const running = runScheduler({
          jobs: [job],
          scheduler,
          log,
          signal: stop.signal,
          stopTimeoutMs: 1000,
          catchUp: chooseCatchUpRuns([job], missed),
        });
        await vi.advanceTimersByTimeAsync(until - restart);
        stop.abort();
        await running;

        const promised: number[] = [];
        for (
          let run = nextCronRun(job.cron, new Date(restart));
          run && run.getTime() <= until;
          run = nextCronRun(job.cron, run)
        )
          promised.push(run.getTime());
        const timerTicks = scheduler.ticks.filter((tick) => tick.firedAt > restart || tick.scheduledFor >= restart);
        const catchUps = scheduler.ticks.filter((tick) => !timerTicks.includes(tick));
        // Exactly one run per promised instant, each at it (the fake timers fire on the dot; the slack is the limit).
        expect(timerTicks.map((tick) => tick.scheduledFor)).toEqual(promised);
        for (const tick of timerTicks) {
          expect(tick.firedAt - tick.scheduledFor).toBeGreaterThanOrEqual(0);
          expect(tick.firedAt - tick.scheduledFor).toBeLessThanOrEqual(TICK_TOLERANCE_MS);
        }
        // At most the one catch-up, of a time before the restart.
        expect(catchUps.length).toBeLessThanOrEqual(1);
        for (const tick of catchUps) expect(tick.scheduledFor).toBeLessThan(restart);
        // Never twice for one instant, nor, for a fixed time, for one wall time shown twice (the
        // catch-up and the timer agree); an interval (`*/15 2 * * *`) runs at each showing.
        const instants = scheduler.ticks.map((tick) => tick.scheduledFor);
        expect(new Set(instants).size).toBe(instants.length);
        const walls = scheduler.ticks.map((tick) => formatZoned(tick.scheduledFor, zone).slice(0, 19));
        if (!job.cron.interval) expect(new Set(walls).size).toBe(walls.length);
        // The started line and `schedule --list` (nextCronRun from now) name the run the timer makes first.
        const listed = nextCronRun(job.cron, new Date(restart));
        const first = timerTicks[0]?.scheduledFor;
        expect(listed?.getTime()).toBe(first ?? listed?.getTime());
        expect(started).toEqual([
          { jobs: [{ job: 'upload', cron: expression, next: listed ? formatZoned(listed.getTime(), zone) : null }] },
        ]);
        vi.useRealTimers();
      }),
      {
        numRuns: 150,
        // Found by a CI run: a restart as Chatham's clock goes back, a missed 03:00 before it and 03:00 shown again after.
        examples: [
          [
            {
              zone: 'Pacific/Chatham',
              which: 0,
              into: 0.25,
              kind: 3,
              second: 0,
              restartMinutes: 0,
              restartSeconds: 0,
              transition: { at: 1775311200000, change: -60 },
              expression: '0 * * * *',
              restart: 1775311200000,
            },
          ],
        ],
      },
    );
  }, 120_000);

  it('runs the first 02:30 of the night Berlin repeats 02:00-02:59, once, even after a restart in the repeated hour', async () => {
    // 2027-10-31: 02:30 CEST is 00:30Z, 02:30 CET is 01:30Z; the trial restarted at 01:05Z with catchUp.
    vi.useFakeTimers({ now: new Date('2027-10-31T01:05:00Z') });
    const job = scheduledJob('30 2 * * *', 'Europe/Berlin');
    const quiet = { info: () => undefined, warn: () => undefined };
    const missed = reportMissedRuns([job], new Map([['upload', '2027-10-30T00:30:00.000Z']]), new Date(), quiet);
    const scheduler = recordingScheduler();
    const stop = new AbortController();
    const running = runScheduler({
      jobs: [job],
      scheduler,
      log: quiet,
      signal: stop.signal,
      stopTimeoutMs: 1000,
      catchUp: chooseCatchUpRuns([job], missed),
    });
    await vi.advanceTimersByTimeAsync(2 * DAY + HOUR);
    stop.abort();
    await running;
    expect(scheduler.ticks.map((tick) => new Date(tick.scheduledFor).toISOString())).toEqual([
      '2027-10-31T00:30:00.000Z',
      '2027-11-01T01:30:00.000Z',
      '2027-11-02T01:30:00.000Z',
    ]);
  });
});
