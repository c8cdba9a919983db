import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { displayKey } from '../../src/journal/invoice-row.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { formatRunSummary } from '../../src/print/format-upload-summary.js';
import { mapped, validBatch, validInvoice, yieldAll } from './mapped-invoices.js';
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
    // The creates that failed before processing (the breaker's probes may draw a failure too), and the lost ones.
    expect(counts.inDoubt).toBe(stats.createRequests - stats.created - stats.rejected + stats.lostResponses);

    const rows = await fixture.journal.lists.listInvoices({ runId: report.runs[0]!.run.id, limit: 1000 });
    const created = new Map(rows.filter((r) => r.state === 'created').map((r) => [keyOf(r), r.instanceId]));
    const inDoubt = new Set(rows.filter((r) => r.state === 'in-doubt').map(keyOf));
    const atSandbox = fixture.sandbox.instances();
    // Every created row is at the sandbox under its instance id; every other sandbox invoice is one of the in-doubt ones.
    const lost = atSandbox.filter((i) => !created.has(keyOf(i)));
    for (const instance of atSandbox)
      if (created.has(keyOf(instance))) expect(created.get(keyOf(instance))).toBe(instance.instanceId);
    expect(lost).toHaveLength(stats.lostResponses);
    for (const instance of lost) expect(inDoubt.has(keyOf(instance))).toBe(true);
    expect(atSandbox).toHaveLength(counts.created + stats.lostResponses);
  });

  it('re-posts in-doubt invoices with retry-in-doubt: a duplicate answer records the earlier creation, a fresh one the new', async () => {
    fixture = await uploadFixture();
    const invoices = validBatch(4, { prefix: 'RETRY' });
    // First two answers lost after processing (created), next one failed before processing: server
    // errors, not a gateway's, so the outage canary (which stops a run at gateway failures) stays out.
    fixture.sandbox.injectNext(
      { status: 500, body: 'internal error', afterProcessing: true, route: 'create' },
      { status: 500, body: 'internal error', afterProcessing: true, route: 'create' },
      { status: 500, body: 'internal error', route: 'create' },
    );
    const first = await fixture.upload('retry.csv', invoices, { concurrency: 1 });
    expect(first.runs[0]!.counts).toMatchObject({ created: 1, inDoubt: 3 });

    const held = await fixture.upload('retry.csv', invoices, { concurrency: 1 });
    expect(held.runs[0]!.counts).toMatchObject({ skipped: 1, inDoubt: 3 });
    const requestsBefore = fixture.sandbox.stats().createRequests;
    expect(
      (await fixture.journal.lists.listInvoices({ runId: held.runs[0]!.run.id, state: 'in-doubt', limit: 9 }))[0]!
        .detail,
    ).toMatch(/^still in doubt from run \d+: resolve it first/);

    const retried = await fixture.upload('retry.csv', invoices, {
      concurrency: 1,
      retryInDoubt: true,
      rejectsDuplicates: true,
    });
    expect(fixture.sandbox.stats().createRequests).toBe(requestsBefore + 3);
    expect(retried.runs[0]!.counts).toMatchObject({ created: 1, skipped: 3, inDoubt: 0 });
    // The journal now knows every invoice once, with the sandbox's instance ids; nothing waits for resolve.
    const atSandbox = new Map(fixture.sandbox.instances().map((i) => [keyOf(i), i.instanceId]));
    expect(atSandbox.size).toBe(4);
    const createdRows = await fixture.journal.lists.listInvoices({ state: 'created', limit: 99 });
    expect(createdRows).toHaveLength(4);
    for (const row of createdRows) expect(row.instanceId).toBe(atSandbox.get(keyOf(row)));
    expect(await fixture.journal.lists.listInvoices({ state: 'in-doubt', limit: 99 })).toEqual([]);
    const firstRun = await fixture.journal.lists.listInvoices({ runId: first.runs[0]!.run.id, limit: 9 });
    expect(firstRun.filter((r) => r.state === 'failed').map((r) => r.detail)).toEqual([
      expect.stringMatching(/^not created: run \d+ posted it again and it was created then as instance \d+$/),
    ]);
  });

  it('holds an in-doubt invoice corrected since with retry-in-doubt: a duplicate answer would credit it with content it never had', async () => {
    fixture = await uploadFixture();
    // Both answers lost after the sandbox booked the invoices: the journal has them in doubt.
    fixture.sandbox.injectNext(
      { status: 500, body: 'internal error', afterProcessing: true, route: 'create' },
      { status: 500, body: 'internal error', afterProcessing: true, route: 'create' },
    );
    const sent = [validInvoice(1, { prefix: 'FIXED' }), validInvoice(2, { prefix: 'FIXED' })];
    const first = await fixture.upload(
      'fixed.csv',
      sent.map((invoice, i) => mapped(invoice, i + 2)),
      { concurrency: 1 },
    );
    expect(first.runs[0]!.counts).toMatchObject({ inDoubt: 2 });
    // The clerk corrects the second invoice's amount (its line too) and retries what is in doubt.
    const corrected = validInvoice(2, { prefix: 'FIXED' }, { Invoice_Amount: '1000.0000' });
    corrected.InvoiceItems = [{ InstanceID: null, Line_Number: '1', Amount: '1000.0000' }];
    const requestsBefore = fixture.sandbox.stats().createRequests;
    const retried = await fixture.upload('fixed.csv', [mapped(sent[0]!, 2), mapped(corrected, 3)], {
      concurrency: 1,
      retryInDoubt: true,
      rejectsDuplicates: true,
    });
    // The unchanged one is sent again and its duplicate answer settles it; the corrected one is not sent.
    expect(fixture.sandbox.stats().createRequests).toBe(requestsBefore + 1);
    expect(retried.runs[0]!.counts).toMatchObject({ skipped: 1, inDoubt: 1, created: 0 });
    const held = await fixture.journal.lists.listInvoices({
      runId: retried.runs[0]!.run.id,
      state: 'in-doubt',
      limit: 9,
    });
    expect(held.map((row) => [row.invoiceNumber, row.detail])).toEqual([
      [
        'FIXED-00002',
        expect.stringMatching(
          /^still in doubt from run \d+ with other content \(amount 102\.02 -> 1,000\.00.*\), so it is not sent again: resolve it first: /,
        ),
      ],
    ]);
    // What the sandbox holds is the amount first sent, once.
    const atSandbox = fixture.sandbox.instances().filter((i) => i.invoiceNumber === 'FIXED-00002');
    expect(atSandbox.map((i) => i.amount)).toEqual(['102.0200']);
  });

  it('records a server error or an unreadable success answer as in doubt, never failed, and never posts it again by itself', async () => {
    fixture = await uploadFixture();
    fixture.sandbox.injectNext(
      { status: 500, body: '{"error":"database down"}', afterProcessing: true, route: 'create' },
      { status: 503, body: '{"error":"busy"}', route: 'create' },
      { status: 200, body: '<html><body>Please log in</body></html>', afterProcessing: true, route: 'create' },
    );
    const invoices = validBatch(4, { prefix: 'SERVERERR' });
    const first = await fixture.upload('server-error.csv', invoices, { concurrency: 1 });
    expect(first.runs[0]!.counts).toMatchObject({ created: 1, inDoubt: 3, failed: 0 });
    const rows = (
      await fixture.journal.lists.listInvoices({ runId: first.runs[0]!.run.id, state: 'in-doubt', limit: 9 })
    ).reverse();
    expect(rows.map((r) => [r.httpStatus, r.detail])).toEqual([
      [500, 'HTTP 500 Internal Server Error: the invoice may have been created (body: {"error":"database down"})'],
      [503, 'HTTP 503 Service Unavailable: the invoice may have been created (body: {"error":"busy"})'],
      [
        200,
        expect.stringMatching(
          /^HTTP 200, create response: expected a JSON body, .*: the invoice may have been created/,
        ),
      ],
    ]);
    expect(formatRunSummary(first.runs[0]!)).toContain(
      '3 invoice(s) are IN DOUBT: the request left but the answer did not say whether the invoice was created (no answer, a server or gateway error, or an unreadable answer)',
    );
    const requests = fixture.sandbox.stats().createRequests;
    const again = await fixture.upload('server-error.csv', invoices);
    expect(again.runs[0]!.counts).toMatchObject({ skipped: 1, inDoubt: 3 });
    expect(fixture.sandbox.stats().createRequests).toBe(requests);
  });

  it('takes nothing more from any file once the API key is refused', async () => {
    fixture = await uploadFixture();
    const a = join(fixture.dir, 'a.csv');
    const b = join(fixture.dir, 'b.csv');
    writeFileSync(a, 'file a');
    writeFileSync(b, 'file b');
    const report = await fixture.upload('unused.csv', [], {
      target: fixture.sandbox.target({ apiKey: 'revoked-key' }),
      concurrency: 2,
      sources: [
        { path: a, read: () => yieldAll(validBatch(30, { prefix: 'KEY-A' })) },
        { path: b, read: () => yieldAll(validBatch(5, { prefix: 'KEY-B' })) },
      ],
    });
    const halt = 'the finance API refused the API key (HTTP 401 Unauthorized)';
    expect(report).toMatchObject({ stopped: true, halted: halt });
    expect(report.runs.map((run) => [run.counts.failed, run.halted])).toEqual([
      [30, halt],
      [5, halt],
    ]);
    expect(fixture.sandbox.stats().refusedKeys).toBeLessThanOrEqual(2);
    const second = await fixture.journal.lists.listInvoices({ runId: report.runs[1]!.run.id, limit: 9 });
    for (const row of second)
      expect(row).toMatchObject({
        state: 'failed',
        attempts: 0,
        detail: `not sent: ${halt}; nothing more was sent; safe to post again once that is fixed`,
      });
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
