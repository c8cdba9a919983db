/**
 * Schedulers and reconciles on other hosts sharing a PostgreSQL journal whose clocks disagree: job
 * leases and the leases of running jobs are stamped and judged by the server's clock, so a host whose
 * clock is ahead never takes a live lease or settles a live run, and a lease whose beats stopped is taken.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { holdJobLease } from '../../src/schedule/hold-job-lease.js';
import { recordRunsInJournal, type JournalRecorder } from '../../src/schedule/record-runs-in-journal.js';
import { settleAbandonedRuns } from '../../src/schedule/settle-abandoned-runs.js';
import { tempJournal } from '../journal/journal-fixture.js';
import { MINUTE, ageHeartbeat, clockAt, realDelay, realNow } from '../helpers/shift-clock.js';

const hostA = { host: 'host-a', pid: 801, token: 'host-a-scheduler' };
const hostB = { host: 'host-b', pid: 802, token: 'host-b-scheduler' };
const open: { journal?: Journal; recorders: JournalRecorder[]; releases: (() => Promise<void>)[] } = {
  recorders: [],
  releases: [],
};
afterEach(async () => {
  vi.useRealTimers();
  open.recorders.splice(0).forEach((r) => r.close());
  for (const release of open.releases.splice(0)) await release();
  await open.journal?.close();
  open.journal = undefined;
});

const CLOCKS = [
  ['A is 5 minutes behind, B on time', -5 * MINUTE, 0],
  ['A on time, B is 5 minutes ahead', 0, 5 * MINUTE],
  ['A is 5 minutes behind, B is 5 minutes ahead', -5 * MINUTE, 5 * MINUTE],
] as const;

async function leaseOfHostA(journal: Journal, heartbeatMs?: number): Promise<void> {
  const lease = await holdJobLease(journal, 'reconcile', { self: hostA, heartbeatMs });
  if (!lease.held) throw new Error('host A did not get the free lease');
  open.releases.push(lease.release);
}

/** A job that host A's scheduler started (with its own idea of the time) and has going. */
async function runOfHostA(journal: Journal, heartbeatMs?: number): Promise<number> {
  const recorder = recordRunsInJournal(journal, { self: hostA, heartbeatMs });
  open.recorders.push(recorder);
  const id = await recorder.started('nightly', 'scheduled', new Date(), new Date());
  if (id === undefined) throw new Error('the run was not recorded');
  return id;
}

describe('job leases on a PostgreSQL journal between hosts whose clocks disagree', () => {
  it.each(CLOCKS)(
    'a reconcile on host B does not take the lease host A holds when %s',
    async (_, offsetA, offsetB) => {
      const journal = (open.journal = await tempJournal('postgres'));
      clockAt(offsetA);
      await leaseOfHostA(journal);
      clockAt(offsetB);
      const b = await holdJobLease(journal, 'reconcile', { self: hostB });
      expect(b.held).toBe(false);
      expect((await journal.schedule.findJobLease('reconcile'))!.host).toBe('host-a');
    },
    60_000,
  );

  it('a held lease is renewed by the server clock while the holder host clock runs 5 minutes ahead', async () => {
    const journal = (open.journal = await tempJournal('postgres'));
    await leaseOfHostA(journal, 50);
    clockAt(5 * MINUTE);
    await realDelay(500);
    const { heartbeatAt } = (await journal.schedule.findJobLease('reconcile'))!;
    expect(Math.abs(Date.parse(heartbeatAt) - realNow())).toBeLessThan(MINUTE);
  }, 60_000);

  it('host B takes the lease once A has not renewed it for 3 server minutes, though B is behind and A was ahead', async () => {
    const journal = (open.journal = await tempJournal('postgres'));
    clockAt(10 * MINUTE);
    await leaseOfHostA(journal);
    vi.useRealTimers();
    await ageHeartbeat(journal.location, 'job_leases', `name = 'reconcile'`, 3);
    clockAt(-5 * MINUTE);
    const b = await holdJobLease(journal, 'reconcile', { self: hostB });
    expect(b.held).toBe(true);
    if (b.held) open.releases.push(b.release);
    expect((await journal.schedule.findJobLease('reconcile'))!.host).toBe('host-b');
  }, 60_000);
});

describe('running jobs on a PostgreSQL journal between schedulers whose clocks disagree', () => {
  it.each(CLOCKS)(
    'the scheduler on host B does not mark host A live run abandoned when %s',
    async (_, offsetA, offsetB) => {
      const journal = (open.journal = await tempJournal('postgres'));
      clockAt(offsetA);
      const id = await runOfHostA(journal);
      clockAt(offsetB);
      expect(await settleAbandonedRuns(journal, { self: hostB })).toEqual([]);
      expect((await journal.schedule.listRunningScheduleRuns()).map((run) => run.id)).toEqual([id]);
    },
    60_000,
  );

  it('a running job is renewed by the server clock while its scheduler host clock runs 5 minutes ahead', async () => {
    const journal = (open.journal = await tempJournal('postgres'));
    await runOfHostA(journal, 50);
    clockAt(5 * MINUTE);
    await realDelay(500);
    const [run] = await journal.schedule.listRunningScheduleRuns();
    expect(Math.abs(Date.parse(run!.heartbeatAt) - realNow())).toBeLessThan(MINUTE);
  }, 60_000);

  it('the scheduler on host B settles the run once A has not renewed it for 3 server minutes, though B is behind and A was ahead', async () => {
    const journal = (open.journal = await tempJournal('postgres'));
    clockAt(10 * MINUTE);
    const id = await runOfHostA(journal);
    vi.useRealTimers();
    await ageHeartbeat(journal.location, 'schedule_runs', `id = ${id}`, 3);
    clockAt(-5 * MINUTE);
    expect((await settleAbandonedRuns(journal, { self: hostB })).map((run) => run.id)).toEqual([id]);
    expect(await journal.schedule.listRunningScheduleRuns()).toEqual([]);
  }, 60_000);
});
