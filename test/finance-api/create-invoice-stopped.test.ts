/**
 * A stop (the upload's wait signal) is final for a create that has not left: a create refused
 * before sending waits for its next attempt, and a stop during that wait ends it unsent.
 */
import { describe, expect, it } from 'vitest';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { startSandbox } from '../../src/sandbox/start-sandbox.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

describe('createInvoice when the upload stops', () => {
  it('never tries a not-sent create again once the wait signal ends its wait', async () => {
    // A free port: the first attempt is refused (nothing listens), so it is never sent.
    const probe = await startTestSandbox();
    const target = probe.target({ retry: { attempts: 3, baseDelayMs: 400, maxDelayMs: 400 } });
    const port = Number(new URL(probe.baseUrl).port);
    await probe.close();
    const stop = new AbortController();
    const pending = createInvoice(target, sampleInvoice(), {
      signal: new AbortController().signal,
      waitSignal: stop.signal,
      random: () => 0.5,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop.abort(new Error('SIGINT'));
    // The API is back on the same port: a retry after the stop would reach it and be counted.
    const back = await startSandbox({ port });
    try {
      const outcome = await pending;
      expect(outcome).toMatchObject({ kind: 'not-sent', attempts: 1 });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(back.stats().createRequests).toBe(0);
      expect(back.instances()).toHaveLength(0);
    } finally {
      await back.close();
    }
  });
});
