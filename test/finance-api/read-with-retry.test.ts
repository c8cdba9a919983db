/** The reads (advertisers, status) through an Apigee-class gateway: its "not now" refusals are waited out. */
import { describe, expect, it } from 'vitest';
import { extractAdvertisers } from '../../src/finance-api/extract-advertisers.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const fault = (status: number, faultstring: string, errorcode: string) => ({
  status,
  body: JSON.stringify({ fault: { faultstring, detail: { errorcode } } }),
  route: 'advertisers' as const,
});

describe('reads through a gateway', () => {
  it('a spike arrest refusal is retried after the wait, whatever its status (500 on Edge, 429 on X, 403 when rewritten)', async () => {
    const sandbox = await startTestSandbox();
    for (const status of [500, 429, 403]) {
      sandbox.injectNext(fault(status, 'Spike arrest violation', 'policies.ratelimit.SpikeArrestViolation'));
      expect(await extractAdvertisers(sandbox.target())).toMatchObject({ kind: 'advertisers', attempts: 2 });
    }
  });

  it('when the attempts run out, the failure names the gateway reason', async () => {
    const sandbox = await startTestSandbox();
    sandbox.injectNext(
      ...Array.from({ length: 3 }, () =>
        fault(503, 'The Service is temporarily unavailable', 'messaging.adaptors.http.flow.NoActiveTargets'),
      ),
    );
    const outcome = await extractAdvertisers(sandbox.target());
    expect(outcome).toMatchObject({ kind: 'http-error', status: 503, attempts: 3 });
    expect(outcome.kind === 'http-error' && outcome.meaning).toContain(
      '"The Service is temporarily unavailable" (messaging.adaptors.http.flow.NoActiveTargets)',
    );
  });
});
