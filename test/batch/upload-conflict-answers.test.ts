import { afterEach, describe, expect, it } from 'vitest';
import { displayKey } from '../../src/journal/invoice-row.js';
import { validBatch } from './mapped-invoices.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

const keyOf = (i: { payeeId: string | null; invoiceNumber: string | null }) => displayKey(i);
/** A profile whose back-end words a duplicate "... already exists as instance N", as REST back-ends answering 409 do. */
const PROFILE_RULES = { messagePattern: 'already exists', instancePattern: 'instance (\\d+)' };
const NO_PROFILE_RULES = { messagePattern: 'duplicate', instancePattern: undefined };

describe('uploadFiles when the back-end answers a duplicate with 409 Conflict', () => {
  it('settles booked in-doubt invoices by the 409 of their re-post, and every later look agrees: none failed, none posted again', async () => {
    fixture = await uploadFixture({ duplicateAnswer: 'conflict' });
    const invoices = validBatch(3, { prefix: 'CONFLICT' });
    // Booked, then the answers are lost at the gateway.
    fixture.sandbox.injectNext(
      ...Array.from({ length: 3 }, () => ({
        status: 504,
        body: 'gateway timeout',
        afterProcessing: true,
        route: 'create' as const,
      })),
    );
    const first = await fixture.upload('conflict.csv', invoices, { concurrency: 1, duplicates: PROFILE_RULES });
    expect(first.runs[0]!.counts).toMatchObject({ created: 0, inDoubt: 3, failed: 0 });

    const retried = await fixture.upload('conflict.csv', invoices, {
      concurrency: 1,
      retryInDoubt: true,
      rejectsDuplicates: true,
      duplicates: PROFILE_RULES,
    });
    expect(fixture.sandbox.stats()).toMatchObject({ createRequests: 6, created: 3, duplicateAttempts: 3 });
    expect(retried.runs[0]!.counts).toMatchObject({ skipped: 3, failed: 0, inDoubt: 0 });

    const atSandbox = new Map(fixture.sandbox.instances().map((i) => [keyOf(i), i.instanceId]));
    const createdRows = await fixture.journal.lists.listInvoices({ state: 'created', limit: 99 });
    expect(createdRows.map((row) => [keyOf(row), row.instanceId]).sort()).toEqual([...atSandbox].sort());
    expect(await fixture.journal.lists.listInvoices({ state: 'in-doubt', limit: 99 })).toEqual([]);
    expect(await fixture.journal.lists.listInvoices({ state: 'failed', limit: 99 })).toEqual([]);

    // A plain upload and another --retry-in-doubt find nothing to post.
    for (const options of [{}, { retryInDoubt: true, rejectsDuplicates: true }]) {
      const again = await fixture.upload('conflict.csv', invoices, {
        concurrency: 1,
        duplicates: PROFILE_RULES,
        ...options,
      });
      expect(again.runs[0]!.counts).toMatchObject({ skipped: 3, inDoubt: 0, failed: 0 });
    }
    expect(fixture.sandbox.stats().createRequests).toBe(6);
  });

  it('records a first post answered 409 "already exists as instance N" created as N when the rules read it, else in doubt with the server words', async () => {
    for (const [rules, expected] of [
      [PROFILE_RULES, { state: 'created', instanceId: '0030000001' }],
      [NO_PROFILE_RULES, { state: 'in-doubt', instanceId: null }],
      [
        { messagePattern: 'already exists', instancePattern: undefined },
        { state: 'in-doubt', instanceId: null },
      ],
    ] as const) {
      fixture?.journal.close();
      fixture = await uploadFixture();
      const message = 'Invoice already exists as instance 0030000001';
      fixture.sandbox.injectNext({ status: 409, body: JSON.stringify({ message }), route: 'create' });
      const report = await fixture.upload('one.csv', validBatch(1, { prefix: 'HELD' }), { duplicates: rules });
      expect(report.runs[0]!.counts.failed).toBe(0);
      const [row] = await fixture.journal.lists.listInvoices({ limit: 9 });
      expect(row).toMatchObject(expected);
      expect(row!.detail).toContain(expected.state === 'created' ? 'instance 0030000001' : message);
      expect(fixture.sandbox.stats().createRequests).toBe(1);
    }
  });
});
