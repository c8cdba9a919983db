/** Exit 75 in `schedule --history`: nothing done needs no one; an upload stopped mid-run by its journal does. Pure. */
import { describe, expect, it } from 'vitest';
import { describeScheduleRun } from '../../src/schedule/describe-schedule-run.js';
import type { ScheduleRunRow } from '../../src/journal/schedule-runs.js';
import { JournalError, type UnrecordedAnswer } from '../../src/errors.js';
import { journalAwayJson } from '../../src/print/journal-away-json.js';
import { emptyCounts, type UploadProgress } from '../../src/batch/upload-progress.js';

const LOCKED =
  'invoice-batch: the journal out/journal.sqlite is locked by another process (pid 77) for longer than 30 s';

function busy(summary: unknown, note: string | null = LOCKED): ScheduleRunRow {
  return {
    id: 9,
    job: 'upload-drop',
    reason: 'scheduled',
    outcome: 'finished',
    scheduledFor: '2026-05-01T02:00:00.000Z',
    startedAt: '2026-05-01T02:00:00.100Z',
    finishedAt: '2026-05-01T02:00:31.000Z',
    exitCode: 75,
    signal: null,
    summary: summary === null ? null : JSON.stringify(summary),
    note,
  };
}

/** What `upload --json` prints when its journal stops it: journal-away-json.ts's own document. */
function awaySummary(runs: UploadProgress[], unrecorded: { count: number; created: number; file: string | null }) {
  const answers: UnrecordedAnswer[] = Array.from({ length: unrecorded.count }, (_, index) => ({
    runId: 5,
    payeeId: 'P1',
    invoiceNumber: `INV-${index}`,
    invoiceId: `id-${index}`,
    targetIdentity: 'sandbox',
    outcome: index < unrecorded.created ? 'created' : 'rejected',
    detail: 'answered',
  }));
  const error = new JournalError(LOCKED, undefined, {
    exitCode: 75,
    unrecorded: answers,
    unrecordedFile: unrecorded.file ?? undefined,
    recordCommand: unrecorded.file ? `invoice-batch resolve --from ${unrecorded.file}` : undefined,
  });
  const progress = new Map(runs.map((run) => [run.runId, run]));
  return journalAwayJson(progress, error, 'out/journal.sqlite', 'invoice-batch journal --in-doubt');
}

const sending = (runId: number, counts: Partial<UploadProgress['counts']>, done = 0): UploadProgress => ({
  phase: 'sending',
  runId,
  file: 'may.xlsx',
  total: 10,
  done,
  requested: done,
  counts: { ...emptyCounts(), ...counts },
  startedAt: 0,
});

describe('describeScheduleRun on exit 75', () => {
  it('fails an upload whose answers wait unrecorded and names the file resolve --from reads', () => {
    const file = 'out/unrecorded-answers-20260501-020031.json';
    const view = describeScheduleRun(
      busy(awaySummary([sending(5, { created: 2 }, 2)], { count: 3, created: 3, file })),
      [],
    );
    expect(view.failed).toBe(true);
    expect(view.meaning).toBe(`journal locked mid-run: 3 answers wait for resolve --from ${file}`);
    expect(view.uploadRuns).toEqual([5]);
  });

  it('fails an upload whose unrecorded answers could not be saved, saying the error lists them', () => {
    const view = describeScheduleRun(busy(awaySummary([], { count: 1, created: 1, file: null })), []);
    expect(view.failed).toBe(true);
    expect(view.meaning).toBe("journal locked mid-run: 1 answer not recorded nor saved: the job's error lists it");
  });

  it('fails an upload that had sent invoices, all recorded, before the journal stopped it', () => {
    const view = describeScheduleRun(
      busy(awaySummary([sending(5, { created: 4, 'in doubt': 1 }, 5)], { count: 0, created: 0, file: null })),
      [],
    );
    expect(view.failed).toBe(true);
    expect(view.meaning).toBe(
      'journal locked mid-run: upload run 5 stopped partway (5 of 10 done); see journal --run 5',
    );
  });

  it('needs no one when the upload was stopped before it sent anything', () => {
    const view = describeScheduleRun(
      busy(awaySummary([sending(5, { 'not sent': 3 }, 0)], { count: 0, created: 0, file: null })),
      [],
    );
    expect(view).toMatchObject({ failed: false, meaning: 'nothing done: another run held the journal' });
  });

  it('needs no one for a reconcile that found another one holding the journal, with or without a summary', () => {
    expect(describeScheduleRun({ ...busy(null), job: 'reconcile' }, [])).toMatchObject({ failed: false });
    const refused = { complete: false, stopReason: 'reconcile runs already on host a (pid 3)' };
    expect(describeScheduleRun({ ...busy(refused), job: 'reconcile' }, [])).toMatchObject({ failed: false });
  });

  it('fails a job run without --json whose error lines tell of invoices in doubt', () => {
    const note = [
      '  run 5, P1 / INV-1: created as instance 88',
      'Those invoices are in doubt in the journal: do not upload them again by hand.',
      'Once the journal is back, record them all with:',
      '  invoice-batch resolve --from out/unrecorded-answers-20260501-020031.json',
    ].join('\n');
    const view = describeScheduleRun(busy(null, note), []);
    expect(view.failed).toBe(true);
    expect(view.meaning).toBe('journal locked mid-run: invoices are in doubt; the error says how to record them');
  });
});
