/**
 * An outage of creates alone (the sandbox's createOutage): creates fail at the gateway while
 * status requests are answered, so a status answer proves nothing of the create path. The run
 * sends one create after a resume and stops at its failure; in doubt stays bounded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BREAKER_TRIP, UNPROVEN_TRIP } from '../../src/batch/send/gateway-breaker.js';
import { CREATE_OUTAGE_KINDS } from '../../src/sandbox/create-outage.js';
import { uploadFixture } from './upload-fixture.js';
import { validBatch } from './mapped-invoices.js';

/**
 * In doubt at most when an outage of creates meets a run: before any create was answered,
 * UNPROVEN_TRIP leave before the pause, then the one create after the resume; after, BREAKER_TRIP
 * failures pause it while up to `concurrency - 1` others are in flight, then the one create.
 */
const inDoubtBound = (reached: boolean, concurrency: number) =>
  reached ? BREAKER_TRIP + concurrency : UNPROVEN_TRIP + 1;

const STOP = /^creates fail at the gateway while the finance API answers status requests/;
/** A create that hangs past --timeout-ms is told as no answer, not as a gateway's failure. */
const NO_ANSWER_STOP = /^creates get no answer within --timeout-ms while the finance API answers status requests/;

describe('upload during an outage of creates while status requests are answered', () => {
  it('50 invoices at concurrency 8, 502 from the start: stops after one create sent past the resume, at most 3 in doubt', async () => {
    const fx = await uploadFixture({ createOutage: { kind: 'gateway' } });
    const notices: string[] = [];
    const report = await fx.upload('down.csv', validBatch(50, { prefix: 'DOWN' }), {
      concurrency: 8,
      onNotice: (text) => notices.push(text),
    });
    const run = report.runs[0]!;
    const measured = { ...run.counts, notSent: run.notSent, creates: fx.sandbox.stats().createRequests };
    console.log(`creates down, status up, 50 at concurrency 8: ${JSON.stringify(measured)}`);
    expect(run.counts).toMatchObject({ invoices: 50, created: 0, inDoubt: 3, failed: 47 });
    expect(run.notSent).toBe(47);
    expect(fx.sandbox.stats().createRequests).toBe(3);
    expect(report.stopped).toBe(true);
    expect(report.halted).toMatch(STOP);
    expect(report.halted).toMatch(/HTTP 50[24]/);
    expect(run.sending).toMatchObject({ pauses: 1 });
    expect(notices.filter((text) => text.startsWith('resumed')).length).toBe(1);
  });

  it('the next run against the target sends one create first and stops at its failure: 1 in doubt', async () => {
    const fx = await uploadFixture({ createOutage: { kind: 'gateway' } });
    await fx.upload('first.csv', validBatch(6, { prefix: 'FIRST' }), { concurrency: 8, onNotice: () => {} });
    const before = fx.sandbox.stats().createRequests;
    const second = await fx.upload('second.csv', validBatch(6, { prefix: 'SECOND' }), {
      concurrency: 8,
      onNotice: () => {},
    });
    const third = await fx.upload('third.csv', validBatch(6, { prefix: 'THIRD' }), {
      concurrency: 8,
      onNotice: () => {},
    });
    expect(fx.sandbox.stats().createRequests - before).toBe(2);
    for (const report of [second, third]) {
      expect(report.runs[0]!.counts).toMatchObject({ invoices: 6, inDoubt: 1, failed: 5, created: 0 });
      expect(report.runs[0]!.notSent).toBe(5);
      expect(report.halted).toMatch(STOP);
      expect(report.halted).toMatch(/run \d+ ended on gateway failures/);
    }
  });

  it('bounds in doubt over failure kinds x concurrency x where in the file the outage starts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CREATE_OUTAGE_KINDS),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 6 }),
        async (kind, concurrency, after) => {
          const fx = await uploadFixture({ createOutage: { kind, after } });
          const total = 24;
          const report = await fx.upload('file.csv', validBatch(total, { prefix: 'P' }), {
            target: fx.sandbox.target({ timeoutMs: 300 }),
            concurrency,
            onNotice: () => {},
          });
          const run = report.runs[0]!;
          const { created, inDoubt } = run.counts;
          expect(created).toBe(after);
          expect(inDoubt).toBeGreaterThanOrEqual(1);
          // 3 when the outage meets the run's first create; BREAKER_TRIP + concurrency after some were created.
          expect(inDoubt).toBeLessThanOrEqual(inDoubtBound(after > 0, concurrency));
          // Every other invoice is not sent: the back-end never got it.
          expect(run.notSent).toBe(total - created - inDoubt);
          expect(fx.sandbox.stats().createRequests).toBe(created + inDoubt);
          expect(report.halted).toMatch(kind === 'hang' ? NO_ANSWER_STOP : STOP);
          await fx.journal.close();
        },
      ),
      { numRuns: 14, seed: 20261129 },
    );
  }, 180_000);
});
