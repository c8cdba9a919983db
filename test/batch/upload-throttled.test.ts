import { describe, expect, it } from 'vitest';
import { uploadFixture } from './upload-fixture.js';
import { validBatch } from './mapped-invoices.js';
import { formatUploadSummary } from '../../src/print/format-upload-summary.js';
import { uploadJson } from '../../src/print/upload-json.js';

describe('upload through a gateway with a capacity limit', () => {
  it('at a concurrency above the capacity: every invoice created once, none failed or in doubt, the throttling reported', async () => {
    const fx = await uploadFixture({ capacity: 4, capacityRetryAfter: '0', latencyMs: 20 });
    const report = await fx.upload('capacity.csv', validBatch(60, { prefix: 'CAP' }), { concurrency: 16 });
    const run = report.runs[0]!;
    expect(run.counts).toMatchObject({ invoices: 60, created: 60, failed: 0, inDoubt: 0, rejected: 0 });
    expect(fx.sandbox.instances()).toHaveLength(60);
    expect(fx.sandbox.stats()).toMatchObject({ created: 60, duplicateAttempts: 0 });
    expect(fx.sandbox.stats().throttled).toBeGreaterThan(0);
    expect(run.sending?.throttled).toBe(fx.sandbox.stats().throttled);
    expect(formatUploadSummary(report)).toContain(`the gateway throttled ${run.sending?.throttled} requests`);
    expect(uploadJson(report, 'sandbox')).toMatchObject({
      created: 60,
      throttled: run.sending?.throttled,
      concurrency: null,
    });
  });

  it('with --concurrency auto: settles near the capacity, never above the maximum, every invoice created', async () => {
    const capacity = 6;
    const fx = await uploadFixture({ capacity, capacityRetryAfter: '0', latencyMs: 30 });
    const report = await fx.upload('auto.csv', validBatch(300, { prefix: 'AUTO' }), {
      concurrency: 'auto',
      maxConcurrency: 24,
    });
    const run = report.runs[0]!;
    expect(run.counts).toMatchObject({ invoices: 300, created: 300, failed: 0, inDoubt: 0 });
    expect(fx.sandbox.stats()).toMatchObject({ created: 300, duplicateAttempts: 0 });
    const settled = run.sending?.settledConcurrency;
    // Loose on purpose: on a loaded machine answers come late and the limit settles lower.
    expect(settled).toBeGreaterThanOrEqual(3);
    expect(settled).toBeLessThanOrEqual(capacity + 2);
    expect(formatUploadSummary(report)).toContain(`concurrency auto settled on ${settled}`);
  });

  it('with --concurrency auto and no limit at the gateway: grows up to the maximum and no further', async () => {
    const fx = await uploadFixture({ latencyMs: 30 });
    const report = await fx.upload('open.csv', validBatch(200, { prefix: 'OPEN' }), {
      concurrency: 'auto',
      maxConcurrency: 5,
    });
    expect(report.runs[0]!.counts.created).toBe(200);
    expect(fx.sandbox.stats().peakCreatesInFlight).toBeLessThanOrEqual(5);
    expect(fx.sandbox.stats().peakCreatesInFlight).toBeGreaterThanOrEqual(4);
    // A busy machine slows the answers, which may cut the limit for a while.
    expect(report.runs[0]!.sending?.settledConcurrency).toBeGreaterThanOrEqual(2);
    expect(report.runs[0]!.sending?.settledConcurrency).toBeLessThanOrEqual(5);
  });

  it('stops promptly while creates wait after a throttled answer: they are failed (not processed), never in doubt', async () => {
    const fx = await uploadFixture({ capacity: 1, capacityRetryAfter: '30', latencyMs: 200 });
    const stop = new AbortController();
    const pending = fx.upload('stop.csv', validBatch(6, { prefix: 'STOP' }), {
      concurrency: 4,
      signal: stop.signal,
      onNotice: () => {},
    });
    // Stop once some creates were throttled and are waiting 30 s.
    while (fx.sandbox.stats().throttled === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    stop.abort();
    const run = (await pending).runs[0]!;
    expect(run.counts.inDoubt).toBe(0);
    expect(run.counts.created).toBe(fx.sandbox.instances().length);
    expect(run.counts.created + run.counts.failed).toBe(6);
    expect(run.counts.failed).toBeGreaterThan(0);
  });
});
