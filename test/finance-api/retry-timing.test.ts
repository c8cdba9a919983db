import { describe, expect, it } from 'vitest';
import { RETRYABLE_STATUSES, mayRetry, parseRetryAfter, retryDelayMs } from '../../src/finance-api/retry-timing.js';

const policy = { attempts: 4, baseDelayMs: 200, maxDelayMs: 5000 };

describe('retry timing', () => {
  it('doubles the backoff per attempt, between half and all of it with jitter', () => {
    expect([1, 2, 3].map((n) => retryDelayMs(n, policy, undefined, 0))).toEqual([100, 200, 400]);
    expect([1, 2, 3].map((n) => retryDelayMs(n, policy, undefined, 0.999999))).toEqual([200, 400, 800]);
  });

  it('caps the backoff at maxDelayMs', () => {
    expect(retryDelayMs(20, policy, undefined, 0.5)).toBeLessThanOrEqual(5000);
    expect(retryDelayMs(20, policy, undefined, 0.999999)).toBe(5000);
  });

  it('waits at least as long as Retry-After asks, capped at maxDelayMs', () => {
    expect(retryDelayMs(1, policy, 3000, 0)).toBe(3000);
    expect(retryDelayMs(1, policy, 60_000, 0)).toBe(5000);
    expect(retryDelayMs(3, policy, 10, 0.999999)).toBe(800);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT');
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:27:00 GMT', now)).toBe(0);
  });

  it('ignores a missing or unreadable Retry-After', () => {
    expect(parseRetryAfter(null, 0)).toBeUndefined();
    expect(parseRetryAfter('', 0)).toBeUndefined();
    expect(parseRetryAfter('soon', 0)).toBeUndefined();
    expect(parseRetryAfter('1.5', 0)).toBeUndefined();
    expect(parseRetryAfter('-3', 0)).toBeUndefined();
  });

  it('retries the statuses of network trouble and throttling only', () => {
    expect([...RETRYABLE_STATUSES].sort()).toEqual([408, 429, 500, 502, 503, 504]);
    expect(RETRYABLE_STATUSES.has(400)).toBe(false);
    expect(RETRYABLE_STATUSES.has(401)).toBe(false);
  });

  it('bounds the number of attempts', () => {
    expect([1, 2, 3, 4].map((n) => mayRetry(n, policy))).toEqual([true, true, true, false]);
  });
});
