import { afterEach, describe, expect, it } from 'vitest';
import { validBatch } from './mapped-invoices.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

describe('uploadFiles when the answer is a 503', () => {
  it('keeps in doubt, booked exactly once, a create the back-end booked and then answered 503 with Retry-After', async () => {
    fixture = await uploadFixture({ busyAfterBookingRate: 1 });
    const report = await fixture.upload('busy.csv', validBatch(2, { prefix: 'BUSY' }), { concurrency: 1 });
    expect(report.runs[0]!.counts).toMatchObject({ created: 0, inDoubt: 2, failed: 0 });
    const stats = fixture.sandbox.stats();
    expect(stats.createRequests).toBe(2);
    expect(stats.duplicateAttempts).toBe(0);
    expect(fixture.sandbox.instances()).toHaveLength(2);
    const rows = await fixture.journal.lists.listInvoices({ runId: report.runs[0]!.run.id, limit: 9 });
    for (const row of rows) {
      expect(row).toMatchObject({ state: 'in-doubt', httpStatus: 503 });
      expect(row.detail).toMatch(/^HTTP 503 Service Unavailable: the invoice may have been created/);
    }
  });

  it('sends again, and creates once, an invoice Kong refused with its own 503 (no upstream)', async () => {
    fixture = await uploadFixture({
      throttle: { requests: 2, status: 503, retryAfter: '0', writer: 'kong', route: 'create' },
    });
    const report = await fixture.upload('kong.csv', validBatch(2, { prefix: 'KONG' }), { concurrency: 1 });
    expect(report.runs[0]!.counts).toMatchObject({ created: 2, inDoubt: 0, failed: 0 });
    // Two refused by Kong, then each invoice once.
    expect(fixture.sandbox.stats()).toMatchObject({ createRequests: 4, duplicateAttempts: 0 });
    expect(fixture.sandbox.instances()).toHaveLength(2);
  });

  it('records as not sent, safe to post again, an invoice Kong kept refusing past the throttle budget', async () => {
    fixture = await uploadFixture({
      throttle: { requests: 50, status: 503, retryAfter: '0', writer: 'kong', route: 'create' },
    });
    const report = await fixture.upload('kong-down.csv', validBatch(1, { prefix: 'KONGDOWN' }), {
      concurrency: 1,
      target: fixture.sandbox.target({ retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 20, throttleBudgetMs: 60 } }),
    });
    expect(report.runs[0]!.counts).toMatchObject({ created: 0, inDoubt: 0, failed: 1 });
    expect(fixture.sandbox.instances()).toHaveLength(0);
    const [row] = await fixture.journal.lists.listInvoices({ runId: report.runs[0]!.run.id, limit: 9 });
    expect(row?.detail).toMatch(/safe to post again/);
    expect(row?.detail).toContain('Server: kong/3.9.1');
  });
});
