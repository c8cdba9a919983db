/**
 * The statements that read `schedule_runs` back for `schedule --history`, on a SQLite file and on a
 * real PostgreSQL server: newest first, one job or all, a limit, a failed run's error kept, and the
 * latest ended run of each job for the exit code.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { BACKENDS, tempJournal } from './journal-fixture.js';

const holder = { host: 'night-host', pid: 4242, processToken: 'token-1' };
let journal: Journal | undefined;
afterEach(async () => {
  await journal?.close();
  journal = undefined;
});

async function ran(j: Journal, job: string, at: string, exitCode: number | null, lastError?: string): Promise<number> {
  const id = await j.schedule.insertScheduleRun({ job, reason: 'scheduled', scheduledFor: at, startedAt: at, holder });
  if (id === undefined) throw new Error('the run was not recorded');
  const finishedAt = new Date(Date.parse(at) + 65_000).toISOString();
  await j.schedule.finishScheduleRun(id, { finishedAt, exitCode, signal: null, summary: { runId: 7 }, lastError });
  return id;
}

describe.each(BACKENDS)('schedule run history on %s', (backend) => {
  it('lists runs newest first with their outcome, times, exit code, summary and error; by job and limit', async () => {
    const j = (journal = await tempJournal(backend));
    const first = await ran(j, 'reconcile', '2026-11-22T01:00:00.000Z', 0);
    await ran(j, 'intake', '2026-11-22T01:05:00.000Z', 0);
    await j.schedule.insertSkippedScheduleRun('intake', '2026-11-22T01:10:00.000Z', 'end-unrecorded');
    const failed = await ran(j, 'reconcile', '2026-11-23T01:00:00.000Z', 1, 'invoice-batch: status call failed\nmore');
    const all = await j.schedule.listScheduleRuns({ limit: -1 });
    expect(all.map((run) => [run.job, run.outcome])).toEqual([
      ['reconcile', 'finished'],
      ['intake', 'skipped'],
      ['intake', 'finished'],
      ['reconcile', 'finished'],
    ]);
    expect(all[0]).toMatchObject({
      id: failed,
      reason: 'scheduled',
      scheduledFor: '2026-11-23T01:00:00.000Z',
      startedAt: '2026-11-23T01:00:00.000Z',
      finishedAt: '2026-11-23T01:01:05.000Z',
      exitCode: 1,
      signal: null,
      note: 'invoice-batch: status call failed\nmore',
    });
    expect(JSON.parse(all[0]!.summary!)).toEqual({ runId: 7 });
    // A skipped tick keeps why it was skipped as its note.
    expect(all[1]).toMatchObject({
      startedAt: null,
      finishedAt: null,
      exitCode: null,
      summary: null,
      note: 'end-unrecorded',
    });
    // A run that succeeded keeps no error.
    expect(all[3]).toMatchObject({ id: first, note: null, exitCode: 0 });
    const reconciles = await j.schedule.listScheduleRuns({ job: 'reconcile', limit: 1 });
    expect(reconciles.map((run) => run.id)).toEqual([failed]);
  }, 60_000);

  it('gives the latest ended run of each job, running and skipped ticks aside', async () => {
    const j = (journal = await tempJournal(backend));
    await ran(j, 'reconcile', '2026-11-22T01:00:00.000Z', 1, 'failed');
    const ok = await ran(j, 'reconcile', '2026-11-23T01:00:00.000Z', 0);
    const intakeFailed = await ran(j, 'intake', '2026-11-23T01:05:00.000Z', 2, 'bad mapping');
    await j.schedule.insertSkippedScheduleRun('intake', '2026-11-23T01:10:00.000Z');
    await j.schedule.insertScheduleRun({
      job: 'reconcile',
      reason: 'run-now',
      scheduledFor: '2026-11-23T07:00:00.000Z',
      startedAt: '2026-11-23T07:00:00.000Z',
      holder,
    });
    const latest = await j.schedule.latestEndedScheduleRuns();
    expect(latest.map((run) => [run.job, run.id, run.exitCode]).sort()).toEqual(
      [
        ['intake', intakeFailed, 2],
        ['reconcile', ok, 0],
      ].sort(),
    );
  }, 60_000);
});
