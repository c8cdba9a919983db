import { describe, expect, it } from 'vitest';
import { createTokenBucket, msUntilToken, tryTakeToken } from '../../src/finance-api/token-bucket.js';

describe('the --rate token bucket', () => {
  it('lets the first request go at once and spaces the next ones 1/rate apart', () => {
    let bucket = createTokenBucket(10, 0);
    const first = tryTakeToken(bucket, 0);
    expect(first.taken).toBe(true);
    bucket = first.bucket;
    expect(tryTakeToken(bucket, 0).taken).toBe(false);
    expect(msUntilToken(bucket, 0)).toBe(100);
    expect(msUntilToken(bucket, 60)).toBe(40);
    expect(tryTakeToken(bucket, 100).taken).toBe(true);
  });

  it('never saves up more than one token, so a pause is not followed by a burst', () => {
    const bucket = tryTakeToken(createTokenBucket(5, 0), 0).bucket;
    const later = tryTakeToken(bucket, 10_000);
    expect(later.taken).toBe(true);
    expect(tryTakeToken(later.bucket, 10_000).taken).toBe(false);
  });

  it('allows fractional rates and refuses a rate of zero', () => {
    const bucket = tryTakeToken(createTokenBucket(0.5, 0), 0).bucket;
    expect(msUntilToken(bucket, 0)).toBe(2000);
    expect(() => createTokenBucket(0, 0)).toThrow(RangeError);
  });

  it('does not go backwards when the clock does', () => {
    const bucket = tryTakeToken(createTokenBucket(10, 1000), 1000).bucket;
    expect(msUntilToken(bucket, 500)).toBe(100);
  });
});
