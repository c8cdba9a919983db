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

  it('after a clock step of two days, lists ten missed ticks, counts the rest, and catches a catchUp job up once', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T01:58:30Z') });
    const minutely = recording();
    const every = armJobTimer(job('* * * * *'), minutely.scheduler, minutely.log, new Date());
    const nightly = recording();
    const daily = armJobTimer({ ...job('0 2 * * *'), catchUp: true }, nightly.scheduler, nightly.log, new Date());
    // The host slept (or the clock was stepped) two days: the timers wake at 02:29:30 and 02:30:30.
    vi.setSystemTime(new Date('2026-05-03T02:29:00Z'));
    await vi.advanceTimersByTimeAsync(90_000);
    const listed = minutely.warnings.filter((w) => w.message.startsWith('tick missed'));
    expect(listed).toHaveLength(10);
    expect(minutely.warnings.slice(10)).toEqual([
      { message: 'ticks missed: 2911 in all, the last at 2026-05-03T02:29:00.000Z', scheduledFor: undefined },
    ]);
    // Not a catchUp job: it goes on at its next time.
    expect(minutely.ticks).toEqual(['2026-05-03T02:30:00.000Z at 2026-05-03T02:30:00.000Z']);
    // The nightly job missed 02:00 of three days: it runs once, for the last.
    expect(nightly.warnings.map((w) => w.scheduledFor)).toEqual([
      '2026-05-01T02:00:00.000Z',
      '2026-05-02T02:00:00.000Z',
      '2026-05-03T02:00:00.000Z',
    ]);
    expect(nightly.ticks).toEqual(['2026-05-03T02:00:00.000Z at 2026-05-03T02:30:30.000Z']);
    expect(daily.next()?.toISOString()).toBe('2026-05-04T02:00:00.000Z');
    every.stop();
    daily.stop();
  });

  it('ticks nothing once stopped', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T01:59:00Z') });
    const { scheduler, log, ticks } = recording();
    armJobTimer(job('* * * * *'), scheduler, log, new Date()).stop();
    await vi.advanceTimersByTimeAsync(3600_000);
    expect(ticks).toEqual([]);
  });
});
