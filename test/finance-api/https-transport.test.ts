/** The https path of the client, with a self-signed certificate made for these tests only. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

const certFile = new URL('./fixtures/self-signed-cert.pem', import.meta.url);
const keyFile = new URL('./fixtures/self-signed-key.pem', import.meta.url);

async function startHttps(): Promise<{ baseUrl: string; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer({ cert: readFileSync(certFile), key: readFileSync(keyFile) }, (request, response) => {
    seen.push(`${request.method} ${request.url}`);
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ data: [{ id: 100001, advertiserName: 'Secure GmbH' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return { baseUrl: `https://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('client over https', () => {
  it('returns not-sent at once, without retrying, when the certificate is not trusted', async () => {
    const { baseUrl, seen } = await startHttps();
    const target = {
      baseUrl,
      erpSegment: 'erp',
      appSegment: 'invoicing',
      envSegment: 'qa',
      apiKey: 'k3y',
      timeoutMs: 3000,
      retry: { attempts: 3, baseDelayMs: 10, maxDelayMs: 100 },
      sandbox: false,
      profile: 'test',
      identity: baseUrl,
    };
    const outcome = await createInvoice(target, sampleInvoice());
    expect(outcome).toMatchObject({ kind: 'not-sent', attempts: 1 });
    expect(outcome.kind === 'not-sent' && outcome.reason).toMatch(/^TLS failure before sending: .+ \([A-Z_]+\)$/);
    expect(seen).toEqual([]);
  });

  it('reads the advertiser list over https when the certificate is trusted', async () => {
    const { baseUrl, seen } = await startHttps();
    const { code, stdout } = await runCliProcess(['advertisers', '--json', '--base-url', baseUrl], {
      cwd: makeTempDir('https-cli'),
      env: { NODE_EXTRA_CA_CERTS: certFile.pathname },
    });
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { advertisers: unknown[] }).advertisers).toEqual([
      { id: '100001', advertiserName: 'Secure GmbH' },
    ]);
    expect(seen).toEqual(['POST /v1/advertiser/referenceData/extractReferenceData']);
  });
});
