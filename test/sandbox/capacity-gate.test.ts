import { describe, expect, it } from 'vitest';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from './sample-invoice.js';

describe('sandbox capacity', () => {
  it('answers 429 with Retry-After, unprocessed, to creates above the capacity in flight', async () => {
    // The first two creates are held for the latency, so the other three find no place.
    const s = await startTestSandbox({ capacity: 2, capacityRetryAfter: '7', latencyMs: 3000 });
    const url = `${s.baseUrl}/${s.erpSegment}/${s.appSegment}/${s.envSegment}/v1/finance/invoice/create`;
    const post = (i: number) =>
      fetch(url, {
        method: 'POST',
        headers: { api_key: s.apiKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...sampleInvoice(), Invoice_Number: `C-${i}` }),
      });
    const answers = await Promise.all([0, 1, 2, 3, 4].map(post));
    const refused = answers.filter((a) => a.status === 429);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429, 429]);
    expect(refused.map((a) => a.headers.get('retry-after'))).toEqual(['7', '7', '7']);
    expect(s.instances()).toHaveLength(2);
    expect(s.stats()).toMatchObject({ createRequests: 2, created: 2, throttled: 3 });
    // A place is free again once an answer is out.
    expect((await post(5)).status).toBe(200);
  });

  it('has no limit without a capacity', async () => {
    const s = await startTestSandbox({ latencyMs: 200 });
    const url = `${s.baseUrl}/${s.erpSegment}/${s.appSegment}/${s.envSegment}/v1/finance/invoice/create`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        fetch(url, {
          method: 'POST',
          headers: { api_key: s.apiKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...sampleInvoice(), Invoice_Number: `N-${i}` }),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(s.stats().throttled).toBe(0);
  });
});
