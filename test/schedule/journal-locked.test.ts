/**
 * A scheduler whose SQLite journal another process holds locked at a tick logs the tick as not
 * started with the journal's reason, stays up, and runs the next tick once the lock is gone.
 */
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { compileCron } from '../../src/schedule/compile-cron.js';
import type { ScheduledJob } from '../../src/schedule/compile-schedule-jobs.js';
import { createScheduler, type JobProcessResult, type SchedulerLog } from '../../src/schedule/create-scheduler.js';
import { recordRunsInJournal } from '../../src/schedule/record-runs-in-journal.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { holdJournalLock } from '../helpers/hold-journal-lock.js';

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

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe('a scheduler on a journal another process holds locked', () => {
  it('logs the tick as not started with the lock named, survives, and runs the next tick', async () => {
    const file = join(makeTempDir('sched-lock'), 'journal.sqlite');
    const journal = await openJournal(file, { busyTimeoutMs: 200 });
    const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
    const log: SchedulerLog = {
      info: (fields, message) => lines.push({ level: 'info', message, fields: fields as Record<string, unknown> }),
      warn: (fields, message) => lines.push({ level: 'warn', message, fields: fields as Record<string, unknown> }),
    };
    const ran: string[] = [];
    const recorder = recordRunsInJournal(journal);
    const scheduler = createScheduler([nightly], {
      now: () => new Date('2026-05-01T02:00:01Z'),
      runJob: async (): Promise<JobProcessResult> => {
        ran.push('nightly');
        return { exitCode: 0, signal: null, summary: undefined, lastError: undefined };
      },
      log,
      recorder,
    });
    try {
      const holder = await holdJournalLock(file);
      children.push(holder);
      await expect(scheduler.tick('nightly', new Date('2026-05-01T02:00:00Z'))).resolves.toBeUndefined();
      expect(ran).toEqual([]);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 'warn',
        message: 'job not started: the journal could not record the run',
        fields: { job: 'nightly', scheduledFor: '2026-05-01T02:00:00.000Z' },
      });
      expect(lines[0]!.fields['error']).toMatch(
        /journal\.sqlite: cannot record the run: the journal is locked by another process \(database is locked\); close whatever holds it open/,
      );

      holder.kill('SIGKILL');
      await once(holder, 'exit');
      const run = await scheduler.tick('nightly', new Date('2026-05-02T02:00:00Z'));
      expect(run?.exitCode).toBe(0);
      expect(ran).toEqual(['nightly']);
      expect(lines.at(-1)).toMatchObject({ level: 'info', message: 'job finished' });
      const ticks = await journal.schedule.lastScheduledTicks();
      expect(ticks.get('nightly')).toBe('2026-05-02T02:00:00.000Z');
    } finally {
      recorder.close();
      await journal.close();
    }
  });
});
