import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { recoverInterruptedRuns } from '../../src/batch/recover-interrupted-runs.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from '../journal/journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

const self = { host: 'here', pid: 500, token: 'now' };

describe.each(BACKENDS)('recoverInterruptedRuns (%s journal)', (backend) => {
  it('leaves alone a run that finished after the list of unfinished runs was read', async () => {
    journal = await tempJournal(backend);
    const run = await addRun(journal, { pid: 41 });
    await journal.runs.setRunStatus(run, 'sending', '2025-01-31T10:00:00Z');
    const invoice = await addInvoice(journal, run, 'A');
    await journal.send.markSending(invoice, '2025-01-31T10:00:02Z');
    // The upload records its answer and finishes right after this command listed its run as unfinished.
    const list = journal.runs.listUnfinishedRuns.bind(journal.runs);
    journal.runs.listUnfinishedRuns = async () => {
      const rows = await list();
      await journal.send.recordOutcome(invoice, {
        state: 'created',
        instanceId: '0030000001',
        attempts: 1,
        at: '2025-01-31T10:00:03Z',
      });
      await journal.runs.finishRun(run, 'finished', '2025-01-31T10:00:04Z');
      return rows;
    };
    expect(await recoverInterruptedRuns(journal, { self, pidExists: () => false })).toEqual([]);
    expect(await journal.runs.findRun(run)).toMatchObject({ status: 'finished', finishedAt: '2025-01-31T10:00:04Z' });
  });

  it('puts what a dead process was sending in doubt, marks what it had not sent as failed, and ends its run', async () => {
    journal = await tempJournal(backend);
    const run = await addRun(journal, { pid: 41 });
    await journal.runs.setRunStatus(run, 'sending', '2025-01-31T10:00:00Z');
    const sending = await addInvoice(journal, run, 'A');
    await journal.send.markSending(sending, '2025-01-31T10:00:02Z');
    await addInvoice(journal, run, 'B');
    const recovered = await recoverInterruptedRuns(journal, { self, pidExists: () => false });
    expect(recovered).toEqual([{ runId: run, sourceFile: 'month-end.csv', inDoubt: 1, notSent: 1 }]);
    const rows = await journal.lists.listInvoices({ runId: run, limit: 9 });
    expect(rows.map((r) => r.state).sort()).toEqual(['failed', 'in-doubt']);
    expect(rows.find((r) => r.state === 'in-doubt')!.detail).toMatch(/stopped while this invoice was being sent/);
    expect(await journal.runs.findRun(run)).toMatchObject({
      status: 'interrupted',
      inDoubt: 1,
      failed: 1,
      finishedAt: expect.any(String),
    });
  });

  it('records what the dead run had staged of a key created earlier as skipped, not as not sent', async () => {
    journal = await tempJournal(backend);
    const first = await addRun(journal, { pid: 40 });
    const created = await addInvoice(journal, first, 'A');
    const at = '2025-01-31T10:00:01Z';
    await journal.send.recordOutcome(created, { state: 'created', instanceId: '0030000001', attempts: 1, at });
    await journal.runs.finishRun(first, 'finished', at);
    const run = await addRun(journal, { pid: 41 });
    await journal.runs.setRunStatus(run, 'sending', '2025-01-31T10:00:00Z');
    const again = await addInvoice(journal, run, 'A');
    await addInvoice(journal, run, 'B');
    const recovered = await recoverInterruptedRuns(journal, { self, pidExists: (pid) => pid === 40 });
    expect(recovered).toEqual([{ runId: run, sourceFile: 'month-end.csv', inDoubt: 0, notSent: 1 }]);
    const rows = await journal.lists.listInvoices({ runId: run, limit: 9 });
    expect(rows.find((r) => r.id === again)).toMatchObject({ state: 'skipped', instanceId: '0030000001' });
    expect(rows.find((r) => r.id !== again)).toMatchObject({ state: 'failed', invoiceNumber: 'B' });
    expect(await journal.runs.findRun(run)).toMatchObject({ status: 'interrupted', skipped: 1, failed: 1 });
  });

  it('leaves the run of a process that is still alive alone', async () => {
    journal = await tempJournal(backend);
    const run = await addRun(journal, { pid: 41, startedAt: new Date().toISOString() });
    const sending = await addInvoice(journal, run, 'A');
    await journal.send.markSending(sending, new Date().toISOString());
    expect(await recoverInterruptedRuns(journal, { self, pidExists: (pid) => pid === 41 })).toEqual([]);
    expect((await journal.lists.listInvoices({ runId: run, limit: 9 }))[0]!.state).toBe('sending');
    expect((await journal.runs.findRun(run))!.status).toBe('reading');
  });
  it('leaves alone, through a journal outage within its recorded journal wait, a live run whose pid is taken', async () => {
    journal = await tempJournal(backend);
    const waiting = await addRun(journal, { pid: 41, options: { journalWaitMs: 300_000 } });
    const unsaid = await addRun(journal, { pid: 42 });
    // The last beats, by the journal's clock (PostgreSQL's own); then 200 s of silence: a journal out of reach that long.
    for (const run of [waiting, unsaid]) await journal.runs.touchRun(run, new Date().toISOString());
    const beat = Date.parse(await journal.runs.leaseNow());
    const alive = (pid: number) => pid === 41 || pid === 42;
    const after = (ms: number) => ({ self, now: new Date(beat + ms), pidExists: alive });
    // Its own wait of 300 s keeps it live; a run that recorded none is judged after 120 s, as before.
    expect((await recoverInterruptedRuns(journal, after(200_000))).map((r) => r.runId)).toEqual([unsaid]);
    expect((await journal.runs.findRun(waiting))!.status).toBe('reading');
    // Past its wait and a minute's margin it would have given up the journal and stopped: it is gone.
    expect((await recoverInterruptedRuns(journal, after(400_000))).map((r) => r.runId)).toEqual([waiting]);
  });
});
