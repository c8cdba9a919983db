import { describe, expect, it } from 'vitest';
import { uploadFixture } from './upload-fixture.js';
import { validBatch } from './mapped-invoices.js';
import { gatewayPage } from '../../src/sandbox/sandbox-faults.js';
import { formatUploadSummary } from '../../src/print/format-upload-summary.js';

const badGateway = (route: 'create' | 'status') => ({
  status: 502,
  body: gatewayPage(502),
  contentType: 'text/html',
  route,
});

/** A create answered as the sandbox answers it: the run has reached the back-end, so 6 of the last 10 open the breaker. */
const reached = { status: 200, processedBody: true, route: 'create' as const };

describe('upload pauses when the gateway keeps failing', () => {
  it('pauses after most recent creates failed at the gateway, probes with a status request, resumes, and says so', async () => {
    const fx = await uploadFixture();
    fx.sandbox.injectNext(reached, ...Array.from({ length: 6 }, () => badGateway('create')));
    const notices: string[] = [];
    const report = await fx.upload('outage.csv', validBatch(21, { prefix: 'OUT' }), {
      concurrency: 1,
      onNotice: (text) => notices.push(text),
    });
    const run = report.runs[0]!;
    // The six 502s are in doubt and never re-posted; everything after the pause is created.
    expect(run.counts).toMatchObject({ invoices: 21, inDoubt: 6, created: 15, failed: 0 });
    expect(fx.sandbox.stats()).toMatchObject({ createRequests: 21, duplicateAttempts: 0 });
    expect(fx.sandbox.stats().statusRequests).toBeGreaterThanOrEqual(1);
    expect(run.sending).toMatchObject({ pauses: 1 });
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatch(
      /^paused: 6 or more of the last 10 creates failed at the gateway \(last: HTTP 502 Bad Gateway/,
    );
    expect(notices[1]).toMatch(
      /^resumed: the finance API answered a status request \(HTTP 200\) after a pause of \d+ s; sending one create first, the rest once it passes$/,
    );
    expect(formatUploadSummary(report)).toMatch(
      /Sending: {2}paused once for gateway failures \(\d+ s in all\), resumed when the finance API answered again\n/,
    );
  });

  it('gives up after the longest pause when the probe keeps failing: the rest not sent, safe to post again', async () => {
    const fx = await uploadFixture();
    fx.sandbox.injectNext(
      reached,
      ...Array.from({ length: 6 }, () => badGateway('create')),
      ...Array.from({ length: 5 }, () => badGateway('status')),
    );
    const report = await fx.upload('down.csv', validBatch(21, { prefix: 'DOWN' }), {
      concurrency: 1,
      maxPauseMs: 500,
      onNotice: () => {},
    });
    const run = report.runs[0]!;
    expect(run.counts).toMatchObject({ invoices: 21, inDoubt: 6, created: 1, failed: 14 });
    expect(fx.sandbox.stats().createRequests).toBe(7);
    expect(report.halted).toMatch(
      /^the finance API gateway kept failing for \d+ s \(last: HTTP 502 Bad Gateway.*; probe: HTTP 502\)$/,
    );
    // It never resumed, and the summary says so.
    expect(run.sending).toMatchObject({ pauses: 1, endedPaused: true });
    const summary = formatUploadSummary(report);
    expect(summary).toMatch(
      /Sending: {2}paused once for gateway failures \(\d+ s in all\), and ended while paused: the finance API did not answer again\n/,
    );
    expect(summary).not.toContain('resumed');
  });

  it('does not pause for fewer gateway failures than most of the last ten', async () => {
    const fx = await uploadFixture();
    const invoices = validBatch(30, { prefix: 'SCAT' });
    fx.sandbox.injectNext(reached);
    for (let i = 0; i < 3; i++) fx.sandbox.injectNext(badGateway('create'));
    const notices: string[] = [];
    const report = await fx.upload('scattered.csv', invoices, {
      concurrency: 2,
      onNotice: (text) => notices.push(text),
    });
    expect(report.runs[0]!.counts).toMatchObject({ inDoubt: 3, created: 27 });
    expect(notices).toEqual([]);
    expect(report.runs[0]!.sending?.pauses).toBe(0);
  });

  it('goes on when the one create sent after a resume fails at random: pauses again, asks again, and sends the rest', async () => {
    const fx = await uploadFixture();
    // Six 502s open the breaker; the seventh meets the first create after the answered status request.
    fx.sandbox.injectNext(reached, ...Array.from({ length: 7 }, () => badGateway('create')));
    const notices: string[] = [];
    const report = await fx.upload('random.csv', validBatch(21, { prefix: 'RND' }), {
      concurrency: 1,
      onNotice: (text) => notices.push(text),
    });
    const run = report.runs[0]!;
    // The failed canary stays in doubt, never posted again; every other invoice is created.
    expect(report.halted).toBeUndefined();
    expect(run.counts).toMatchObject({ invoices: 21, inDoubt: 7, created: 14, failed: 0 });
    expect(run.notSent).toBe(0);
    expect(fx.sandbox.stats()).toMatchObject({ createRequests: 21, duplicateAttempts: 0 });
    expect(notices[2]).toMatch(
      /^paused again: the one create sent after the status answer failed at the gateway too \(HTTP 502 Bad Gateway.*\); asking the finance API for a status again in 1 s; the upload stops when 3 such creates in a row fail \(1 so far\)$/,
    );
    expect(notices[3]).toMatch(/^resumed: the finance API answered a status request \(HTTP 200\)/);
  });
});
