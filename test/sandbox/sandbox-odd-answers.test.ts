/** The sandbox's odd answers as they go on the wire: read with a raw socket, not with the client under test. */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createInvoiceUrl } from '../../src/finance-api/api-paths.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from './sample-invoice.js';

/** Posts one create over a raw socket and returns every byte of the answer as text. */
async function rawCreate(sandbox: TestSandbox): Promise<string> {
  const url = new URL(createInvoiceUrl(sandbox.target()));
  const body = JSON.stringify(sampleInvoice());
  const request =
    `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\napi_key: ${sandbox.apiKey}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(request));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('sandbox answers with odd statuses', () => {
  it('sends the processed answer under the injected status, and a status node refuses on the raw socket', async () => {
    const sandbox = await startTestSandbox();
    sandbox.injectNext(
      { status: 303, processedBody: true, headers: { Location: '/somewhere' } },
      { status: 0, processedBody: true },
      { status: 150, body: '{"E_RETCODE":0}', afterProcessing: true },
    );
    const seeOther = await rawCreate(sandbox);
    const zero = await rawCreate(sandbox);
    const interim = await rawCreate(sandbox);
    const [first, second, third] = sandbox.instances();
    expect(seeOther).toMatch(/^HTTP\/1\.1 303 See Other\r\n/);
    expect(seeOther).toContain('Location: /somewhere\r\n');
    expect(seeOther).toContain(`"E_INSTANCE_ID":"${first!.instanceId}"`);
    expect(zero).toMatch(/^HTTP\/1\.1 000 Odd Status\r\n/);
    expect(zero.split('\r\n\r\n')[1]).toMatch(
      new RegExp(`^\\{"E_INSTANCE_ID":"${second!.instanceId}","E_MESSAGE":"","E_RETCODE":0,`),
    );
    expect(interim).toMatch(/^HTTP\/1\.1 150 Odd Status\r\n[^]*\r\n\r\n\{"E_RETCODE":0\}$/);
    expect(third).toBeDefined();
    expect(sandbox.stats()).toMatchObject({ createRequests: 3, created: 3, oddAnswers: 2, lostResponses: 1 });
  });

  it('answers a share of processed creates with the odd statuses, drawn from the seed', async () => {
    const sandbox = await startTestSandbox({ oddRate: 0.5, oddStatuses: [600], seed: 3 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => rawCreate(sandbox)));
    const odd = answers.filter((answer) => answer.startsWith('HTTP/1.1 600 ')).length;
    expect(odd).toBe(sandbox.stats().oddAnswers);
    expect(odd).toBeGreaterThan(3);
    expect(answers.length - odd).toBe(answers.filter((answer) => answer.startsWith('HTTP/1.1 200 OK')).length);
    expect(sandbox.stats().created).toBe(20);
  });
});
