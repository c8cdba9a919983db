import { describe, expect, it } from 'vitest';
import { createInvoice, type Throttle } from '../../src/finance-api/create-invoice.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

function throttled(status: 429 | 503, retryAfter?: string) {
  return {
    status,
    body: '{"httpCode":"429","moreInformation":"slow down"}',
    route: 'create' as const,
    ...(retryAfter === undefined ? {} : { headers: { 'Retry-After': retryAfter } }),
  };
}

describe('createInvoice when the gateway throttles', () => {
  it('sends a create answered 429 again after Retry-After, and it is created once', async () => {
    const s = await startTestSandbox();
    s.injectNext(throttled(429, '0'), throttled(429, '0'));
    const seen: Throttle[] = [];
    const outcome = await createInvoice(s.target(), sampleInvoice(), { onThrottle: (t) => seen.push(t) });
    expect(outcome).toMatchObject({ kind: 'created', attempts: 3 });
    expect(seen.map((t) => t.status)).toEqual([429, 429]);
    expect(seen.every((t) => t.waitMs !== undefined)).toBe(true);
    expect(s.instances()).toHaveLength(1);
  });

  it('treats a 429 without Retry-After as throttled too, with backoff', async () => {
    const s = await startTestSandbox();
    s.injectNext(throttled(429));
    expect(await createInvoice(s.target(), sampleInvoice())).toMatchObject({ kind: 'created', attempts: 2 });
  });

  // A 503 proves nothing by itself: gateways pass a back-end's own 503 and Retry-After through.
  const unsigned503s: [string, { body: string; headers: Record<string, string> }][] = [
    ['Retry-After, JSON body', { body: '{"error":"busy"}', headers: { 'Retry-After': '0' } }],
    ['Retry-After as an HTTP date', { body: '', headers: { 'Retry-After': new Date(0).toUTCString() } }],
    ['no Retry-After', { body: '{"error":"busy"}', headers: {} }],
    [
      'Via: kong, the upstream its writer',
      { body: '{"message":"busy"}', headers: { Via: 'kong/3.9.1', 'Retry-After': '0' } },
    ],
    [
      'Server: nginx, its page',
      { body: '<html><title>503</title></html>', headers: { Server: 'nginx', 'Retry-After': '0' } },
    ],
    [
      'Server: kong, not its JSON',
      { body: '<html>busy</html>', headers: { Server: 'kong/3.9.1', 'Retry-After': '0' } },
    ],
  ];

  it.each(unsigned503s)('keeps a 503 without a gateway signature in doubt, never sent again: %s', async (_, answer) => {
    const s = await startTestSandbox();
    s.injectNext({ status: 503, route: 'create', afterProcessing: true, ...answer });
    expect(await createInvoice(s.target(), sampleInvoice())).toMatchObject({
      kind: 'in-doubt',
      status: 503,
      attempts: 1,
    });
    expect(s.instances()).toHaveLength(1);
  });

  it('keeps a create the back-end booked and then answered 503 with Retry-After in doubt, booked once', async () => {
    const s = await startTestSandbox({ busyAfterBookingRate: 1 });
    const outcome = await createInvoice(s.target(), sampleInvoice());
    expect(outcome).toMatchObject({ kind: 'in-doubt', status: 503, attempts: 1 });
    expect(s.instances()).toHaveLength(1);
    expect(s.stats().createRequests).toBe(1);
  });

  it('sends again a 503 Kong wrote itself (no upstream), and it is created once', async () => {
    const s = await startTestSandbox({
      throttle: { requests: 2, status: 503, retryAfter: '0', writer: 'kong', route: 'create' },
    });
    const seen: Throttle[] = [];
    const outcome = await createInvoice(s.target(), sampleInvoice(), { onThrottle: (t) => seen.push(t) });
    expect(outcome).toMatchObject({ kind: 'created', attempts: 3 });
    expect(seen.map((t) => [t.status, t.fault?.kind])).toEqual([
      [503, 'unavailable'],
      [503, 'unavailable'],
    ]);
    expect(s.instances()).toHaveLength(1);
  });

  it('fails (safe to post again) once the throttle budget is spent, without posting', async () => {
    const s = await startTestSandbox();
    s.injectNext(throttled(429, '0'), throttled(429, '0'), throttled(429, '0'), throttled(429, '0'));
    const seen: Throttle[] = [];
    // Each wait is 40 ms against a budget of 50 ms: at most two attempts, however slow the machine.
    const target = s.target({ retry: { attempts: 3, baseDelayMs: 40, maxDelayMs: 2000, throttleBudgetMs: 50 } });
    const outcome = await createInvoice(target, sampleInvoice(), {
      onThrottle: (t) => seen.push(t),
      random: () => 0.99,
    });
    expect(outcome).toMatchObject({ kind: 'http-error', status: 429, meaning: 'Too Many Requests' });
    expect(outcome.attempts).toBe(seen.length);
    expect(seen.length).toBeLessThanOrEqual(2);
    expect(seen.at(-1)?.waitMs).toBeUndefined();
    expect(s.instances()).toHaveLength(0);
  });

  it('gives up at once when Retry-After asks for more than the budget', async () => {
    const s = await startTestSandbox();
    s.injectNext(throttled(429, '3600'));
    const outcome = await createInvoice(s.target(), sampleInvoice());
    expect(outcome).toMatchObject({ kind: 'http-error', status: 429, attempts: 1 });
    expect(s.instances()).toHaveLength(0);
  });

  it('ends the wait when the wait signal is aborted: failed, not in doubt', async () => {
    const s = await startTestSandbox();
    s.injectNext(throttled(429, '30'));
    const stop = new AbortController();
    const pending = createInvoice(s.target(), sampleInvoice(), {
      waitSignal: stop.signal,
      onThrottle: () => stop.abort(),
    });
    expect(await pending).toMatchObject({ kind: 'http-error', status: 429, attempts: 1 });
    expect(s.instances()).toHaveLength(0);
  });

  it('goes through a sandbox at its capacity: every create made exactly once', async () => {
    const s = await startTestSandbox({ capacity: 2, capacityRetryAfter: '0', latencyMs: 30 });
    const target = s.target();
    let throttles = 0;
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createInvoice(
          target,
          { ...sampleInvoice(), Invoice_Number: `CAP-${i}` },
          { onThrottle: () => (throttles += 1) },
        ),
      ),
    );
    expect(outcomes.map((o) => o.kind)).toEqual(Array(8).fill('created'));
    expect(s.instances()).toHaveLength(8);
    expect(s.stats().throttled).toBe(throttles);
    expect(throttles).toBeGreaterThan(0);
  });
});
