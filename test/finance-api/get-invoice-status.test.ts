import { describe, expect, it } from 'vitest';
import { getInvoiceStatus } from '../../src/finance-api/get-invoice-status.js';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import type { ApiTarget } from '../../src/finance-api/api-target.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';
import { closedPort, startOddServer } from './odd-server.js';

async function created(target: ApiTarget): Promise<string> {
  const outcome = await createInvoice(target, sampleInvoice());
  if (outcome.kind !== 'created') throw new Error(`expected created, got ${outcome.kind}`);
  return outcome.instanceId;
}

describe('getInvoiceStatus', () => {
  it('reads every step of the lifecycle with its fields', async () => {
    const s = await startTestSandbox();
    const id = await created(s.target());
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const outcome = await getInvoiceStatus(s.target(), id);
      if (outcome.kind !== 'status') throw new Error(outcome.kind);
      codes.push(`${outcome.response.E_STATUS.CURRNT_STS} ${outcome.response.E_STATUS.STS_DESCR}`);
      expect(outcome.response.E_STATUS.INV_INSTNC_ID).toBe(id);
      if (i === 3) {
        expect(outcome.response.E_ERP_DETAILS.AUGBL).toMatch(/^\d{10}$/);
        expect(outcome.response.T_APPROVAL.every((item) => typeof item.ORD_APPR === 'number')).toBe(true);
      }
    }
    expect(codes).toEqual(['10 Received', '20 In approval', '25 Posted', '28 Paid']);
  });

  it('returns rejected for an unknown instance (HTTP 200, E_RETCODE 4)', async () => {
    const s = await startTestSandbox();
    const outcome = await getInvoiceStatus(s.target(), '0012345678');
    expect(outcome).toMatchObject({ kind: 'rejected', status: 200, retcode: 4, attempts: 1 });
  });

  it('honours Retry-After in seconds', async () => {
    const s = await startTestSandbox({ throttle: { requests: 1, status: 429, retryAfter: '1', route: 'status' } });
    const id = await created(s.target());
    const started = Date.now();
    const outcome = await getInvoiceStatus(s.target(), id);
    const elapsed = Date.now() - started;
    expect(outcome).toMatchObject({ kind: 'status', attempts: 2 });
    // Without Retry-After the first backoff would be 5 to 10 ms.
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(2500);
  });

  it('retries 500, 502, 503 and 504, then succeeds', async () => {
    const s = await startTestSandbox();
    const id = await created(s.target());
    s.injectNext(...[500, 502, 503].map((status) => ({ status, route: 'status' as const, body: '<html>busy</html>' })));
    const outcome = await getInvoiceStatus(s.target({ retry: { attempts: 4, baseDelayMs: 5, maxDelayMs: 50 } }), id);
    expect(outcome).toMatchObject({ kind: 'status', attempts: 4 });
    expect(s.stats().statusRequests).toBe(4);
  });

  it('gives up after the bounded attempts with the last HTTP error and its excerpt', async () => {
    const s = await startTestSandbox();
    s.injectNext(
      ...Array.from({ length: 5 }, () => ({
        status: 503,
        route: 'status' as const,
        body: '<html><body>Service Unavailable</body></html>',
      })),
    );
    const outcome = await getInvoiceStatus(s.target(), '0030000001');
    expect(outcome).toMatchObject({
      kind: 'http-error',
      status: 503,
      meaning: 'Service Unavailable',
      attempts: 3,
      excerpt: '<html><body>Service Unavailable</body></html>',
    });
  });

  it('does not retry a 401', async () => {
    const s = await startTestSandbox();
    const outcome = await getInvoiceStatus(s.target({ apiKey: 'nope' }), '0030000001');
    expect(outcome).toMatchObject({ kind: 'http-error', status: 401, attempts: 1 });
  });

  it('returns timeout after its attempts when no answer comes in time', async () => {
    const s = await startTestSandbox({ latencyMs: 300 });
    const outcome = await getInvoiceStatus(
      s.target({ timeoutMs: 50, retry: { attempts: 2, baseDelayMs: 5, maxDelayMs: 10 } }),
      '0030000001',
    );
    expect(outcome).toMatchObject({ kind: 'timeout', attempts: 2, reason: 'no answer within 50 ms' });
  });

  it('returns not-sent when the connection is refused on every attempt', async () => {
    const s = await startTestSandbox();
    const outcome = await getInvoiceStatus(s.target({ baseUrl: `http://127.0.0.1:${await closedPort()}` }), '1');
    expect(outcome).toMatchObject({ kind: 'not-sent', attempts: 3 });
  });

  it('sends GET with INSTANCE_ID in the query, keeping leading zeros', async () => {
    const server = await startOddServer((_, response) =>
      response.end('{"E_RETCODE":0,"E_STATUS":{"INV_INSTNC_ID":"0000000007","CURRNT_STS":"28","STS_DESCR":"Paid"}}'),
    );
    const outcome = await getInvoiceStatus(server.target(), '0000000007');
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      url: '/erp/invoicing/qa/v1/finance/invoice/status?INSTANCE_ID=0000000007',
    });
    expect(outcome.kind === 'status' && outcome.response.E_ERP_DETAILS.GJAHR).toBe('0000');
  });

  it('returns http-error naming E_STATUS when a success lacks it', async () => {
    const server = await startOddServer((_, response) => response.end('{"E_RETCODE":0}'));
    const outcome = await getInvoiceStatus(server.target(), '1');
    expect(outcome.kind === 'http-error' && outcome.meaning).toMatch(
      /^status response has the wrong shape: E_STATUS: /,
    );
    // In a person's words, not zod's ("Invalid input: expected object, received undefined").
    expect(outcome.kind === 'http-error' && outcome.meaning).toBe(
      'status response has the wrong shape: E_STATUS: missing from the answer (an object expected)',
    );
  });
});
