import { describe, expect, it } from 'vitest';
import { compileCron } from '../../src/schedule/compile-cron.js';
import type { ScheduledJob } from '../../src/schedule/compile-schedule-jobs.js';
import {
  createScheduler,
  type JobProcessResult,
  type JobRun,
  type RunRecorder,
  type SchedulerLog,
} from '../../src/schedule/create-scheduler.js';

function job(name: string, argv: string[]): ScheduledJob {
  const cron = compileCron('*/5 * * * *', 'UTC');
  if (!cron.ok) throw new Error(cron.message);
  return { name, cron: cron.schedule, command: argv.join(' '), argv, line: undefined, catchUp: false };
}

/** A job runner whose runs end when the test says so. */
function controlledRunner() {
  const pending = new Map<string, { resolve(result: JobProcessResult): void; stop: AbortSignal }>();
  const started: string[] = [];
  return {
    started,
    runJob(scheduled: ScheduledJob, stop: AbortSignal) {
      started.push(scheduled.name);
      return new Promise<JobProcessResult>((resolve) => pending.set(scheduled.name, { resolve, stop }));
    },
    finish(name: string, result: Partial<JobProcessResult> = {}) {
      pending.get(name)?.resolve({ exitCode: 0, signal: null, summary: undefined, lastError: undefined, ...result });
      pending.delete(name);
    },
    stopSignal: (name: string) => pending.get(name)?.stop,
  };
}

function memoryLog() {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const log: SchedulerLog = {
    info: (fields, message) => lines.push({ level: 'info', message, fields: fields as Record<string, unknown> }),
    warn: (fields, message) => lines.push({ level: 'warn', message, fields: fields as Record<string, unknown> }),
  };
  return { log, lines };
}

