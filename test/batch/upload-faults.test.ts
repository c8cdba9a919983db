import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listInvoices } from '../../src/journal/list-statements.js';
import { displayKey } from '../../src/journal/invoice-row.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { validBatch } from './mapped-invoices.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

const keyOf = (i: { payeeId: string | null; invoiceNumber: string | null }) => displayKey(i);

describe('uploadFiles with gateway failures and lost responses', () => {
  it('marks in doubt exactly the invoices whose answer was lost or failed at the gateway, and posts none twice', async () => {
    fixture = await uploadFixture({ failRate: 0.1, lostRate: 0.1, seed: 42, stateFile: undefined });
    const report = await fixture.upload('faults.csv', validBatch(80, { prefix: 'FAULT' }), { concurrency: 8 });
    const stats = fixture.sandbox.stats();
    const counts = report.runs[0]!.counts;
    expect(stats.duplicateAttempts).toBe(0);
    expect(stats.createRequests).toBe(80);
    expect(stats.lostResponses + stats.injectedFailures).toBeGreaterThan(0);
    expect(counts.created + counts.inDoubt).toBe(80);
    expect(counts.inDoubt).toBe(stats.lostResponses + stats.injectedFailures);

    const rows = listInvoices(fixture.journal, { runId: report.runs[0]!.run.id, limit: 1000 });
    const created = new Map(rows.filter((r) => r.state === 'created').map((r) => [keyOf(r), r.instanceId]));
    const inDoubt = new Set(rows.filter((r) => r.state === 'in-doubt').map(keyOf));
    const atSandbox = fixture.sandbox.instances();
    // Every created row is at the sandbox under its instance id; every other sandbox invoice is one of the in-doubt ones.
    const lost = atSandbox.filter((i) => !created.has(keyOf(i)));
    for (const instance of atSandbox) if (created.has(keyOf(instance))) expect(created.get(keyOf(instance))).toBe(instance.instanceId);
    expect(lost).toHaveLength(stats.lostResponses);
    for (const instance of lost) expect(inDoubt.has(keyOf(instance))).toBe(true);
    expect(atSandbox).toHaveLength(counts.created + stats.lostResponses);
  });

  it('re-posts in-doubt invoices with retry-in-doubt: a duplicate answer records the earlier creation, a fresh one the new', async () => {
    fixture = await uploadFixture();
    const invoices = validBatch(4, { prefix: 'RETRY' });
    // First two answers lost after processing (created), next one failed at the gateway before processing.
    fixture.sandbox.injectNext(
      { status: 504, body: 'gateway timeout', afterProcessing: true, route: 'create' },
      { status: 504, body: 'gateway timeout', afterProcessing: true, route: 'create' },
      { status: 502, body: 'bad gateway', route: 'create' },
    );
    const first = await fixture.upload('retry.csv', invoices, { concurrency: 1 });
    expect(first.runs[0]!.counts).toMatchObject({ created: 1, inDoubt: 3 });

    const held = await fixture.upload('retry.csv', invoices, { concurrency: 1 });
    expect(held.runs[0]!.counts).toMatchObject({ skipped: 1, inDoubt: 3 });
    const requestsBefore = fixture.sandbox.stats().createRequests;
    expect(listInvoices(fixture.journal, { runId: held.runs[0]!.run.id, state: 'in-doubt', limit: 9 })[0]!.detail).toMatch(/^still in doubt from run \d+: resolve it first/);

    const retried = await fixture.upload('retry.csv', invoices, { concurrency: 1, retryInDoubt: true, rejectsDuplicates: true });
    expect(fixture.sandbox.stats().createRequests).toBe(requestsBefore + 3);
    expect(retried.runs[0]!.counts).toMatchObject({ created: 1, skipped: 3, inDoubt: 0 });
    // The journal now knows every invoice once, with the sandbox's instance ids; nothing waits for resolve.
    const atSandbox = new Map(fixture.sandbox.instances().map((i) => [keyOf(i), i.instanceId]));
    expect(atSandbox.size).toBe(4);
    const createdRows = listInvoices(fixture.journal, { state: 'created', limit: 99 });
    expect(createdRows).toHaveLength(4);
    for (const row of createdRows) expect(row.instanceId).toBe(atSandbox.get(keyOf(row)));
    expect(listInvoices(fixture.journal, { state: 'in-doubt', limit: 99 })).toEqual([]);
    const firstRun = listInvoices(fixture.journal, { runId: first.runs[0]!.run.id, limit: 9 });
    expect(firstRun.filter((r) => r.state === 'failed').map((r) => r.detail)).toEqual([expect.stringMatching(/^not created: run \d+ posted it again and it was created then as instance \d+$/)]);
  });

  it('never re-posts in-doubt invoices without retry-in-doubt, even with force', async () => {
    fixture = await uploadFixture();
    fixture.sandbox.injectNext({ status: 504, body: '', afterProcessing: true, route: 'create' });
    const invoices = validBatch(1, { prefix: 'NOFORCE' });
    await fixture.upload('noforce.csv', invoices);
    const again = await fixture.upload('noforce.csv', invoices, { force: true });
    expect(again.runs[0]!.counts.inDoubt).toBe(1);
    expect(fixture.sandbox.stats().createRequests).toBe(1);
  });

  it('treats a sandbox restarted on the same state as the same target', async () => {
    fixture = await uploadFixture();
    const stateFile = join(fixture.dir, 'state.jsonl');
    const before = await startTestSandbox({ stateFile });
    const invoices = validBatch(3, { prefix: 'SAMESTATE' });
    const identity = 'sandbox:same-state';
    await fixture.upload('state.csv', invoices, { target: before.target({ identity }) });
    await before.close();
    const after = await startTestSandbox({ stateFile });
    const second = await fixture.upload('state.csv', invoices, { target: after.target({ identity }) });
    expect(second.runs[0]!.counts.skipped).toBe(3);
    expect(after.stats().createRequests).toBe(0);
  });
});
