import { afterEach, describe, expect, it, vi } from 'vitest';
import { armJobTimer } from '../../src/schedule/arm-job-timer.js';
import { compileCron } from '../../src/schedule/compile-cron.js';
import type { ScheduledJob } from '../../src/schedule/compile-schedule-jobs.js';
import type { Scheduler } from '../../src/schedule/create-scheduler.js';

function job(expression: string): ScheduledJob {
  const compiled = compileCron(expression, 'UTC');
  if (!compiled.ok) throw new Error(compiled.message);
  return {
    name: 'nightly',
    cron: compiled.schedule,
    command: 'reconcile',
    argv: ['reconcile'],
    line: 1,
    catchUp: false,
  };
}

function recording() {
  const ticks: string[] = [];
  const warnings: { message: string; scheduledFor: unknown }[] = [];
  const scheduler: Scheduler = {
    tick: async (_name, scheduledFor) => {
      ticks.push(`${scheduledFor.toISOString()} at ${new Date().toISOString()}`);
      return undefined;
    },
    runNow: async () => undefined,
    isRunning: () => false,
    drain: async () => ({ stopped: [] }),
  };
  const log = {
    info: () => undefined,
    warn: (fields: object, message: string) =>
      warnings.push({ message, scheduledFor: (fields as { scheduledFor?: unknown }).scheduledFor }),
  };
  return { scheduler, log, ticks, warnings };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('armJobTimer', () => {
  it('logs a tick it wakes for more than a second late as missed and runs the next one on time', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T01:59:00Z') });
    const { scheduler, log, ticks, warnings } = recording();
    const timer = armJobTimer(job('0 2 * * *'), scheduler, log, new Date());
    // The process was blocked (or the machine asleep) across 02:00: the clock moved, no timer fired.
    vi.setSystemTime(new Date('2026-05-01T02:00:05Z'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ticks).toEqual([]);
    expect(warnings).toEqual([
      {
        message:
          'tick missed: the scheduler process was busy (a journal call waiting on another process holding its lock blocks it) or asleep',
        scheduledFor: '2026-05-01T02:00:00.000Z',
      },
    ]);
    expect(timer.next()?.toISOString()).toBe('2026-05-02T02:00:00.000Z');
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect(ticks).toEqual(['2026-05-02T02:00:00.000Z at 2026-05-02T02:00:00.000Z']);
    timer.stop();
  });

  it('follows a wall clock set back: the tick comes when the clock shows its time, not early', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T01:00:00Z') });
    const { scheduler, log, ticks } = recording();
    const timer = armJobTimer(job('0 2 * * *'), scheduler, log, new Date());
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    // NTP steps the clock back half an hour at 01:30: 02:00 is an hour away again.
    vi.setSystemTime(new Date('2026-05-01T01:00:00Z'));
    await vi.advanceTimersByTimeAsync(59 * 60_000);
    expect(ticks).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ticks).toEqual(['2026-05-01T02:00:00.000Z at 2026-05-01T02:00:00.000Z']);
    timer.stop();
  });

  it('follows a wall clock set forward: the tick comes when the clock shows its time, within a sleep of ten minutes', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T01:00:00Z') });
    const { scheduler, log, ticks, warnings } = recording();
    const timer = armJobTimer(job('0 2 * * *'), scheduler, log, new Date());
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    // NTP steps the clock forward 50 minutes at 01:05: 02:00 is five minutes away now.
    vi.setSystemTime(new Date('2026-05-01T01:55:00Z'));
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(ticks).toEqual(['2026-05-01T02:00:00.000Z at 2026-05-01T02:00:00.000Z']);
    expect(warnings).toEqual([]);
    timer.stop();
  });

  it('ticks nothing once stopped', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T01:59:00Z') });
    const { scheduler, log, ticks } = recording();
    armJobTimer(job('* * * * *'), scheduler, log, new Date()).stop();
    await vi.advanceTimersByTimeAsync(3600_000);
    expect(ticks).toEqual([]);
  });
});
