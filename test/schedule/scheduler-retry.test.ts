/**
 * A job that exits 69 (the finance API could not be reached, nothing in doubt) is run again by the
 * scheduler within its retry window, each attempt recorded as a run of its own, never while the job
 * runs. Pinned clock, a runner the test ends, timers the test fires.
 */
import { describe, expect, it } from 'vitest';
import { compileCron } from '../../src/schedule/compile-cron.js';
import type { ScheduledJob } from '../../src/schedule/compile-schedule-jobs.js';
import { createScheduler, type JobProcessResult, type RunRecorder } from '../../src/schedule/create-scheduler.js';

function uploadJob(): ScheduledJob {
  const cron = compileCron('0 2 * * *', 'UTC');
  if (!cron.ok) throw new Error(cron.message);
  const argv = ['upload', 'night.csv', '--mapping', 'm.yaml'];
  return {
    name: 'nightly',
    cron: cron.schedule,
    command: argv.join(' '),
    argv,
    line: undefined,
    catchUp: false,
    retry: { everyMs: 600_000, withinMs: 3_600_000 },
  };
}

function setup(exitCodes: number[]) {
  let now = Date.parse('2026-11-23T02:00:00Z');
  const timers: { ms: number; fire: () => void }[] = [];
  const attempts: Promise<unknown>[] = [];
  const recorded: { reason: string; scheduledFor: string }[] = [];
  const lines: { message: string; fields: Record<string, unknown> }[] = [];
  const recorder: RunRecorder = {
    started: (_job, reason, scheduledFor) => recorded.push({ reason, scheduledFor: scheduledFor.toISOString() }),
    finished: () => undefined,
    skipped: () => undefined,
  };
  let runs = 0;
  let release: (() => void) | undefined;
  const scheduler = createScheduler([uploadJob()], {
    now: () => new Date(now),
    runJob: async (): Promise<JobProcessResult> => {
      const exitCode = exitCodes[runs++] ?? 0;
      await new Promise<void>((resolve) => (release = resolve));
      now += 60_000;
      return { exitCode, signal: null, summary: undefined, lastError: undefined };
    },
    log: {
      info: (fields, message) => lines.push({ message, fields: fields as Record<string, unknown> }),
      warn: (fields, message) => lines.push({ message, fields: fields as Record<string, unknown> }),
    },
    recorder,
    after: (ms, fire) => {
      timers.push({ ms, fire: () => void attempts.push(fire()) });
      return () => undefined;
    },
  });
  const finishRun = async (done: Promise<unknown>) => {
    await new Promise((resolve) => setImmediate(resolve));
    release?.();
    await done;
  };
  return {
    scheduler,
    timers,
    attempts,
    recorded,
    lines,
    finishRun,
    advance: (ms: number) => (now += ms),
    runs: () => runs,
  };
}

describe('schedule retries a job the finance API could not be reached for', () => {
  it('runs it again 10 and 20 minutes later until it succeeds, each attempt recorded as its own run', async () => {
    const s = setup([69, 69, 0]);
    await s.finishRun(s.scheduler.tick('nightly', new Date('2026-11-23T02:00:00Z')));
    expect(s.timers.map((t) => t.ms)).toEqual([600_000]);
    expect(s.lines.at(-1)).toMatchObject({
      message: 'job to be run again: the finance API could not be reached, nothing in doubt',
      fields: { job: 'nightly', attempt: 1, at: '2026-11-23T02:11:00.000Z' },
    });
    s.advance(600_000);
    s.timers[0]!.fire();
    await s.finishRun(s.attempts.at(-1)!);
    expect(s.timers.map((t) => t.ms)).toEqual([600_000, 1_200_000]);
    s.advance(1_200_000);
    s.timers[1]!.fire();
    await s.finishRun(s.attempts.at(-1)!);
    expect(s.runs()).toBe(3);
    // The third run succeeded: no fourth.
    expect(s.timers).toHaveLength(2);
    expect(s.recorded).toEqual([
      { reason: 'scheduled', scheduledFor: '2026-11-23T02:00:00.000Z' },
      { reason: 'scheduled', scheduledFor: '2026-11-23T02:00:00.001Z' },
      { reason: 'scheduled', scheduledFor: '2026-11-23T02:00:00.002Z' },
    ]);
  });

  it('gives up past the window, saying so, and retries no other exit code', async () => {
    const s = setup([69, 69, 69]);
    await s.finishRun(s.scheduler.tick('nightly', new Date('2026-11-23T02:00:00Z')));
    s.advance(600_000);
    s.timers[0]!.fire();
    await s.finishRun(s.attempts.at(-1)!);
    s.advance(1_200_000);
    s.timers[1]!.fire();
    await s.finishRun(s.attempts.at(-1)!);
    // Ended at 02:33: 40 more minutes is past the hour.
    expect(s.timers).toHaveLength(2);
    expect(s.lines.at(-1)?.message).toBe(
      'job not run again: the finance API could still not be reached at the end of its retry window; its invoices are not sent, safe to post again',
    );
    const other = setup([1]);
    await other.finishRun(other.scheduler.tick('nightly', new Date('2026-11-23T02:00:00Z')));
    expect(other.timers).toHaveLength(0);
  });

  it('does not start an attempt while the job runs: that run does the work', async () => {
    const s = setup([69, 0]);
    await s.finishRun(s.scheduler.tick('nightly', new Date('2026-11-23T02:00:00Z')));
    const next = s.scheduler.runNow('nightly');
    await new Promise((resolve) => setImmediate(resolve));
    s.timers[0]!.fire();
    expect(s.lines.at(-1)?.message).toBe('job not run again: it is running now, which does the work');
    await s.finishRun(next);
    expect(s.runs()).toBe(2);
  });
});
