/**
 * A 429 whose Retry-After is far beyond the throttle budget (a day): waiting is no use, and every
 * create would be told the same, so the upload stops at the first one, as for a used-up quota.
 */
import { describe, expect, it } from 'vitest';
import { uploadFixture } from './upload-fixture.js';
import { validBatch } from './mapped-invoices.js';

describe('upload answered 429 with Retry-After: 86400', () => {
  it.each([[1], [4]])('stops at once at concurrency %i: the rest not sent, the reset named', async (concurrency) => {
    const fx = await uploadFixture({ throttle: { requests: 1000, status: 429, retryAfter: '86400', route: 'create' } });
    const report = await fx.upload('day.csv', validBatch(12, { prefix: `DAY${concurrency}` }), { concurrency });
    const run = report.runs[0]!;
    expect(report.stopped).toBe(true);
    const sent = fx.sandbox.stats().createRequests;
    // One vocabulary: the line counts as the counts under it do (those refused failed, the rest not sent).
    expect(report.halted).toMatch(
      new RegExp(
        `^quota used up: 0 created, ${sent} failed, ${12 - sent} not sent; run again after \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC \\(the gateway: HTTP 429 with Retry-After 86400 s, longer than an upload waits\\)$`,
      ),
    );
    expect(run.counts).toMatchObject({ invoices: 12, created: 0, failed: 12, inDoubt: 0 });
    // Those already in flight when the first answer came are the only other creates sent; each
    // was refused with the 429 (failed, safe to post again), the others never left.
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(sent).toBeLessThanOrEqual(concurrency);
    expect(run.notSent).toBe(12 - sent);
  });
});
