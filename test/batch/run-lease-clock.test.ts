/**
 * Two hosts on one PostgreSQL journal whose clocks disagree: the heartbeats and the "is it stale"
 * comparison use the database server's clock, so a host whose clock is ahead (or a worker whose clock
 * is behind) never takes a live run on another host, and a run whose heartbeats stopped is still taken.
 * Each host's clock is this process's Date, shifted by an offset; the server keeps the real time.
 */
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recoverInterruptedRuns } from '../../src/batch/recover-interrupted-runs.js';
import type { Journal } from '../../src/journal/open-journal.js';
import { addInvoice, addRun, tempJournal } from '../journal/journal-fixture.js';
import { MINUTE, clockAt } from '../helpers/shift-clock.js';

const otherHost = { host: 'host-b', pid: 500, token: 'host-b-process' };

let journal: Journal | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await journal?.close();
  journal = undefined;
});

/** A run of host A, beating as an upload does (with its own idea of the time), one invoice being sent. */
async function liveRunOfHostA(journal: Journal): Promise<number> {
  const startedAt = new Date().toISOString();
  const run = await addRun(journal, { host: 'host-a', pid: 41, processToken: 'host-a-process', startedAt });
  await journal.runs.setRunStatus(run, 'sending', new Date().toISOString());
  const invoice = await addInvoice(journal, run, 'LIVE-1');
  await journal.send.markSending(invoice, new Date().toISOString());
  await journal.runs.touchRun(run, new Date().toISOString());
  return run;
}

describe('leases on a PostgreSQL journal between hosts whose clocks disagree', () => {
  it.each([
    ['A is 5 minutes behind, B on time', -5 * MINUTE, 0],
    ['A on time, B is 5 minutes ahead', 0, 5 * MINUTE],
    ['A is 5 minutes behind, B is 5 minutes ahead', -5 * MINUTE, 5 * MINUTE],
    ['A is 10 minutes ahead, B on time', 10 * MINUTE, 0],
  ])(
    'host B does not take host A live run when %s',
    async (_, offsetA, offsetB) => {
      journal = await tempJournal('postgres');
      clockAt(offsetA);
      const run = await liveRunOfHostA(journal);
      clockAt(offsetB);
      expect(await recoverInterruptedRuns(journal, { self: otherHost, pidExists: () => false })).toEqual([]);
      expect((await journal.runs.findRun(run))!.status).toBe('sending');
      expect((await journal.lists.listInvoices({ runId: run, limit: 9 }))[0]!.state).toBe('sending');
    },
    60_000,
  );

  it('host B still takes the run when host A stopped beating longer ago than the limit, by the server clock', async () => {
    journal = await tempJournal('postgres');
    clockAt(5 * MINUTE);
    const run = await liveRunOfHostA(journal);
    vi.useRealTimers();
    // Host A's last beat, three minutes ago as the server counts.
    const client = new pg.Client({ connectionString: journal.location });
    await client.connect();
    await client.query(
      `UPDATE runs SET heartbeat_at = to_char((clock_timestamp() - interval '3 minutes') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') WHERE id = $1`,
      [run],
    );
    await client.end();
    clockAt(-5 * MINUTE);
    const recovered = await recoverInterruptedRuns(journal, { self: otherHost, pidExists: () => false });
    expect(recovered).toEqual([{ runId: run, sourceFile: 'month-end.csv', inDoubt: 1, notSent: 0 }]);
  }, 60_000);
});
