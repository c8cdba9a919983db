/**
 * A forward proxy that asks for its credentials with a 401 of its own rather than a 407 (tinyproxy
 * does so where it takes the request as addressed to itself): the proxy's request for credentials,
 * not the finance system refusing the API key, and nothing was forwarded. A 401 the server wrote,
 * passed on by the proxy, stays the server's.
 */
import { describe, expect, it } from 'vitest';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { isProxyAuthAnswer } from '../../src/finance-api/proxy-refusal.js';
import { startForwardProxy } from '../helpers/start-forward-proxy.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

describe("a forward proxy's own 401", () => {
  it('is the proxy asking for credentials: not sent, naming the proxy and where credentials go', async () => {
    const sandbox = await startTestSandbox();
    const proxy = await startForwardProxy({ credentials: 'ops:s3cret-pw', askWith401: true });
    const target = sandbox.target({ proxy: { url: proxy.url, source: 'HTTP_PROXY' } });
    const outcome = await createInvoice(target, sampleInvoice());
    expect(outcome).toMatchObject({ kind: 'not-sent' });
    expect(outcome.kind === 'not-sent' && outcome.reason).toBe(
      `the proxy ${new URL(proxy.url).host} (from HTTP_PROXY) refused the request with HTTP 401 Unauthorized: it wants other credentials (user and password in the proxy address); the request never reached the finance system`,
    );
    expect(proxy.forwarded).toEqual([]);
    expect(sandbox.stats().createRequests).toBe(0);
  });

  it("leaves the finance system's own 401, passed on by the proxy, as the API key refused", async () => {
    const sandbox = await startTestSandbox();
    const proxy = await startForwardProxy();
    const target = sandbox.target({ apiKey: 'not-the-key', proxy: { url: proxy.url, source: 'HTTP_PROXY' } });
    const outcome = await createInvoice(target, sampleInvoice());
    expect(JSON.stringify(outcome)).not.toContain('the proxy');
    expect(proxy.forwarded.filter((line) => line.endsWith('/create'))).toHaveLength(1);
  });
});

describe('isProxyAuthAnswer', () => {
  it.each([
    [407, { 'proxy-authenticate': 'Basic realm="corp"' }, true],
    [401, { 'proxy-authenticate': 'Basic realm="corp"' }, true],
    [401, { server: 'tinyproxy/1.11.1', 'www-authenticate': 'Basic realm="Tinyproxy"' }, true],
    [401, { server: 'squid/6.6' }, true],
    // Passed on from the server: the proxy names itself in Via.
    [401, { server: 'tinyproxy/1.11.1', via: '1.1 gw (tinyproxy/1.11.1)' }, false],
    [401, { via: '1.1 gw (tinyproxy/1.11.1)', 'www-authenticate': 'Basic' }, false],
    [401, { server: 'nginx' }, false],
    [401, {}, false],
    [407, {}, false],
    [403, { server: 'squid/6.6' }, false],
  ])('%i %o: %s', (status, headers, expected) => {
    expect(isProxyAuthAnswer(status, headers)).toBe(expected);
  });
});
