/** The reads (advertisers, status) through an Apigee-class gateway: its "not now" refusals are waited out. */
import { describe, expect, it } from 'vitest';
import { extractAdvertisers } from '../../src/finance-api/extract-advertisers.js';
import { getInvoiceStatus } from '../../src/finance-api/get-invoice-status.js';
import type { ApiTarget } from '../../src/finance-api/api-target.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const fault = (status: number, faultstring: string, errorcode: string) => ({
  status,
  body: JSON.stringify({ fault: { faultstring, detail: { errorcode } } }),
  route: 'advertisers' as const,
});

describe('reads through a gateway', () => {
  it('a spike arrest refusal is retried after the wait, whatever its status (500 on Edge, 429 on X, 403 when rewritten)', async () => {
    const sandbox = await startTestSandbox();
    for (const status of [500, 429, 403]) {
      sandbox.injectNext(fault(status, 'Spike arrest violation', 'policies.ratelimit.SpikeArrestViolation'));
      expect(await extractAdvertisers(sandbox.target())).toMatchObject({ kind: 'advertisers', attempts: 2 });
    }
  });

  it('when the attempts run out, the failure names the gateway reason', async () => {
    const sandbox = await startTestSandbox();
    sandbox.injectNext(
      ...Array.from({ length: 3 }, () =>
        fault(503, 'The Service is temporarily unavailable', 'messaging.adaptors.http.flow.NoActiveTargets'),
      ),
    );
    const outcome = await extractAdvertisers(sandbox.target());
    expect(outcome).toMatchObject({ kind: 'http-error', status: 503, attempts: 3 });
    expect(outcome.kind === 'http-error' && outcome.meaning).toContain(
      '"The Service is temporarily unavailable" (messaging.adaptors.http.flow.NoActiveTargets)',
    );
  });
});

/** Both reads, each asked the way its command asks it: the advertiser list is a POST, the status a GET. */
const READS = [
  {
    route: 'advertisers' as const,
    read: (target: ApiTarget, signal?: AbortSignal) => extractAdvertisers(target, signal ? { signal } : {}),
    done: 'advertisers',
  },
  {
    route: 'status' as const,
    read: (target: ApiTarget, signal?: AbortSignal) => getInvoiceStatus(target, '0030000001', signal ? { signal } : {}),
    done: 'rejected',
  },
];
/** A backoff of a few ms, so that a wait of a second can only come from Retry-After. */
const QUICK = { attempts: 3, baseDelayMs: 5, maxDelayMs: 5000 };

describe('the retries of a read', () => {
  it.each(READS.flatMap((r) => ([429, 503] as const).map((status) => ({ ...r, status }))))(
    '$route answered $status with Retry-After: 1 goes again after about a second',
    async ({ route, read, done, status }) => {
      const sandbox = await startTestSandbox({ throttle: { requests: 1, status, retryAfter: '1', route } });
      const started = Date.now();
      const outcome = await read(sandbox.target({ retry: QUICK }));
      const elapsed = Date.now() - started;
      expect(outcome).toMatchObject({ kind: done, attempts: 2 });
      expect(elapsed).toBeGreaterThanOrEqual(950);
      expect(elapsed).toBeLessThan(2500);
    },
  );

  it.each(READS)('$route waits at most maxDelayMs, whatever Retry-After asks', async ({ route, read, done }) => {
    const sandbox = await startTestSandbox({ throttle: { requests: 1, status: 429, retryAfter: '30', route } });
    const started = Date.now();
    const outcome = await read(sandbox.target({ retry: { ...QUICK, maxDelayMs: 200 } }));
    expect(outcome).toMatchObject({ kind: done, attempts: 2 });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each(READS)(
    '$route past the retry limit reports the last answer, and asks no more',
    async ({ route, read, done }) => {
      const sandbox = await startTestSandbox();
      const answer = (status: number, body: string) => ({ status, body, route, headers: { 'Retry-After': '0' } });
      sandbox.injectNext(
        answer(503, '<html>first</html>'),
        answer(502, '<html>second</html>'),
        answer(429, '<html>third</html>'),
      );
      expect(await read(sandbox.target({ retry: QUICK }))).toMatchObject({
        kind: 'http-error',
        status: 429,
        meaning: 'Too Many Requests',
        excerpt: '<html>third</html>',
        attempts: 3,
      });
      expect(await read(sandbox.target({ retry: QUICK }))).toMatchObject({ kind: done, attempts: 1 });
    },
  );

  it.each(READS)('$route stopped during the wait reports the answer before it at once', async ({ route, read }) => {
    const sandbox = await startTestSandbox({ throttle: { requests: 1, status: 503, retryAfter: '5', route } });
    const started = Date.now();
    const outcome = await read(sandbox.target({ retry: QUICK }), AbortSignal.timeout(200));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(outcome).toMatchObject({ kind: 'http-error', status: 503, attempts: 1 });
  });
});
