/**
 * When to try a call again: the statuses of the read-only calls (which ky retries,
 * read-with-retry.ts), and the backoff of a create that provably never left and the Retry-After
 * of a throttled create (create-invoice.ts, the project's own retry). Pure: the clock and the
 * random source are passed in, so the timing is tested without waiting.
 */
import type { RetryPolicy } from './api-target.js';

/** Statuses after which a read-only call is tried again. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

/**
 * Parses a Retry-After header: delay-seconds or an HTTP date. Returns the wait in ms (never
 * negative), or undefined when the header is absent or unreadable.
 */
export function parseRetryAfter(header: string | null | undefined, nowMs: number): number | undefined {
  if (header === null || header === undefined) return undefined;
  const text = header.trim();
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // A date only counts when it looks like one; Date.parse accepts too much (e.g. "1.5").
  if (!/[A-Za-z]{3}/.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}

/** base x 2^(attempt-1), capped by `maxDelayMs`: the backoff after attempt `attempt` (1-based), before jitter. */
export function exponentialDelayMs(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

/** "Equal jitter": half of `delay` fixed, half random, so parallel callers spread out but never retry at once. */
export function equalJitter(delay: number, random: number): number {
  return Math.round(delay / 2 + (delay / 2) * random);
}

/**
 * The wait before attempt `attempt + 1`, after attempt `attempt` (1-based) failed.
 * Exponential backoff (base x 2^(attempt-1)) with "equal jitter": half fixed, half random, so
 * parallel callers spread out but never retry at once. A Retry-After wins over the backoff when
 * longer. Both are capped by `maxDelayMs`.
 * @param random a number in [0, 1), e.g. Math.random()
 */
export function retryDelayMs(
  attempt: number,
  policy: RetryPolicy,
  retryAfterMs: number | undefined,
  random: number,
): number {
  const backoff = equalJitter(exponentialDelayMs(attempt, policy), random);
  const wait = retryAfterMs === undefined ? backoff : Math.max(backoff, retryAfterMs);
  return Math.min(policy.maxDelayMs, wait);
}

/** True when another attempt is allowed after `attempt` attempts. */
export function mayRetry(attempt: number, policy: RetryPolicy): boolean {
  return attempt < policy.attempts;
}