/** A clock the test moves by hand. */
function pinnedClock(start: string) {
  let now = new Date(start).getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('createScheduler', () => {
  it('logs one line per run with times, exit code and the job summary', async () => {
    const runner = controlledRunner();
    const { log, lines } = memoryLog();
    const clock = pinnedClock('2026-05-01T02:00:00Z');
    const scheduler = createScheduler([job('nightly', ['reconcile', '--json'])], {
      now: clock.now,
      runJob: runner.runJob,
      log,
    });
    const run = scheduler.tick('nightly', new Date('2026-05-01T02:00:00Z'));
    clock.advance(4200);
    runner.finish('nightly', { summary: { checked: 3, errors: 0 } });
    expect((await run)?.exitCode).toBe(0);
    expect(lines).toEqual([
      {
        level: 'info',
        message: 'job finished',
        fields: {
          job: 'nightly',
          reason: 'scheduled',
          scheduledFor: '2026-05-01T02:00:00.000Z',
          started: '2026-05-01T02:00:00.000Z',
          finished: '2026-05-01T02:00:04.200Z',
          durationMs: 4200,
          exitCode: 0,
          summary: { checked: 3, errors: 0 },
        },
      },
    ]);
  });

  it('skips a tick while the previous run of the same job is still going, and logs the skip', async () => {
    const runner = controlledRunner();
    const { log, lines } = memoryLog();
    const skipped: string[] = [];
    const recorder: RunRecorder = {
      started: () => 1,
      finished: () => undefined,
      skipped: (name, at, why) => void skipped.push(`${name}@${at.toISOString()} ${why}`),
    };
    const clock = pinnedClock('2026-05-01T02:00:00Z');
    const scheduler = createScheduler([job('intake', ['watch', 'drop', '--once']), job('nightly', ['reconcile'])], {
      now: clock.now,
      runJob: runner.runJob,
      log,
      recorder,
    });
    const first = scheduler.tick('intake', new Date('2026-05-01T02:00:00Z'));
    clock.advance(300_000);
    const second = await scheduler.tick('intake', new Date('2026-05-01T02:05:00Z'));
    const other = scheduler.tick('nightly', new Date('2026-05-01T02:05:00Z'));
    expect(second).toBeUndefined();
    expect(runner.started).toEqual(['intake', 'nightly']);
    expect(skipped).toEqual(['intake@2026-05-01T02:05:00.000Z still-going']);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      message: 'job skipped: the previous run is still going',
      fields: { job: 'intake', runningSince: '2026-05-01T02:00:00.000Z' },
    });
    runner.finish('intake');
    runner.finish('nightly');
    await Promise.all([first, other]);
    // Once finished, the next tick runs again.
    const third = scheduler.tick('intake', new Date('2026-05-01T02:10:00Z'));
    runner.finish('intake', { exitCode: 1, lastError: 'invoice-batch: reconcile failed' });
    expect((await third)?.exitCode).toBe(1);
    expect(lines.at(-1)).toMatchObject({
      level: 'warn',
      message: 'job failed',
      fields: { exitCode: 1, lastError: 'invoice-batch: reconcile failed' },
    });
  });

  it('records the start and the end of every run', async () => {
    const runner = controlledRunner();
    const events: string[] = [];
    const recorder: RunRecorder = {
      started: (name, reason) => (events.push(`start ${name} ${reason}`), 7),
      finished: (id, run: JobRun) => void events.push(`end ${id} ${run.exitCode}`),
      skipped: () => undefined,
    };
    const scheduler = createScheduler([job('refresh', ['advertisers', '--refresh'])], {
      now: () => new Date(0),
      runJob: runner.runJob,
      log: memoryLog().log,
      recorder,
    });
    const run = scheduler.runNow('refresh');
    runner.finish('refresh', { exitCode: 0 });
    await run;
    expect(events).toEqual(['start refresh run-now', 'end 7 0']);
  });

  it('on stop lets a running job finish within the timeout and starts nothing new', async () => {
    const runner = controlledRunner();
    const { log, lines } = memoryLog();
    const scheduler = createScheduler([job('nightly', ['reconcile'])], {
      now: () => new Date(0),
      runJob: runner.runJob,
      log,
    });
    const run = scheduler.tick('nightly', new Date(0));
    const drained = scheduler.drain(10_000);
    expect(await scheduler.tick('nightly', new Date(1))).toBeUndefined();
    expect(runner.stopSignal('nightly')?.aborted).toBe(false);
    runner.finish('nightly');
    expect(await drained).toEqual({ stopped: [] });
    expect((await run)?.exitCode).toBe(0);
    expect(lines.map((l) => l.message)).toEqual(['job not started: the scheduler is stopping', 'job finished']);
  });

  it('on stop asks a job that outlives the timeout to stop, then waits for it to end', async () => {
    const runner = controlledRunner();
    const { log, lines } = memoryLog();
    const scheduler = createScheduler([job('nightly', ['reconcile'])], {
      now: () => new Date(0),
      runJob: runner.runJob,
      log,
    });
    void scheduler.tick('nightly', new Date(0));
    const stop = runner.stopSignal('nightly')!;
    stop.addEventListener('abort', () => runner.finish('nightly', { exitCode: null, signal: 'SIGTERM' }));
    expect(await scheduler.drain(20)).toEqual({ stopped: ['nightly'] });
    expect(stop.aborted).toBe(true);
    expect(lines.map((l) => l.message)).toEqual([
      'jobs still running at the stop timeout: asking them to stop',
      'job failed',
    ]);
    expect(lines[1]?.fields).toMatchObject({ exitCode: null, signal: 'SIGTERM' });
  });

  it('runs only the first 02:30 of the night the clock goes back, whoever ticks the second', async () => {
    // Berlin, 2027-10-31: 02:30 CEST is 00:30Z and 02:30 CET is 01:30Z; --list promises the first.
    const cron = compileCron('30 2 * * *', 'Europe/Berlin');
    if (!cron.ok) throw new Error(cron.message);
    const nightly = { ...job('nightly', ['upload']), cron: cron.schedule };
    const runner = controlledRunner();
    const { log, lines } = memoryLog();
    const scheduler = createScheduler([nightly], { now: () => new Date(), runJob: runner.runJob, log });
    const first = scheduler.tick('nightly', new Date('2027-10-31T00:30:00Z'));
    runner.finish('nightly');
    expect((await first)?.exitCode).toBe(0);
    expect(await scheduler.tick('nightly', new Date('2027-10-31T01:30:00Z'))).toBeUndefined();
    // Nor a time the schedule does not have at all, nor the wall time skipped in spring (its run is at the jump).
    expect(await scheduler.tick('nightly', new Date('2027-10-31T01:31:00Z'))).toBeUndefined();
    expect(await scheduler.tick('nightly', new Date('2027-03-28T01:30:00Z'))).toBeUndefined();
    expect(runner.started).toEqual(['nightly']);
    expect(lines.map((line) => [line.message, line.fields.scheduledFor])).toEqual([
      ['job finished', '2027-10-31T00:30:00.000Z'],
      ['job not started: not one of its scheduled times', '2027-10-31T01:30:00.000Z'],
      ['job not started: not one of its scheduled times', '2027-10-31T01:31:00.000Z'],
      ['job not started: not one of its scheduled times', '2027-03-28T01:30:00.000Z'],
    ]);
    // A run-now is not a tick: it runs whenever asked.
    const now = scheduler.runNow('nightly');
    runner.finish('nightly');
    expect((await now)?.reason).toBe('run-now');
  });

  it('turns a runner that throws into a failed run instead of an unhandled rejection', async () => {
    const { log, lines } = memoryLog();
    const scheduler = createScheduler([job('nightly', ['reconcile'])], {
      now: () => new Date(0),
      runJob: () => Promise.reject(new Error('spawn EACCES')),
      log,
    });
    expect(await scheduler.tick('nightly', new Date(0))).toMatchObject({ exitCode: null, lastError: 'spawn EACCES' });
    expect(lines[0]?.message).toBe('job failed');
  });
});
