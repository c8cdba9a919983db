/**
 * A scheduler whose PostgreSQL journal goes away while a job runs: the job's process ends, the end
 * waits for the server, and a tick meanwhile is logged as skipped because that end is not recorded
 * yet, naming that run, never as a run still going.
 */
import { describe, expect, it } from 'vitest';
import { logJobRuns } from '../../src/commands/log-job-runs.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { compileCron } from '../../src/schedule/compile-cron.js';
import type { ScheduledJob } from '../../src/schedule/compile-schedule-jobs.js';
import { createScheduler } from '../../src/schedule/create-scheduler.js';
import { describeScheduleRun } from '../../src/schedule/describe-schedule-run.js';
import { recordRunsInJournal } from '../../src/schedule/record-runs-in-journal.js';
import { createLog } from '../../src/terminal/create-log.js';
import { startTestPostgres } from '../helpers/postgres-server.js';

const cron = compileCron('* * * * *', 'UTC');
if (!cron.ok) throw new Error(cron.message);
const minutely: ScheduledJob = {
  name: 'minutely',
  cron: cron.schedule,
  command: 'journal check --json',
  argv: ['journal', 'check', '--json'],
  line: undefined,
  catchUp: false,
};

describe('a scheduler whose PostgreSQL journal is stopped while a job runs', () => {
  it('logs a tick before the end is recorded as skipped on that ended run, and records the end once the server is back', async () => {
    const server = await startTestPostgres();
    try {
      const url = await server.createDatabase();
      const journal = await openJournal(url, { reconnectWithinMs: 60_000 });
      const lines: string[] = [];
      const recorder = recordRunsInJournal(journal);
      const runs = logJobRuns(createLog({ format: 'json', write: (line) => lines.push(line) }), recorder);
      const scheduler = createScheduler([minutely], {
        now: () => new Date(),
        // The server goes away as the job runs; the job itself ends well.
        runJob: (job, stop) =>
          runs.runJob(job, stop, async () => {
            await server.halt();
            return { exitCode: 0, signal: null, summary: undefined, lastError: undefined };
          }),
        log: runs.log,
        recorder: runs.recorder,
      });
      try {
        const first = scheduler.tick('minutely', new Date('2026-05-01T02:00:00Z'));
        // The job has ended; its end waits for the server.
        while (!lines.some((line) => line.includes('job started'))) await new Promise((r) => setTimeout(r, 20));
        await new Promise((resolve) => setTimeout(resolve, 500));
        const skipped = scheduler.tick('minutely', new Date('2026-05-01T02:01:00Z'));
        await new Promise((resolve) => setTimeout(resolve, 200));
        await server.start();
        await Promise.all([first, skipped]);

        const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
        const runId = events[0]!.runId;
        expect(runId).toEqual(expect.any(Number));
        expect(events.map((e) => [e.msg, e.runId])).toEqual([
          ['job started', runId],
          ['job skipped: the previous run has ended; the journal has not recorded its end yet', runId],
          ['job finished', runId],
        ]);
        // Once back, the journal holds the run finished and the tick skipped.
        expect(await journal.schedule.listRunningScheduleRuns()).toEqual([]);
        expect((await journal.schedule.lastScheduledTicks()).get('minutely')).toBe('2026-05-01T02:01:00.000Z');
        // schedule --history tells the skip as the log did, not as a run still going.
        const [tick] = await journal.schedule.listScheduleRuns({ limit: 1 });
        expect(describeScheduleRun(tick!, []).meaning).toBe(
          'skipped: the previous run had ended; the journal had not recorded its end yet',
        );
      } finally {
        recorder.close();
        await journal.close();
      }
    } finally {
      await server.stop();
    }
  }, 120_000);
});
