/**
 * A proxy named https:// that speaks plain HTTP (`HTTPS_PROXY=https://...`, a common slip): it
 * either answers the TLS handshake with an HTTP error, or, like tinyproxy, waits for a line end
 * the handshake never sends, or closes the connection at once. Every way the request never left:
 * not sent, in bounded time, with the proxy named and the likely cause said.
 */
import { createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { listenForTest } from '../helpers/listen-for-test.js';
import { startForwardProxy } from '../helpers/start-forward-proxy.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

/** A listener that takes connections and never sends a byte, or closes each at once. */
async function byteLessListener(closes: boolean): Promise<string> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    if (closes) socket.end();
  });
  return `127.0.0.1:${await listenForTest(server, sockets)}`;
}

const cases = [
  { proxy: 'silent', scheme: 'http', says: 'did not answer TLS within 10 s' },
  { proxy: 'silent', scheme: 'https', says: 'did not answer TLS within 10 s' },
  { proxy: 'plain HTTP', scheme: 'http', says: 'answered the TLS handshake with something else' },
  { proxy: 'plain HTTP', scheme: 'https', says: 'answered the TLS handshake with something else' },
  // Before, an https:// target through it ended the process: an error on the proxy's connection no one heard.
  { proxy: 'closing', scheme: 'http', says: 'closed the connection without answering TLS' },
  { proxy: 'closing', scheme: 'https', says: 'closed the connection without answering TLS' },
] as const;

describe('a proxy named https:// that speaks plain HTTP', () => {
  it.for(cases)(
    '$proxy, $scheme:// target: not sent, the proxy named, "is it http://?"',
    { timeout: 30_000 },
    async ({ proxy, scheme, says }) => {
      const sandbox = await startTestSandbox();
      const host =
        proxy === 'plain HTTP'
          ? new URL((await startForwardProxy()).url).host
          : await byteLessListener(proxy === 'closing');
      const baseUrl = scheme === 'http' ? sandbox.baseUrl : sandbox.baseUrl.replace('http://', 'https://');
      // Longer than the proxy's TLS wait: the bound is the proxy's, not the attempt's.
      const target = sandbox.target({
        baseUrl,
        timeoutMs: 30_000,
        proxy: { url: `https://${host}`, source: 'HTTPS_PROXY' },
      });
      const outcome = await createInvoice(target, sampleInvoice());
      expect(outcome).toMatchObject({ kind: 'not-sent' });
      expect(outcome.kind === 'not-sent' && outcome.reason).toBe(
        `the proxy ${host} (from HTTPS_PROXY) ${says}; is it http://? (its address says https://, but most proxies speak plain HTTP); the request never reached the finance system`,
      );
      expect(sandbox.stats().createRequests).toBe(0);
    },
  );
});
