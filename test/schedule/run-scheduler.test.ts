import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileCron } from '../../src/schedule/compile-cron.js';
import type { ScheduledJob } from '../../src/schedule/compile-schedule-jobs.js';
import type { Scheduler } from '../../src/schedule/create-scheduler.js';
import { runScheduler } from '../../src/schedule/run-scheduler.js';

function job(expression: string, timeZone: string): ScheduledJob {
  const compiled = compileCron(expression, timeZone);
  if (!compiled.ok) throw new Error(compiled.message);
  return {
    name: 'reconcile',
    cron: compiled.schedule,
    command: 'reconcile',
    argv: ['reconcile'],
    line: 1,
    catchUp: false,
  };
}

/** A scheduler that only records the ticks it is given. */
function recordingScheduler(): Scheduler & { ticks: { job: string; at: string }[] } {
  const ticks: { job: string; at: string }[] = [];
  return {
    ticks,
    tick: async (name, scheduledFor) => {
      ticks.push({ job: name, at: scheduledFor.toISOString() });
      return undefined;
    },
    runNow: async () => undefined,
    isRunning: () => false,
    drain: async () => ({ stopped: [] }),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('runScheduler', () => {
  it('runs a nightly job on the night daylight saving skips its time, at the jump, and logs why', async () => {
    // Berlin, 2027-03-28: the clock goes from 02:00 to 03:00 (01:00 UTC); "30 2 * * *" has no 02:30 that night.
    vi.useFakeTimers({ now: new Date('2027-03-28T00:40:00Z') });
    const scheduler = recordingScheduler();
    const lines: string[] = [];
    const log = { info: (_: object, message: string) => lines.push(message), warn: () => undefined };
    const stop = new AbortController();
    const running = runScheduler({
      jobs: [job('30 2 * * *', 'Europe/Berlin')],
      scheduler,
      log,
      signal: stop.signal,
      stopTimeoutMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(2 * 3600_000);
    expect(scheduler.ticks).toEqual([{ job: 'reconcile', at: '2027-03-28T01:00:00.000Z' }]);
    expect(lines).toContain('running the tick daylight saving skipped, at the jump');
    // The next night is node-cron's again: one tick at 02:30 Berlin (00:30 UTC), none twice.
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect(scheduler.ticks.map((tick) => tick.at)).toEqual(['2027-03-28T01:00:00.000Z', '2027-03-29T00:30:00.000Z']);
    stop.abort();
    await running;
  });
});
