/** How one `schedule_runs` row reads in `schedule --history`: pure, rows written out by hand. */
import { describe, expect, it } from 'vitest';
import { describeScheduleRun } from '../../src/schedule/describe-schedule-run.js';
import type { ScheduleRunRow } from '../../src/journal/schedule-runs.js';

const KEY = 'sk-live-0123456789abcdef';

function row(overrides: Partial<ScheduleRunRow> = {}): ScheduleRunRow {
  return {
    id: 41,
    job: 'reconcile',
    reason: 'scheduled',
    outcome: 'finished',
    scheduledFor: '2026-11-23T01:00:00.000Z',
    startedAt: '2026-11-23T01:00:00.020Z',
    finishedAt: '2026-11-23T01:03:11.020Z',
    exitCode: 0,
    signal: null,
    summary: null,
    note: null,
    ...overrides,
  };
}

describe('describeScheduleRun', () => {
  it('gives a finished run its duration, the meaning of exit 0, and needs no one', () => {
    expect(describeScheduleRun(row(), [KEY])).toMatchObject({
      job: 'reconcile',
      runId: 41,
      reason: 'scheduled',
      outcome: 'finished',
      durationMs: 191_000,
      exitCode: 0,
      meaning: 'success',
      failed: false,
      uploadRuns: [],
      workbook: null,
      error: null,
    });
  });

  it('calls a scheduled run started a minute or more after its tick a catch-up, and one started sooner scheduled', () => {
    expect(describeScheduleRun(row({ startedAt: '2026-11-23T06:40:00.000Z' }), []).reason).toBe('catch-up');
    expect(describeScheduleRun(row({ startedAt: '2026-11-23T01:00:59.000Z' }), []).reason).toBe('scheduled');
    expect(describeScheduleRun(row({ reason: 'run-now' }), []).reason).toBe('run-now');
  });

  it('calls the run again of a tick whose API could not be reached "retry N", and says what its exit 69 means', () => {
    const retried = describeScheduleRun(
      row({ scheduledFor: '2026-11-23T01:00:00.002Z', startedAt: '2026-11-23T01:35:00.000Z', exitCode: 69 }),
      [],
    );
    expect(retried).toMatchObject({
      reason: 'retry 2',
      meaning: 'the finance API could not be reached: nothing in doubt, safe to run again',
      failed: true,
    });
  });

  it('says what a failed run means and gives the first line of its error with the API key masked', () => {
    const view = describeScheduleRun(
      row({ exitCode: 1, note: `\ninvoice-batch: status of 77 failed: key ${KEY} refused\nnothing more was asked` }),
      [KEY],
    );
    expect(view).toMatchObject({ failed: true, meaning: 'failed: something needs a person' });
    expect(view.error).toBe('invoice-batch: status of 77 failed: key *** refused');
  });

  it('does not count exit 75 (another reconcile held the journal) as a failure, but counts 2 and a signal', () => {
    expect(describeScheduleRun(row({ exitCode: 75 }), [])).toMatchObject({
      failed: false,
      meaning: expect.stringMatching(/another run/),
    });
    expect(describeScheduleRun(row({ exitCode: 2 }), [])).toMatchObject({
      failed: true,
      meaning: expect.stringMatching(/^usage/),
    });
    expect(describeScheduleRun(row({ exitCode: null, signal: 'SIGKILL' }), [])).toMatchObject({
      failed: true,
      meaning: 'ended by SIGKILL',
    });
  });

  it('tells running, abandoned and skipped apart; only abandoned needs someone', () => {
    const running = describeScheduleRun(row({ outcome: 'running', finishedAt: null, exitCode: null }), []);
    expect(running).toMatchObject({ meaning: 'still running', failed: false, durationMs: null });
    const abandoned = describeScheduleRun(
      row({
        outcome: 'abandoned',
        exitCode: null,
        note: 'ended abnormally: its scheduler (h, pid 9) stopped renewing',
      }),
      [],
    );
    expect(abandoned).toMatchObject({ failed: true, durationMs: null, meaning: 'abandoned: its scheduler is gone' });
    expect(abandoned.error).toMatch(/^ended abnormally/);
    const skipped = describeScheduleRun(
      row({ outcome: 'skipped', startedAt: null, finishedAt: null, exitCode: null }),
      [],
    );
    expect(skipped).toMatchObject({
      failed: false,
      reason: 'scheduled',
      meaning: 'skipped: the previous run was still going',
    });
  });

  it("tells a tick skipped because the journal had not yet recorded the previous run's end, and shows no error for it", () => {
    const skipped = { outcome: 'skipped' as const, startedAt: null, finishedAt: null, exitCode: null };
    expect(describeScheduleRun(row({ ...skipped, note: 'end-unrecorded' }), [])).toMatchObject({
      failed: false,
      meaning: 'skipped: the previous run had ended; the journal had not recorded its end yet',
      error: null,
    });
    expect(describeScheduleRun(row({ ...skipped, note: 'still-going' }), [])).toMatchObject({
      meaning: 'skipped: the previous run was still going',
      error: null,
    });
  });

  it('links the upload runs and reconcile workbook its JSON summary names, and nothing from text', () => {
    expect(describeScheduleRun(row({ summary: '{"runId":12,"complete":true}' }), []).uploadRuns).toEqual([12]);
    const watch = '{"files":[{"name":"a.csv","runIds":[3,4]},{"name":"b.csv","runIds":[5]}]}';
    expect(describeScheduleRun(row({ summary: watch }), []).uploadRuns).toEqual([3, 4, 5]);
    const reconcile = describeScheduleRun(
      row({ summary: '{"workbook":"output/reconcile-x-20261123-010000.xlsx"}' }),
      [],
    );
    expect(reconcile.workbook).toBe('output/reconcile-x-20261123-010000.xlsx');
    expect(describeScheduleRun(row({ summary: '"Checked 3 invoices."' }), [])).toMatchObject({
      uploadRuns: [],
      workbook: null,
    });
  });
});
