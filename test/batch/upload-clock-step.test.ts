/**
 * The wall clock stepped while an upload paces itself to a rate (NTP correcting a drift, an operator
 * setting the time): waits are measured on the monotonic clock, so the pacing neither stalls for the
 * size of a backward step nor bursts after a forward one. Only Date.now is faked, in this process.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validBatch } from './mapped-invoices.js';
import { uploadFixture } from './upload-fixture.js';

const INVOICES = 10;
const RATE = 20;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an upload with a rate while the wall clock steps', () => {
  it.each([
    ['back 1 minute', -60_000],
    ['back 5 minutes', -300_000],
    ['forward 1 hour', 3_600_000],
  ])(
    'keeps its pace when the clock steps %s after the third invoice',
    async (_, stepMs) => {
      // The sandbox keeps the real clock: only the uploading process sees the step.
      const fixture = await uploadFixture({ now: () => performance.timeOrigin + performance.now() });
      const realNow = Date.now.bind(Date);
      let offset = 0;
      vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
      const started = performance.now();
      const report = await fixture.upload('rate.csv', validBatch(INVOICES, { prefix: `STEP${stepMs}` }), {
        concurrency: 4,
        rate: RATE,
        onProgress: (progress) => {
          if (progress.phase === 'sending' && progress.done >= 3) offset = stepMs;
        },
      });
      const tookMs = performance.now() - started;
      expect(offset).toBe(stepMs);
      expect(report.runs[0]!.counts).toMatchObject({ created: INVOICES });
      // Ten requests at 20/s: the first at once, nine more 50 ms apart; a stall would be the step's size.
      expect(tookMs).toBeGreaterThanOrEqual(((INVOICES - 1) * 1000) / RATE - 10);
      expect(tookMs).toBeLessThan(5_000);
    },
    30_000,
  );
});
