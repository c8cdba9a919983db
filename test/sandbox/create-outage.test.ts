import { describe, expect, it } from 'vitest';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from './sample-invoice.js';

type Sandbox = Awaited<ReturnType<typeof startTestSandbox>>;

const path = (s: Sandbox) => `${s.baseUrl}/${s.erpSegment}/${s.appSegment}/${s.envSegment}/v1/finance/invoice`;

async function create(s: Sandbox, invoiceNumber: string) {
  const body = JSON.stringify({ ...sampleInvoice(), Invoice_Number: invoiceNumber });
  const headers = { 'Content-Type': 'application/json', api_key: s.apiKey };
  try {
    const response = await fetch(`${path(s)}/create`, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(400),
    });
    return { status: response.status, location: response.headers.get('location'), text: await response.text() };
  } catch (error) {
    return { error: error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.name) : 'failed' };
  }
}

describe('sandbox createOutage: creates fail at the gateway while status requests are answered', () => {
  it.each([
    ['gateway', { status: 502 }],
    ['login', { status: 302 }],
    ['reset', { error: expect.stringMatching(/other side closed|ECONNRESET|socket/) }],
    ['hang', { error: 'TimeoutError' }],
  ] as const)(
    '%s: answers creates after the first one so, processes none of them, and answers status',
    async (kind, expected) => {
      const sandbox = await startTestSandbox({ createOutage: { kind, after: 1 } });
      const first = await create(sandbox, 'OUTAGE-1');
      expect(first).toMatchObject({ status: 200 });
      const second = await create(sandbox, 'OUTAGE-2');
      expect(second).toMatchObject(expected);
      if (kind === 'login') expect(second).toMatchObject({ location: expect.stringMatching(/^https:\/\/login\./) });
      const status = await fetch(`${path(sandbox)}/status?INSTANCE_ID=0000000000`, {
        headers: { api_key: sandbox.apiKey },
      });
      expect(status.status).toBe(200);
      expect(sandbox.stats()).toMatchObject({ createRequests: 2, created: 1, injectedFailures: 1, statusRequests: 1 });
      expect(sandbox.instances()).toHaveLength(1);
    },
  );
});
