import { describe, expect, it } from 'vitest';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { HEALTHY, nextApiHealth } from '../../src/finance-api/watch-api-health.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

const CHALLENGE =
  '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body>Checking your browser</body></html>';

describe("a 403 from Cloudflare's edge", () => {
  it('names a gateway that blocked the request, not a refused key, and stops the upload so', async () => {
    const sandbox = await startTestSandbox();
    const pages: Record<string, string>[] = [
      { 'Content-Type': 'text/html', 'cf-mitigated': 'challenge', Server: 'cloudflare', 'CF-RAY': '8a1b2c3d4e5f6-FRA' },
      // A firewall block page: no cf-mitigated, but HTML from the edge.
      { 'Content-Type': 'text/html; charset=UTF-8', Server: 'cloudflare' },
    ];
    for (const headers of pages) {
      sandbox.injectNext({ status: 403, body: CHALLENGE, headers, route: 'create' });
      const outcome = await createInvoice(sandbox.target(), sampleInvoice());
      expect(outcome).toMatchObject({ kind: 'http-error', status: 403, blockedBy: 'Cloudflare' });
      const halt = nextApiHealth(HEALTHY, outcome);
      expect(halt.haltKind).toBe('gateway-blocked');
      expect(halt.halt).toMatch(
        /^a gateway blocked the request, not the API key: HTTP 403 Forbidden, or the developer is inactive: Cloudflare blocked the request before it reached the finance system/,
      );
      expect(halt.halt).not.toMatch(/refused the API key/);
    }
    expect(sandbox.stats().created).toBe(0);
  });

  it("is the key's refusal when the finance API wrote it and Cloudflare only passed it on", async () => {
    const sandbox = await startTestSandbox();
    const body = JSON.stringify({ httpCode: '403', httpMessage: 'Forbidden', moreInformation: 'inactive developer' });
    sandbox.injectNext({
      status: 403,
      body,
      headers: { 'CF-RAY': '8a1b2c3d4e5f6-FRA', Server: 'cloudflare' },
      route: 'create',
    });
    const outcome = await createInvoice(sandbox.target(), sampleInvoice());
    expect(outcome).toMatchObject({ kind: 'http-error', status: 403 });
    expect(outcome.kind === 'http-error' && outcome.blockedBy).toBeFalsy();
    expect(nextApiHealth(HEALTHY, outcome)).toMatchObject({
      haltKind: 'key-refused',
      halt: expect.stringMatching(/^the finance API refused the API key/),
    });
  });
});

describe('statuses the seed does not list', () => {
  it('are named by their standard reason phrase, not "Client error"', async () => {
    const sandbox = await startTestSandbox();
    const names: Record<number, string> = {
      410: 'Gone',
      414: 'URI Too Long',
      422: 'Unprocessable Content',
      431: 'Request Header Fields Too Large',
      499: 'Client Closed Request',
    };
    for (const [status, name] of Object.entries(names)) {
      sandbox.injectNext({ status: Number(status), body: '<html><title>refused</title></html>', route: 'create' });
      const outcome = await createInvoice(sandbox.target(), sampleInvoice());
      expect(outcome.kind === 'http-error' && outcome.meaning).toBe(name);
    }
  });
});
