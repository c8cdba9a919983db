/**
 * Pure timing of a rate: a token bucket that holds at most one token, so requests are spread
 * evenly at `ratePerSecond` instead of leaving in bursts. The upload's `--rate` sends by it, and
 * the sandbox's spike arrest admits by it, as a gateway's does.
 */

export interface TokenBucket {
  ratePerSecond: number;
  /** Tokens available at `updatedAt`; at most `capacity`. */
  tokens: number;
  /** @default 1 */
  capacity: number;
  /** Clock reading (ms) of `tokens`. */
  updatedAt: number;
}

export function createTokenBucket(ratePerSecond: number, now: number, capacity = 1): TokenBucket {
  if (!(ratePerSecond > 0)) throw new RangeError(`rate must be above 0, got ${ratePerSecond}`);
  return { ratePerSecond, tokens: capacity, capacity, updatedAt: now };
}

function refill(bucket: TokenBucket, now: number): TokenBucket {
  const elapsed = Math.max(0, now - bucket.updatedAt);
  const tokens = Math.min(bucket.capacity, bucket.tokens + (elapsed * bucket.ratePerSecond) / 1000);
  return { ...bucket, tokens, updatedAt: Math.max(now, bucket.updatedAt) };
}

/** Takes one token if there is one now. */
export function tryTakeToken(bucket: TokenBucket, now: number): { bucket: TokenBucket; taken: boolean } {
  const filled = refill(bucket, now);
  if (filled.tokens >= 1) return { bucket: { ...filled, tokens: filled.tokens - 1 }, taken: true };
  return { bucket: filled, taken: false };
}

/** Milliseconds from `now` until a token is available (0 when one is). */
export function msUntilToken(bucket: TokenBucket, now: number): number {
  const filled = refill(bucket, now);
  if (filled.tokens >= 1) return 0;
  return Math.ceil(((1 - filled.tokens) * 1000) / filled.ratePerSecond);
}
