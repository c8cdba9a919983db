/**
 * What an operator needs when a connection fails for a reason of the network around the tool
 * (a proxy that cannot be reached; "UNABLE_TO_VERIFY_LEAF_SIGNATURE" for a company CA): the
 * reason says what to do.
 */
import { readFileSync } from 'node:fs';
import { createServer as createTlsServer } from 'node:https';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { classifyNetworkError } from '../../src/finance-api/classify-network-error.js';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';
import { closedPort } from './odd-server.js';

const certFile = new URL('./fixtures/self-signed-cert.pem', import.meta.url);
const keyFile = new URL('./fixtures/self-signed-key.pem', import.meta.url);

/** A TCP listener standing for a proxy: it counts the connections it is given, and answers none. */
async function startProxy(): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  const server = createTcpServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, connections: () => connections };
}

describe('hints on a failed connection', () => {
  it('names NODE_EXTRA_CA_CERTS when the certificate comes from a CA Node.js does not know', async () => {
    const server = createTlsServer({ cert: readFileSync(certFile), key: readFileSync(keyFile) }, (_, response) =>
      response.end('{}'),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const target = {
      baseUrl,
      erpSegment: 'erp',
      appSegment: 'invoicing',
      envSegment: 'qa',
      apiKey: 'k3y-ca-hint-secret',
      timeoutMs: 3000,
      retry: { attempts: 1, baseDelayMs: 10, maxDelayMs: 100 },
      sandbox: false,
      profile: 'test',
      identity: baseUrl,
    };
    const outcome = await createInvoice(target, sampleInvoice());
    expect(outcome.kind).toBe('not-sent');
    // What to do depends on whether this process started with NODE_EXTRA_CA_CERTS set (some machines set it).
    const extraCa = process.env.NODE_EXTRA_CA_CERTS;
    const todo = extraCa
      ? `NODE_EXTRA_CA_CERTS is set to ${extraCa}, but that file`
      : 'for a company CA, set NODE_EXTRA_CA_CERTS=';
    expect(outcome.kind === 'not-sent' && outcome.reason).toMatch(
      /^TLS failure before sending: the server's certificate is self-signed; .*\(DEPTH_ZERO_SELF_SIGNED_CERT\)$/,
    );
    expect(outcome.kind === 'not-sent' && outcome.reason).toContain(`self-signed; ${todo}`);
  });

  it.each([
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', true],
    ['UNABLE_TO_GET_ISSUER_CERT_LOCALLY', true],
    ['SELF_SIGNED_CERT_IN_CHAIN', true],
    ['CERT_HAS_EXPIRED', false],
    ['ERR_TLS_CERT_ALTNAME_INVALID', false],
  ])('%s: the CA hint %s', (code, hinted) => {
    const error = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });
    const { reason, maybeSent } = classifyNetworkError(error, true);
    expect(maybeSent).toBe(false);
    expect(reason.includes('NODE_EXTRA_CA_CERTS')).toBe(hinted);
  });

  it('names the proxy a connection went to, and connects directly to a host NO_PROXY names', async () => {
    const proxy = await startProxy();
    const port = await closedPort();
    const dir = makeTempDir('proxy-hint');
    const args = ['status', '0030000001', '--base-url', `http://127.0.0.1:${port}`];
    const exempted = await runCliInProcess(args, {
      cwd: dir,
      env: { INVOICE_BATCH_API_KEY: 'proxy-hint-key-1', HTTP_PROXY: proxy.url, NO_PROXY: '127.0.0.1' },
    });
    expect(exempted.code).toBe(1);
    expect(exempted.stdout).toContain('connection refused (ECONNREFUSED)');
    expect(exempted.stdout).not.toContain('proxy');
    expect(proxy.connections()).toBe(0);

    const proxied = await runCliInProcess(args, {
      cwd: dir,
      env: { INVOICE_BATCH_API_KEY: 'proxy-hint-key-1', HTTP_PROXY: `http://127.0.0.1:${port}` },
    });
    expect(proxied.code).toBe(1);
    expect(proxied.stdout).toContain(
      `connection refused (ECONNREFUSED) to the proxy 127.0.0.1:${port} (from HTTP_PROXY)`,
    );
  });
});
