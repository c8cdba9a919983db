/**
 * Uploads through the sandbox's gateway with a quota: once it is used up, the upload takes no new
 * invoices, says what is left, and the next run after the quota resets posts the rest once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';
import { validBatch } from './mapped-invoices.js';

let fixture: UploadFixture | undefined;
afterEach(async () => {
  await fixture?.sandbox.close();
  await fixture?.journal.close();
  fixture = undefined;
});

describe('upload through a gateway quota', () => {
  it.each([[500 as const], [429 as const]])(
    'a quota used up (answered %i) stops the upload with what is left; the run after the reset posts the rest',
    async (status) => {
      let clock = Date.parse('2026-11-27T10:00:00Z');
      fixture = await uploadFixture({
        now: () => clock,
        gateway: { quota: { count: 30, periodMs: 3_600_000 }, spikeArrestStatus: status },
      });
      const invoices = validBatch(60, { prefix: `QUOTA${status}` });
      const first = await fixture.upload('month-end.csv', invoices, { concurrency: 4 });
      expect(first.stopped).toBe(true);
      expect(first.halted).toMatch(
        /^quota used up: 30 created, 30 not sent; run again after the gateway's quota period has reset \(the gateway: "Rate limit quota violation\. Quota limit exceeded\. Identifier : _default" \(policies\.ratelimit\.QuotaViolation\)\)$/,
      );
      expect(first.runs[0]!.counts).toMatchObject({ invoices: 60, created: 30, failed: 30, inDoubt: 0 });
      expect(fixture.sandbox.stats()).toMatchObject({ created: 30, createRequests: 30 });

      clock += 3_600_000;
      const second = await fixture.upload('month-end.csv', invoices, { concurrency: 4 });
      expect(second.halted).toBeUndefined();
      expect(second.runs[0]!.counts).toMatchObject({ created: 30, skipped: 30, failed: 0, inDoubt: 0 });
      expect(fixture.sandbox.stats()).toMatchObject({ created: 60, createRequests: 60, duplicateAttempts: 0 });
    },
    60_000,
  );
});
