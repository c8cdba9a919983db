/**
 * A finance system that answers two different invoices with one instance id: the second is in
 * doubt (one instance is one invoice), shown, and held by later uploads until it is resolved.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { recoverInterruptedRuns } from '../../src/batch/recover-interrupted-runs.js';
import { settleSharedInstances } from '../../src/batch/settle-shared-instances.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from '../journal/journal-fixture.js';
import { uploadFixture } from './upload-fixture.js';
import { validBatch } from './mapped-invoices.js';
import { uploadExitCode } from '../../src/print/upload-json.js';
import { formatUploadSummary } from '../../src/print/format-upload-summary.js';

const createdAs = (instanceId: string) => ({
  status: 200,
  body: JSON.stringify({ E_INSTANCE_ID: instanceId, E_RETCODE: 0, E_MESSAGE: '' }),
  route: 'create' as const,
});

describe('an instance id the finance system gives to two invoices', () => {
  it('leaves the first created, makes the second in doubt naming the first, and holds it on the next upload', async () => {
    const fx = await uploadFixture();
    fx.sandbox.injectNext(createdAs('0030007777'), createdAs('0030007777'));
    const invoices = validBatch(5, { prefix: 'SHARE' });
    const report = await fx.upload('shared.csv', invoices, { concurrency: 1 });
    const run = report.runs[0]!;
    expect(run.counts).toMatchObject({ invoices: 5, created: 4, inDoubt: 1 });
    expect(uploadExitCode(report)).toBe(1);
    const rows = await fx.journal.lists.listInvoices({ limit: 9 });
    const doubtful = rows.filter((row) => row.state === 'in-doubt');
    expect(doubtful).toHaveLength(1);
    expect(doubtful[0]).toMatchObject({ instanceId: '0030007777' });
    const first = rows.find((row) => row.state === 'created' && row.instanceId === '0030007777')!;
    expect(doubtful[0]!.detail).toBe(
      `the finance system answered "created as instance 0030007777", the instance it had given to ${first.invoiceId} (${first.payeeId}/${first.invoiceNumber}, run ${run.run.id}) before: whether this invoice was created is unknown; check both in the finance system, then resolve this one`,
    );
    expect(formatUploadSummary(report)).toMatch(/in doubt +1\n/);

    // The next upload of the file holds it: it is not posted again blindly.
    const requests = fx.sandbox.stats().createRequests;
    const again = await fx.upload('shared.csv', invoices, { concurrency: 1 });
    expect(fx.sandbox.stats().createRequests).toBe(requests);
    expect(again.runs[0]!.counts).toMatchObject({ skipped: 4, inDoubt: 1, created: 0 });
  });

  it('makes an invoice in doubt whose instance id an invoice of an earlier upload has', async () => {
    const fx = await uploadFixture();
    fx.sandbox.injectNext(createdAs('0030008888'));
    await fx.upload('first.csv', validBatch(1, { prefix: 'EARLY' }), { concurrency: 1 });
    fx.sandbox.injectNext(createdAs('0030008888'));
    const later = await fx.upload('later.csv', validBatch(2, { prefix: 'LATE' }), { concurrency: 1 });
    expect(later.runs[0]!.counts).toMatchObject({ created: 1, inDoubt: 1 });
    const inDoubt = (await fx.journal.lists.listInvoices({ state: 'in-doubt', limit: 9 }))[0]!;
    expect(inDoubt.detail).toMatch(/the instance it had given to .*EARLY.*, run 1\) before/);
  });
});

describe.each(BACKENDS)('settleSharedInstances (%s journal)', (backend) => {
  let journal: Journal;
  afterEach(() => journal.close());

  const created = async (runId: number, number: string, instanceId: string, at: string) => {
    const row = await addInvoice(journal, runId, number);
    await journal.send.recordOutcome(row, { state: 'created', instanceId, attempts: 1, at });
    return row;
  };
  const states = async () =>
    (await journal.lists.listInvoices({ limit: 20 })).map((row) => `${row.invoiceNumber}:${row.state}`).sort();

  it('puts one of two keys in doubt whichever run checks last, and whatever their clocks say', async () => {
    journal = await tempJournal(backend);
    const runA = await addRun(journal);
    await created(runA, 'K1', '0030000500', '2025-01-31T10:00:05Z');
    // run A checked before run B's answer was in: nothing to see yet
    expect(await settleSharedInstances(journal, runA, '2025-01-31T10:01:00Z')).toEqual([]);
    const runB = await addRun(journal);
    await created(runB, 'K2', '0030000500', '2025-01-31T10:00:02Z');
    const marked = await settleSharedInstances(journal, runB, '2025-01-31T10:01:00Z');
    // K2 was answered first (its host's clock), so K1, of the other run, is the one in doubt
    expect(marked.map((shared) => [shared.runId, shared.other.invoiceNumber])).toEqual([[runA, 'K2']]);
    expect(await states()).toEqual(['K1:in-doubt', 'K2:created']);
    expect((await journal.runs.findRun(runA))?.inDoubt).toBe(1);
  });

  it('takes 30000500 and 0030000500 for one instance', async () => {
    journal = await tempJournal(backend);
    const run = await addRun(journal);
    await created(run, 'K1', '0030000500', '2025-01-31T10:00:01Z');
    await created(run, 'K2', '30000500', '2025-01-31T10:00:02Z');
    expect(await settleSharedInstances(journal, run, '2025-01-31T10:01:00Z')).toHaveLength(1);
    expect(await states()).toEqual(['K1:created', 'K2:in-doubt']);
  });

  it('checks a run whose process died before it could, when the run is settled', async () => {
    journal = await tempJournal(backend);
    const runA = await addRun(journal);
    await created(runA, 'K1', '0030000600', '2025-01-31T10:00:01Z');
    const dead = await addRun(journal, { host: 'elsewhere', pid: 999_999, processToken: 'gone' });
    await created(dead, 'K2', '0030000600', '2025-01-31T10:00:02Z');
    // An hour after its last heartbeat, whichever clock stamped it (the host's, or PostgreSQL's now).
    const recovered = await recoverInterruptedRuns(journal, {
      now: new Date(Date.now() + 3_600_000),
      pidExists: () => false,
    });
    expect(recovered.map((run) => run.runId)).toContain(dead);
    expect(await states()).toEqual(['K1:created', 'K2:in-doubt']);
  });
});
