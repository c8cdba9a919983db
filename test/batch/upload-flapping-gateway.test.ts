import { afterEach, expect, it } from 'vitest';
import { validBatch } from './mapped-invoices.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

const reached = { status: 200, processedBody: true, route: 'create' as const };
// The sandbox creates the invoice, then the gateway loses its answer.
const lost = { status: 504, body: '', afterProcessing: true, route: 'create' as const };

it('stops a run through a gateway that loses 8 creates of 9, each invoice posted once', async () => {
  fixture = await uploadFixture();
  const cycle = [...Array.from({ length: 8 }, () => lost), reached];
  fixture.sandbox.injectNext(reached, ...Array.from({ length: 6 }, () => cycle).flat());
  const report = await fixture.upload('flap.csv', validBatch(50, { prefix: 'FLAP' }), {
    concurrency: 1,
    onNotice: () => {},
  });
  const counts = report.runs[0]!.counts;
  const stats = fixture.sandbox.stats();
  expect(report.halted).toMatch(/again and again: 14 creates of this run failed so since it first paused/);
  // 6 that paused it, 2 canaries, then 6 more: the second pause stops the run.
  expect(counts.inDoubt).toBe(14);
  expect(counts.created).toBe(2);
  expect(stats.duplicateAttempts).toBe(0);
  expect(fixture.sandbox.instances()).toHaveLength(counts.created + counts.inDoubt);
}, 120_000);
