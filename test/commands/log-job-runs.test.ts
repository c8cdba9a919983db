/** The scheduler's lines through the logger: a start and an end per run, with its run id, each line bounded. */
import { describe, expect, it } from 'vitest';
import { compileCron } from '../../src/schedule/compile-cron.js';
import type { ScheduledJob } from '../../src/schedule/compile-schedule-jobs.js';
import { createScheduler, type RunRecorder } from '../../src/schedule/create-scheduler.js';
import { logJobRuns } from '../../src/commands/log-job-runs.js';
import { createLog } from '../../src/terminal/create-log.js';

function job(name: string): ScheduledJob {
  const cron = compileCron('0 2 * * *', 'UTC');
  if (!cron.ok) throw new Error(cron.message);
  return {
    name,
    cron: cron.schedule,
    command: 'reconcile --json',
    argv: ['reconcile', '--json'],
    line: undefined,
    catchUp: false,
  };
}

/** A scheduler of one nightly job whose every run succeeds at once, its lines and runs through `runs`. */
function nightlyScheduler(runs: ReturnType<typeof logJobRuns>) {
  return createScheduler([job('nightly')], {
    now: () => new Date(),
    runJob: (j, stop) =>
      runs.runJob(j, stop, () => Promise.resolve({ exitCode: 0, signal: null, lastError: undefined, summary: 1 })),
    log: runs.log,
    recorder: runs.recorder,
  });
}

describe('logJobRuns', () => {
  it('logs "job started" and "job finished" with the run id the journal gave, the summary cut to a few KiB', async () => {
    const lines: string[] = [];
    const log = createLog({ format: 'json', write: (line) => lines.push(line) });
    let next = 41;
    const recorder: RunRecorder = { started: () => ++next, finished: () => undefined, skipped: () => undefined };
    const runs = logJobRuns(log, recorder);
    // A reconcile's JSON summary of 2,000 invoices: about 150 KiB.
    const results = Array.from({ length: 2000 }, (_, i) => ({
      instanceId: String(500000 + i),
      status: '20',
      note: 'x'.repeat(40),
    }));
    const scheduler = createScheduler([job('nightly')], {
      now: () => new Date(),
      runJob: (j, stop) =>
        runs.runJob(j, stop, () =>
          Promise.resolve({
            exitCode: 0,
            signal: null,
            lastError: undefined,
            summary: { checked: 2000, workbook: 'out/r.xlsx', results },
          }),
        ),
      log: runs.log,
      recorder: runs.recorder,
    });
    await scheduler.runNow('nightly');
    await scheduler.runNow('nightly');
    const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.map((e) => [e.event, e.runId])).toEqual([
      ['job started', 42],
      ['job finished', 42],
      ['job started', 43],
      ['job finished', 43],
    ]);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(4096);
    expect(events[1]).toMatchObject({
      job: 'nightly',
      exitCode: 0,
      summary: { checked: 2000, workbook: 'out/r.xlsx', results: { count: 2000 } },
    });
  });

  it('names no earlier run on a run the journal could not record, nor on a skip while the journal is slow', async () => {
    const lines: string[] = [];
    const log = createLog({ format: 'json', write: (line) => lines.push(line) });
    const answers: (() => Promise<number>)[] = [
      () => Promise.resolve(42),
      () => Promise.reject(new Error('journal.sqlite: cannot record the run: the disk is full')),
      // The journal out of reach: the run waits for its id while the next tick comes.
      () => new Promise((resolve) => setTimeout(() => resolve(44), 20)),
    ];
    const recorder: RunRecorder = {
      started: () => answers.shift()!(),
      finished: () => undefined,
      skipped: () => undefined,
    };
    const runs = logJobRuns(log, recorder);
    const scheduler = nightlyScheduler(runs);
    await scheduler.runNow('nightly');
    await scheduler.runNow('nightly');
    const slow = scheduler.runNow('nightly');
    await scheduler.runNow('nightly');
    await slow;
    const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.map((e) => [e.event, e.runId])).toEqual([
      ['job started', 42],
      ['job finished', 42],
      ['job not started', undefined],
      ['job skipped', undefined],
      ['job started', 44],
      ['job finished', 44],
    ]);
  });

  it('says a tick skipped while the journal records the end of a run that ended so, naming that run', async () => {
    const lines: string[] = [];
    const log = createLog({ format: 'json', write: (line) => lines.push(line) });
    let recorded: () => void = () => undefined;
    const recorder: RunRecorder = {
      started: () => 44,
      // The journal out of reach: the end of run 44 waits to be recorded while the next tick comes.
      finished: () => new Promise<void>((resolve) => (recorded = resolve)),
      skipped: () => undefined,
    };
    const runs = logJobRuns(log, recorder);
    const scheduler = nightlyScheduler(runs);
    const first = scheduler.runNow('nightly');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await scheduler.runNow('nightly');
    recorded();
    await first;
    const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.map((e) => [e.msg, e.runId])).toEqual([
      ['job started', 44],
      ['job skipped: the previous run has ended; the journal has not recorded its end yet', 44],
      ['job finished', 44],
    ]);
    expect(events[1]).toMatchObject({ job: 'nightly', endedAt: expect.any(String) });
  });
  it("names no run on a line after the job's run has ended: a missed tick, a start refused while stopping", async () => {
    const lines: string[] = [];
    const log = createLog({ format: 'json', write: (line) => lines.push(line) });
    const recorder: RunRecorder = { started: () => 44, finished: () => undefined, skipped: () => undefined };
    const runs = logJobRuns(log, recorder);
    const scheduler = nightlyScheduler(runs);
    await scheduler.runNow('nightly');
    // As the job's timer says a tick came late, through the same log.
    runs.log.warn(
      { job: 'nightly', scheduledFor: '2026-05-02T02:00:00.000Z' },
      'tick missed: the scheduler process was busy',
    );
    await scheduler.drain(1000);
    await scheduler.tick('nightly', new Date('2026-05-03T02:00:00Z'));
    const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.map((e) => [e.msg, e.runId])).toEqual([
      ['job started', 44],
      ['job finished', 44],
      ['tick missed: the scheduler process was busy', undefined],
      ['job not started: the scheduler is stopping', undefined],
    ]);
  });
});
