/**
 * Requests to the finance API through a company's forward proxy (a real one, test/helpers): an
 * http:// target by absolute-URI forwarding, an https:// one through a CONNECT tunnel. A proxy's
 * own refusal never reached the finance system: not sent, naming the proxy, never its password.
 */
import { readFileSync } from 'node:fs';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { startForwardProxy } from '../helpers/start-forward-proxy.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';
import { closedPort, startOddServer } from './odd-server.js';

const withCredentials = (url: string, credentials: string) => url.replace('http://', `http://${credentials}@`);
const proxyName = (url: string, source: string) => `${new URL(url).host} (from ${source})`;

describe('requests through a forward proxy', () => {
  it('posts to an http:// target through the proxy, which carries every create', async () => {
    const sandbox = await startTestSandbox();
    const proxy = await startForwardProxy();
    const target = sandbox.target({ proxy: { url: proxy.url, source: 'HTTP_PROXY' } });
    const first = await createInvoice(target, sampleInvoice());
    const second = await createInvoice(target, sampleInvoice());
    expect([first.kind, second.kind]).toEqual(['created', 'created']);
    expect(proxy.forwarded.filter((line) => line.startsWith('POST ') && line.endsWith('/create'))).toHaveLength(2);
    // Kept alive between the two: one connection to the proxy.
    expect(proxy.connections()).toBe(1);
  });

  it('sends the proxy its Basic credentials, keeps them from the server, and names neither in a refusal', async () => {
    const sandbox = await startTestSandbox();
    const proxy = await startForwardProxy({ credentials: 'ops:s3cret-pw' });
    const wrong = sandbox.target({ proxy: { url: withCredentials(proxy.url, 'ops:wrong-pw'), source: 'HTTP_PROXY' } });
    const invoice = sampleInvoice();
    const refused = await createInvoice(wrong, invoice);
    expect(refused.kind).toBe('not-sent');
    const reason = refused.kind === 'not-sent' ? refused.reason : '';
    expect(reason).toBe(
      `the proxy ${proxyName(proxy.url, 'HTTP_PROXY')} refused the request with HTTP 407 Proxy Authentication Required: it wants other credentials (user and password in the proxy address); the request never reached the finance system`,
    );
    expect(reason).not.toMatch(/wrong-pw|ops:/);
    expect(proxy.forwarded).toEqual([]);

    // Posted again with the right credentials: created once.
    const right = sandbox.target({ proxy: { url: withCredentials(proxy.url, 'ops:s3cret-pw'), source: 'HTTP_PROXY' } });
    expect((await createInvoice(right, invoice)).kind).toBe('created');
    expect((await createInvoice(right, invoice)).kind).not.toBe('created');
    expect(proxy.forwarded.filter((line) => line.endsWith('/create'))).toHaveLength(2);
  });

  it.each([407, 403, 502, 503])('a CONNECT refused with %i is not sent, naming the proxy', async (status) => {
    const sandbox = await startTestSandbox();
    const proxy = await startForwardProxy({ refuseConnect: status });
    const baseUrl = sandbox.baseUrl.replace('http://', 'https://');
    const source = 'HTTPS_PROXY';
    const target = sandbox.target({ baseUrl, proxy: { url: withCredentials(proxy.url, 'ops:s3cret-pw'), source } });
    const outcome = await createInvoice(target, sampleInvoice());
    expect(outcome.kind).toBe('not-sent');
    const reason = outcome.kind === 'not-sent' ? outcome.reason : '';
    expect(reason).toContain(
      `the proxy ${proxyName(proxy.url, source)} refused the request with HTTP ${status} Refused`,
    );
    expect(reason).toContain('the request never reached the finance system');
    expect(reason).not.toContain('s3cret');
    // A proxy that could not reach the server may manage the next time: a 502 or 503 is tried again.
    expect(proxy.refused()).toBe(status >= 500 ? target.retry.attempts : 1);
    expect(proxy.tunnels()).toBe(0);
  });

  it('opens a CONNECT tunnel for an https:// target and speaks TLS to the server through it', async () => {
    const cert = readFileSync(new URL('./fixtures/self-signed-cert.pem', import.meta.url));
    const key = readFileSync(new URL('./fixtures/self-signed-key.pem', import.meta.url));
    const server = createTlsServer({ cert, key }, (_, response) => response.end('{}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const sandbox = await startTestSandbox();
    const proxy = await startForwardProxy();
    const baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const target = sandbox.target({ baseUrl, proxy: { url: proxy.url, source: 'HTTPS_PROXY' } });
    const outcome = await createInvoice(target, sampleInvoice());
    // The server's certificate was read through the tunnel: this process does not trust it.
    expect(outcome.kind === 'not-sent' && outcome.reason).toMatch(
      /certificate is self-signed.*DEPTH_ZERO_SELF_SIGNED_CERT/,
    );
    expect(proxy.tunnels()).toBe(1);
  });

  it('names the proxy, not the server, when the proxy cannot be reached', async () => {
    const sandbox = await startTestSandbox();
    const url = `http://ops:s3cret-pw@127.0.0.1:${await closedPort()}`;
    const target = sandbox.target({ proxy: { url, source: 'http_proxy' } });
    const outcome = await createInvoice(target, sampleInvoice());
    expect(outcome.kind).toBe('not-sent');
    expect(outcome.kind === 'not-sent' && outcome.reason).toBe(
      `connection refused (ECONNREFUSED) to the proxy ${proxyName(url, 'http_proxy')}`,
    );
  });

  it("keeps a server's 502 passed on by the proxy in doubt: it may have booked the invoice", async () => {
    const server = await startOddServer((_, response) => {
      response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end('bad gateway');
    });
    const proxy = await startForwardProxy();
    const outcome = await createInvoice(
      server.target({ proxy: { url: proxy.url, source: 'HTTP_PROXY' } }),
      sampleInvoice(),
    );
    expect(outcome.kind).toBe('in-doubt');
    expect(proxy.forwarded).toHaveLength(1);
  });

  it("never repeats the proxy's password or its Basic header when an answer through the proxy echoes them", async () => {
    const url = 'http://ops:pr0xy-pa55word@127.0.0.1';
    const basic = Buffer.from('ops:pr0xy-pa55word').toString('base64');
    const server = await startOddServer((_, response) => {
      response.writeHead(400, { 'Content-Type': 'text/plain' });
      response.end(`bad request: Proxy-Authorization: Basic ${basic} (pr0xy-pa55word)`);
    });
    const proxy = await startForwardProxy({ credentials: 'ops:pr0xy-pa55word' });
    const target = server.target({
      proxy: { url: url.replace('127.0.0.1', new URL(proxy.url).host), source: 'HTTP_PROXY' },
    });
    const outcome = await createInvoice(target, sampleInvoice());
    expect(outcome.kind).toBe('http-error');
    const reason = outcome.kind === 'http-error' ? outcome.excerpt : '';
    expect(reason).toContain('bad request: Proxy-Authorization: Basic');
    expect(reason).not.toContain(basic);
    expect(reason).not.toContain('pr0xy-pa55word');
  });
});
