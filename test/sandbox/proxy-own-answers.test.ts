/**
 * The sandbox writes each gateway's own answer as the gateway does, byte for byte, to a client on
 * a real loopback connection; those a gateway writes after forwarding come after the create is booked.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createInvoiceUrl } from '../../src/finance-api/api-paths.js';
import { PROXY_ANSWERS, PROXY_ANSWER_NAMES, PROXY_HOPS, PROXY_HOP_NAMES } from '../../src/sandbox/proxy-own-answers.js';
import { upstreamDownAnswer } from '../../src/sandbox/play-proxy-upstream-down.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from './sample-invoice.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function post(url: string, apiKey: string, body: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', headers: { api_key: apiKey, 'Content-Type': 'application/json' } });
    sent.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** A forward proxy whose upstream is down answers every request, however many: play-proxy-upstream-down.test.ts. */
const COUNTED_ANSWERS = PROXY_ANSWER_NAMES.filter((name) => !upstreamDownAnswer(name));

describe('sandbox --proxy-answer', () => {
  it.each(COUNTED_ANSWERS)('%s: the status, headers, content type and body bytes the gateway writes', async (name) => {
    const sandbox = await startTestSandbox({ proxyAnswer: { name, requests: 2 } });
    const url = createInvoiceUrl(sandbox.target());
    const expected = PROXY_ANSWERS[name];
    for (let time = 1; time <= 2; time++) {
      const answer = await post(url, sandbox.apiKey, JSON.stringify(sampleInvoice()));
      expect(answer.status).toBe(expected.status);
      expect(answer.headers['content-type']).toBe(expected.contentType);
      for (const [header, value] of Object.entries(expected.headers))
        expect(answer.headers[header.toLowerCase()]).toBe(value);
      expect(answer.body.equals(Buffer.from(expected.body, 'utf8'))).toBe(true);
      expect(sandbox.instances()).toHaveLength(expected.forwarded ? time : 0);
    }
    // Then the sandbox answers as the finance system does.
    const after = await post(url, sandbox.apiKey, JSON.stringify(sampleInvoice()));
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body.toString('utf8'))).toMatchObject({ E_RETCODE: 0 });
    expect(sandbox.stats().createRequests).toBe(3);
  });

  it.each(PROXY_HOP_NAMES)('through %s: the same words with the hop headers, the create booked first', async (hop) => {
    const sandbox = await startTestSandbox({ proxyAnswer: { name: 'envoy-connect-failure', requests: 1, hop } });
    const answer = await post(createInvoiceUrl(sandbox.target()), sandbox.apiKey, JSON.stringify(sampleInvoice()));
    expect(answer.status).toBe(503);
    expect(answer.body.toString('utf8')).toBe(PROXY_ANSWERS['envoy-connect-failure'].body);
    for (const [header, value] of Object.entries(PROXY_HOPS[hop].headers))
      expect(answer.headers[header.toLowerCase()]).toBe(value);
    expect(sandbox.instances()).toHaveLength(1);
  });
});
