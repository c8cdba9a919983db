/**
 * Uploads against a sandbox that processes the create, then answers it with an odd status: a
 * redirection, a client error or no HTTP status at all, around its own JSON answer or none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { displayKey } from '../../src/journal/invoice-row.js';
import type { InjectedAnswer } from '../../src/sandbox/sandbox-options.js';
import { validBatch } from './mapped-invoices.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

const keyOf = (i: { payeeId: string | null; invoiceNumber: string | null }) => displayKey(i);

/** Processed, then answered with `status` around the sandbox's own answer (E_RETCODE 0 and the new id). */
const processedAs = (status: number): InjectedAnswer => ({ status, processedBody: true, route: 'create' });
/** Processed, then answered with `status` and `body`. */
const afterProcessing = (status: number, body = '', headers?: Record<string, string>): InjectedAnswer => ({
  status,
  body,
  headers,
  afterProcessing: true,
  route: 'create',
});

describe('uploadFiles when the answer says the create was processed under an odd status', () => {
  it('records created with the instance id, or in doubt, never failed, and the next upload posts nothing again', async () => {
    fixture = await uploadFixture();
    // The answer, the state it leaves, and the status recorded when it is not the answer's.
    // Answers left in doubt alternate with processed ones, so that no 6 of 10 recent creates look like
    // a gateway's failures: the outage breaker (and its canary, which stops the run) stays out of it.
    const answers: [InjectedAnswer, 'created' | 'in-doubt', (number | null)?][] = [
      [afterProcessing(303, '', { Location: '/erp/invoicing/qa/v1/finance/invoice/status' }), 'in-doubt'],
      [processedAs(303), 'created'],
      [afterProcessing(307, '', { Location: '/elsewhere/create' }), 'in-doubt'],
      [processedAs(400), 'created'],
      [afterProcessing(308, '<html>Moved</html>', { Location: '/elsewhere/create' }), 'in-doubt'],
      [processedAs(600), 'created'],
      [afterProcessing(600), 'in-doubt'],
      [processedAs(999), 'created'],
      [afterProcessing(999, '<html>?</html>'), 'in-doubt'],
      [processedAs(0), 'created'],
      [afterProcessing(101), 'in-doubt'],
      [processedAs(202), 'created'],
      // An interim answer, then a body where the final answer's status line should be: no status at all.
      [afterProcessing(150, '{"E_RETCODE":0,"E_INSTANCE_ID":"1"}'), 'in-doubt', null],
      [processedAs(422), 'created'],
      [afterProcessing(204), 'in-doubt'],
      [afterProcessing(400, '{"E_RETCODE":0,"E_INSTANCE_ID":"pending"}'), 'in-doubt'],
      [afterProcessing(400, '{"E_RETCODE":"0"}'), 'in-doubt'],
    ];
    fixture.sandbox.injectNext(...answers.map(([answer]) => answer));
    const invoices = validBatch(answers.length, { prefix: 'ODD' });
    const first = await fixture.upload('odd.csv', invoices, { concurrency: 1 });
    const created = answers.filter(([, state]) => state === 'created').length;
    expect(first.runs[0]!.counts).toMatchObject({ created, inDoubt: answers.length - created, failed: 0 });

    const rows = (await fixture.journal.lists.listInvoices({ runId: first.runs[0]!.run.id, limit: 99 })).sort((a, b) =>
      keyOf(a).localeCompare(keyOf(b)),
    );
    const atSandbox = new Map(fixture.sandbox.instances().map((i) => [keyOf(i), i.instanceId]));
    expect(atSandbox.size).toBe(answers.length);
    expect(rows.map((row) => [row.httpStatus, row.state])).toEqual(
      answers.map(([answer, state, recorded]) => [recorded === undefined ? answer.status : recorded, state]),
    );
    for (const row of rows.filter((r) => r.state === 'created')) expect(row.instanceId).toBe(atSandbox.get(keyOf(row)));

    const requests = fixture.sandbox.stats().createRequests;
    const again = await fixture.upload('odd.csv', invoices, { concurrency: 1 });
    expect(again.runs[0]!.counts).toMatchObject({ skipped: created, inDoubt: answers.length - created, failed: 0 });
    expect(fixture.sandbox.stats().createRequests).toBe(requests);
    expect(fixture.sandbox.stats().duplicateAttempts).toBe(0);
  });

  it('creates every invoice once when a share of the answers comes as 303, 400, 600 or 000 around the processed answer', async () => {
    fixture = await uploadFixture({ oddRate: 0.4, oddStatuses: [303, 400, 600, 0], seed: 7 });
    const invoices = validBatch(40, { prefix: 'ODDRATE' });
    const first = await fixture.upload('odd-rate.csv', invoices, { concurrency: 4 });
    const stats = fixture.sandbox.stats();
    expect(stats.oddAnswers).toBeGreaterThan(5);
    expect(first.runs[0]!.counts).toMatchObject({ created: 40, inDoubt: 0, failed: 0 });
    const again = await fixture.upload('odd-rate.csv', invoices, { concurrency: 4 });
    expect(again.runs[0]!.counts).toMatchObject({ skipped: 40 });
    expect(fixture.sandbox.stats().createRequests).toBe(40);
    expect(fixture.sandbox.instances()).toHaveLength(40);
  });
});
