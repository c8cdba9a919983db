import { describe, expect, it } from 'vitest';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import type { CloudflareStatus } from '../../src/sandbox/sandbox-options.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

const retry = { attempts: 3, baseDelayMs: 1, maxDelayMs: 5 };

describe("a create answered by Cloudflare's edge with its own 52x", () => {
  it('is sent again when the edge never reached the origin (521, 523, 525, 526), and stays in doubt when it may have (520, 522, 524)', async () => {
    const table: readonly [CloudflareStatus, 'not-reached' | 'in-doubt'][] = [
      [520, 'in-doubt'],
      [521, 'not-reached'],
      [522, 'in-doubt'],
      [523, 'not-reached'],
      [524, 'in-doubt'],
      [525, 'not-reached'],
      [526, 'not-reached'],
    ];
    for (const [status, meaning] of table) {
      const sandbox = await startTestSandbox({ cloudflareError: { status, requests: 1 } });
      const outcome = await createInvoice(sandbox.target({ retry }), sampleInvoice());
      const booked = sandbox.instances().length;
      if (meaning === 'not-reached') {
        expect(outcome, `${status}`).toMatchObject({ kind: 'created', attempts: 2 });
        expect(sandbox.stats().createRequests, `${status}`).toBe(2);
      } else {
        expect(outcome, `${status}`).toMatchObject({ kind: 'in-doubt', status, attempts: 1 });
        expect(sandbox.stats().createRequests, `${status}`).toBe(1);
      }
      // The origin booked it only where Cloudflare reached it.
      expect(booked, `${status}`).toBe(status === 520 || status === 524 || meaning === 'not-reached' ? 1 : 0);
    }
  });

  it('is not sent, safe to post again, when the edge keeps failing to reach the origin', async () => {
    const sandbox = await startTestSandbox({ cloudflareError: { status: 521, requests: 5 } });
    const outcome = await createInvoice(sandbox.target({ retry }), sampleInvoice());
    expect(outcome).toEqual({
      kind: 'not-sent',
      attempts: 3,
      reason:
        'Cloudflare answered HTTP 521 Web Server Is Down: the origin server refused the connection from Cloudflare; the request never reached the finance system',
    });
    expect(sandbox.stats()).toMatchObject({ createRequests: 3, created: 0 });
  });

  it('stays in doubt without Cloudflare signature: another server may use 521 for anything', async () => {
    const sandbox = await startTestSandbox();
    for (const headers of [{}, { Server: 'nginx' }] as Record<string, string>[]) {
      sandbox.injectNext({ status: 521, body: '<html><title>521</title></html>', headers, route: 'create' });
      expect(await createInvoice(sandbox.target({ retry }), sampleInvoice())).toMatchObject({
        kind: 'in-doubt',
        status: 521,
      });
    }
    sandbox.injectNext({ status: 521, body: '', headers: { 'cf-ray': '8a1b2c3d4e5f6-ORD' }, route: 'create' });
    expect(await createInvoice(sandbox.target({ retry }), sampleInvoice())).toMatchObject({ kind: 'created' });
    expect(sandbox.stats()).toMatchObject({ createRequests: 4, created: 1 });
  });
});
