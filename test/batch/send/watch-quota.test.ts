import { describe, expect, it } from 'vitest';
import { createQuotaWatch, describeQuotaUsedUp } from '../../../src/batch/send/watch-quota.js';

const quotaFault = {
  kind: 'throttled' as const,
  faultstring: 'Rate limit quota violation. Quota limit  exceeded. Identifier : _default',
  errorcode: 'policies.ratelimit.QuotaViolation',
};
const spikeFault = {
  ...quotaFault,
  faultstring: 'Spike arrest violation',
  errorcode: 'policies.ratelimit.SpikeArrestViolation',
};

describe('watching for a used-up quota', () => {
  it('is used up when one create is refused by the quota again after its wait, and says so once', () => {
    const watch = createQuotaWatch(() => 0);
    const [a, b] = [{}, {}];
    expect(watch.record(a, { status: 500, waitMs: 10, fault: quotaFault })).toBe(false);
    expect(watch.record(b, { status: 500, waitMs: 10, fault: quotaFault })).toBe(false);
    expect(watch.record(a, { status: 429, waitMs: 20, fault: spikeFault })).toBe(false);
    expect(watch.usedUp()).toBeUndefined();
    expect(watch.record(a, { status: 500, waitMs: 20, fault: quotaFault })).toBe(true);
    expect(watch.record(b, { status: 500, waitMs: 20, fault: quotaFault })).toBe(false);
    expect(watch.usedUp()?.said).toBe(
      '"Rate limit quota violation. Quota limit exceeded. Identifier : _default" (policies.ratelimit.QuotaViolation)',
    );
  });

  it('is used up when a Retry-After longer than the throttle budget made a create give up at its first throttle', () => {
    const watch = createQuotaWatch(() => Date.parse('2026-11-27T20:58:10Z'));
    expect(watch.record({}, { status: 429, waitMs: undefined, retryAfterMs: 86_400_000 })).toBe(true);
    expect(describeQuotaUsedUp(watch.usedUp()!, { created: 0, notSent: 6 })).toBe(
      'quota used up: 0 created, 6 not sent; run again after 2026-11-28 20:59 UTC (the gateway: HTTP 429 with Retry-After 86400 s, longer than an upload waits)',
    );
  });

  it('is not used up by a create that gives up after waiting out earlier throttles, or without a Retry-After', () => {
    const watch = createQuotaWatch();
    const create = {};
    expect(watch.record(create, { status: 429, waitMs: 1000, retryAfterMs: 1000 })).toBe(false);
    expect(watch.record(create, { status: 429, waitMs: undefined, retryAfterMs: 1000 })).toBe(false);
    expect(watch.record({}, { status: 429, waitMs: undefined })).toBe(false);
    expect(watch.usedUp()).toBeUndefined();
  });

  it('spike arrests, plain 429s and other codes never use the quota up', () => {
    const watch = createQuotaWatch();
    const create = {};
    for (let i = 0; i < 5; i++) {
      watch.record(create, { status: 500, waitMs: 10, fault: spikeFault });
      watch.record(create, { status: 429, waitMs: 10 });
    }
    expect(watch.usedUp()).toBeUndefined();
  });

  it('names the reset the gateway gave (Retry-After), rounded up to the minute, or the quota period', () => {
    const watch = createQuotaWatch(() => Date.parse('2026-11-27T20:58:10Z'));
    const create = {};
    watch.record(create, { status: 429, waitMs: 10, fault: quotaFault, retryAfterMs: 60_000 });
    watch.record(create, { status: 429, waitMs: 10, fault: quotaFault, retryAfterMs: 60_000 });
    expect(describeQuotaUsedUp(watch.usedUp()!, { created: 300, notSent: 300 })).toMatch(
      /^quota used up: 300 created, 300 not sent; run again after 2026-11-27 21:00 UTC \(the gateway: "Rate limit/,
    );
    expect(describeQuotaUsedUp({ said: '"x" (y)', resetsAt: undefined }, { created: 0, notSent: 4 })).toBe(
      `quota used up: 0 created, 4 not sent; run again after the gateway's quota period has reset (the gateway: "x" (y))`,
    );
  });
});
