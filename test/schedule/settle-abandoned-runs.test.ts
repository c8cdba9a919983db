/**
 * A job run whose scheduler, on another host, has not renewed its lease for 3 minutes, as while it
 * waits out a journal outage within a 5-minute journal wait (`upload.journalWaitMs`): not marked
 * abandoned by another scheduler or by `schedule --history`; marked once silent past that wait
 * and a minute. Real SQLite file or PostgreSQL database; `--run-now` runs the compiled CLI
 * (`npx tsc -p .` first).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { settleAbandonedRuns } from '../../src/schedule/settle-abandoned-runs.js';
import { BACKENDS, tempJournal } from '../journal/journal-fixture.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { MINUTE } from '../helpers/shift-clock.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const WAIT_MS = 5 * MINUTE;
const waitEnv = { INVOICE_BATCH_JOURNAL_WAIT_MS: String(WAIT_MS) };

/** A run of `job` that a scheduler on another host started and last renewed `minutes` ago. */
async function silentRun(journal: Journal, job: string, minutes: number): Promise<number> {
  const at = new Date(Date.now() - minutes * MINUTE).toISOString();
  const id = await journal.schedule.insertScheduleRun({
    job,
    reason: 'scheduled',
    scheduledFor: at,
    startedAt: at,
    heartbeatAt: at,
    holder: { host: 'host-a', pid: 801, processToken: `host-a-${job}` },
  });
  if (id === undefined) throw new Error('the run was not recorded');
  return id;
}

const self = { host: 'host-b', pid: 802, token: 'host-b-scheduler' };

describe.each(BACKENDS)('settleAbandonedRuns on a %s journal', (backend) => {
  it("leaves a run silent 3 minutes within the schedulers' 5-minute journal wait; settles one silent 7 minutes", async () => {
    const journal = await tempJournal(backend);
    try {
      const waiting = await silentRun(journal, 'nightly', 3);
      const gone = await silentRun(journal, 'hourly', 7);
      const settled = await settleAbandonedRuns(journal, { self, journalWaitMs: WAIT_MS });
      expect(settled.map((run) => run.id)).toEqual([gone]);
      expect((await journal.schedule.listRunningScheduleRuns()).map((run) => run.id)).toEqual([waiting]);
      // Without a journal wait, 3 minutes of silence is a scheduler gone.
      expect((await settleAbandonedRuns(journal, { self })).map((run) => run.id)).toEqual([waiting]);
    } finally {
      await journal.close();
    }
  }, 60_000);
});

describe('schedule given a 5-minute journal wait (INVOICE_BATCH_JOURNAL_WAIT_MS)', () => {
  it('--history and --run-now leave running the job of a scheduler on another host silent 3 minutes', async () => {
    const dir = makeTempDir('ib-schedule-wait');
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      'journal: journal.sqlite\noutDir: out\nschedule:\n  jobs:\n' +
        '    - { name: nightly, cron: "0 2 * * *", command: "history --json" }\n',
    );
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    const id = await silentRun(journal, 'nightly', 3);
    await journal.close();
    const running = async () => {
      const reopened = await openJournal(join(dir, 'journal.sqlite'));
      try {
        return (await reopened.schedule.listRunningScheduleRuns()).map((run) => run.id);
      } finally {
        await reopened.close();
      }
    };

    const history = await runCliInProcess(['schedule', '--history', '--json'], {
      cwd: dir,
      env: withSandboxKey(waitEnv),
    });
    expect(history.stderr).not.toMatch(/abandoned/);
    expect(await running()).toEqual([id]);

    const ran = await runCliProcess(['schedule', '--run-now', 'nightly'], { cwd: dir, env: waitEnv });
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stdout).toMatch(/job finished/);
    expect(ran.stdout).not.toMatch(/ended abnormally/);
    expect(await running()).toEqual([id]);
  }, 60_000);
});
