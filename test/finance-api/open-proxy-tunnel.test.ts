/**
 * The TLS of a finance API reached through a proxy's CONNECT tunnel is the server's own: its
 * certificate is checked against the server's name or address, never the proxy's, and a handshake
 * that fails after the proxy answered is the server's, not blamed on the proxy. Run as the built
 * CLI, since Node reads the test CA (NODE_EXTRA_CA_CERTS) only when it starts.
 */
import { createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listenForTest } from '../helpers/listen-for-test.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startForwardProxy } from '../helpers/start-forward-proxy.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { startTlsFront, TEST_CERT_FILE, TEST_TLS } from '../helpers/start-tls-front.js';
import { makeTempDir } from '../helpers/temp-dir.js';

async function advertisersThrough(proxyUrl: string, baseUrl: string) {
  return runCliProcess(['advertisers', '--refresh', '--base-url', baseUrl], {
    cwd: makeTempDir('tunnel-tls'),
    env: { HTTPS_PROXY: proxyUrl, NODE_EXTRA_CA_CERTS: TEST_CERT_FILE },
  });
}

describe('a finance API reached through a CONNECT tunnel', () => {
  it.for(['http', 'https'] as const)(
    'named by an address its certificate does not name: refused, nothing reaches it (%s:// proxy named localhost)',
    { timeout: 60_000 },
    async (scheme) => {
      const sandbox = await startTestSandbox();
      // A front with the test certificate, relaying to the sandbox, at an address the certificate does not name.
      const front = await startTlsFront(sandbox.baseUrl, '127.0.0.2');
      const proxy = await startForwardProxy(scheme === 'https' ? { tls: TEST_TLS } : {});
      const result = await advertisersThrough(proxy.url.replace('127.0.0.1', 'localhost'), front.baseUrl);
      expect(proxy.tunnels()).toBeGreaterThan(0);
      expect(front.requests()).toBe(0);
      expect(result.code).not.toBe(0);
      expect(result.stdout + result.stderr).toMatch(/ERR_TLS_CERT_ALTNAME_INVALID|127\.0\.0\.2/);
    },
  );

  it(
    'that closes during its own handshake is named, not the https:// proxy that opened the tunnel',
    { timeout: 60_000 },
    async () => {
      const sockets = new Set<Socket>();
      const closing = createServer((socket) => {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.end();
      });
      const port = await listenForTest(closing, sockets);
      const proxy = await startForwardProxy({ tls: TEST_TLS });
      const result = await advertisersThrough(proxy.url, `https://127.0.0.1:${port}`);
      expect(proxy.tunnels()).toBe(1);
      expect(result.code).not.toBe(0);
      const printed = result.stdout + result.stderr;
      expect(printed).not.toContain('is it http://?');
      expect(printed).not.toContain('without answering TLS');
    },
  );
});
