/** Schedulers on several hosts sharing one journal run each job once per tick (a real journal on each backend). */
import { describe, expect, it } from 'vitest';
import { compileCron } from '../../src/schedule/compile-cron.js';
import type { ScheduledJob } from '../../src/schedule/compile-schedule-jobs.js';
import { createScheduler, type JobProcessResult } from '../../src/schedule/create-scheduler.js';
import { recordRunsInJournal } from '../../src/schedule/record-runs-in-journal.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { BACKENDS, tempJournal } from '../journal/journal-fixture.js';

const cron = compileCron('0 2 * * *', 'UTC');
if (!cron.ok) throw new Error(cron.message);
const nightly: ScheduledJob = {
  name: 'nightly',
  cron: cron.schedule,
  command: 'reconcile --json',
  argv: ['reconcile', '--json'],
  line: undefined,
  catchUp: false,
};
const quiet = { info: () => undefined, warn: () => undefined };

describe.each(BACKENDS)('schedulers sharing a %s journal', (backend) => {
  it('run a job once per tick, whichever scheduler records the tick first', async () => {
    const journal = await tempJournal(backend);
    // A second connection, as a scheduler on another host would have.
    const other = await openJournal(journal.location);
    try {
      const ran: string[] = [];
      const runJob = (host: string) => async (): Promise<JobProcessResult> => {
        ran.push(host);
        return { exitCode: 0, signal: null, summary: undefined, lastError: undefined };
      };
      const now = () => new Date('2026-05-01T02:00:01Z');
      const a = createScheduler([nightly], {
        now,
        runJob: runJob('a'),
        log: quiet,
        recorder: recordRunsInJournal(journal),
      });
      const b = createScheduler([nightly], {
        now,
        runJob: runJob('b'),
        log: quiet,
        recorder: recordRunsInJournal(other),
      });
      const tick = new Date('2026-05-01T02:00:00Z');
      const runs = await Promise.all([a.tick('nightly', tick), b.tick('nightly', tick)]);
      expect(ran).toHaveLength(1);
      expect(runs.filter((run) => run !== undefined)).toHaveLength(1);
      // The next tick is a new one: run again, once.
      const next = new Date('2026-05-02T02:00:00Z');
      await Promise.all([b.tick('nightly', next), a.tick('nightly', next)]);
      expect(ran).toHaveLength(2);
      expect((await journal.schedule.lastScheduledTicks()).get('nightly')).toBe(next.toISOString());
    } finally {
      await other.close();
      await journal.close();
    }
  });

  it('run a job once in the night the clock goes back, though its wall time comes twice', async () => {
    const berlin = compileCron('30 2 * * *', 'Europe/Berlin');
    if (!berlin.ok) throw new Error(berlin.message);
    const upload = { ...nightly, name: 'upload', cron: berlin.schedule };
    const journal = await tempJournal(backend);
    const other = await openJournal(journal.location);
    try {
      const ran: string[] = [];
      const runJob = (host: string) => async (): Promise<JobProcessResult> => {
        ran.push(host);
        return { exitCode: 0, signal: null, summary: undefined, lastError: undefined };
      };
      const a = createScheduler([upload], {
        now: () => new Date(),
        runJob: runJob('a'),
        log: quiet,
        recorder: recordRunsInJournal(journal),
      });
      const b = createScheduler([upload], {
        now: () => new Date(),
        runJob: runJob('b'),
        log: quiet,
        recorder: recordRunsInJournal(other),
      });
      // a catches up the first 02:30 (00:30Z); b's timer comes at the second (01:30Z).
      await a.tick('upload', new Date('2027-10-31T00:30:00Z'));
      await b.tick('upload', new Date('2027-10-31T01:30:00Z'));
      expect(ran).toEqual(['a']);
      expect((await journal.schedule.lastScheduledTicks()).get('upload')).toBe('2027-10-31T00:30:00.000Z');
    } finally {
      await other.close();
      await journal.close();
    }
  });
});
