import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE_BUDGET_MS, isThrottleStatus, throttleWaitMs } from '../../src/finance-api/throttle-timing.js';

const policy = { attempts: 4, baseDelayMs: 200, maxDelayMs: 5000, throttleBudgetMs: 60_000 };

describe('throttle timing', () => {
  it('treats 429 alone, whatever else the answer says, as a throttle by its status: never a 503', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 999 }), (status) => {
        expect(isThrottleStatus(status)).toBe(status === 429);
      }),
    );
    expect(isThrottleStatus(503)).toBe(false);
  });

  it('waits Retry-After plus up to one base delay of jitter, not capped by maxDelayMs', () => {
    expect(throttleWaitMs({ throttles: 1, retryAfterMs: 1000, elapsedMs: 0, policy, random: 0 })).toBe(1000);
    expect(throttleWaitMs({ throttles: 1, retryAfterMs: 1000, elapsedMs: 0, policy, random: 0.5 })).toBe(1100);
    expect(throttleWaitMs({ throttles: 3, retryAfterMs: 20_000, elapsedMs: 0, policy, random: 0 })).toBe(20_000);
  });

  it('backs off exponentially with jitter when there is no Retry-After', () => {
    const waits = [1, 2, 3, 4].map((throttles) =>
      throttleWaitMs({ throttles, retryAfterMs: undefined, elapsedMs: 0, policy, random: 0 }),
    );
    expect(waits).toEqual([100, 200, 400, 800]);
    expect(throttleWaitMs({ throttles: 30, retryAfterMs: undefined, elapsedMs: 0, policy, random: 0.999999 })).toBe(
      5000,
    );
  });

  it('gives up when the wait would end after the budget', () => {
    expect(throttleWaitMs({ throttles: 5, retryAfterMs: 1000, elapsedMs: 59_000, policy, random: 0 })).toBe(1000);
    expect(throttleWaitMs({ throttles: 5, retryAfterMs: 1000, elapsedMs: 59_001, policy, random: 0 })).toBeUndefined();
    expect(throttleWaitMs({ throttles: 1, retryAfterMs: 3_600_000, elapsedMs: 0, policy, random: 0 })).toBeUndefined();
  });

  it('has a budget of five minutes when the profile sets none', () => {
    const { throttleBudgetMs: _, ...plain } = policy;
    expect(DEFAULT_THROTTLE_BUDGET_MS).toBe(300_000);
    expect(throttleWaitMs({ throttles: 1, retryAfterMs: 299_000, elapsedMs: 0, policy: plain, random: 0 })).toBe(
      299_000,
    );
    expect(
      throttleWaitMs({ throttles: 1, retryAfterMs: 301_000, elapsedMs: 0, policy: plain, random: 0 }),
    ).toBeUndefined();
  });
});
