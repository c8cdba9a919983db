/**
 * nginx's stock 503 page to a create, through the sandbox's limit_req in front: by default it is in
 * doubt, sent once, and tells the sending to slow down and the person what settles it; trusted by
 * the profile, it is limit_req's refusal and the create goes again.
 */
import { describe, expect, it } from 'vitest';
import { createInvoice, type Throttle } from '../../src/finance-api/create-invoice.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

describe("createInvoice answered nginx's limit_req page", () => {
  it.each([
    // trustNginxLimitReq, outcome, creates that reached the back-end, throttles told as unproven
    [undefined, 'in-doubt', 1, 1],
    [false, 'in-doubt', 1, 1],
    [true, 'created', 2, 0],
  ] as const)('with trustNginxLimitReq %s: %s, %i booked', async (trust, kind, booked, unproven) => {
    // A burst of 0 at 1 r/s: the first create passes, the next is refused at once.
    const s = await startTestSandbox({ gateway: { nginxLimitReq: { perSecond: 1, burst: 0 }, checksKeys: false } });
    const target = { ...s.target(), retry: { ...s.target().retry, trustNginxLimitReq: trust } };
    expect(await createInvoice(target, sampleInvoice())).toMatchObject({ kind: 'created' });
    const seen: Throttle[] = [];
    const outcome = await createInvoice(target, sampleInvoice(), {
      onThrottle: (t) => seen.push(t),
    });
    expect(outcome).toMatchObject({ kind });
    expect(s.stats().createRequests).toBe(booked);
    expect(seen.filter((t) => t.unproven === true)).toHaveLength(unproven);
    if (outcome.kind === 'in-doubt') {
      // Sent once: the page stopped it at nginx, and it is never sent again.
      expect(outcome.attempts).toBe(1);
      expect(s.stats().gatewayRefusals).toBe(1);
      expect(outcome.reason).toMatch(/^HTTP 503 .*the invoice may have been created/);
      expect(outcome.reason).toContain('set retry.trustNginxLimitReq: true in the profile');
      expect(outcome.reason).toContain('`limit_req_status 429;`');
    }
  });
});
