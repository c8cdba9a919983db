/**
 * Throttling of invoice creates by the gateway in front of the finance API. A 429 (Too Many
 * Requests) is a refusal before processing: the invoice provably was not processed, so sending it
 * again cannot post it twice. A 503 is not: gateways pass a back-end's own 503 and Retry-After
 * through unchanged, and a back-end may answer so after booking. A 503 is sent again only when it
 * carries a gateway's own signature (an Apigee fault, gateway-fault.ts; Kong's own answer,
 * kong-refusal.ts); any other 503 stays in doubt. Pure: the clock and the random source are
 * passed in.
 */
import type { RetryPolicy } from './api-target.js';

/** How long one invoice may keep being throttled before it counts as failed (safe to post again). */
export const DEFAULT_THROTTLE_BUDGET_MS = 300_000;

/** True when the status alone is the gateway's "not now": 429, whoever wrote it. */
export function isThrottleStatus(status: number): boolean {
  return status === 429;
}

export interface ThrottleWaitInput {
  /** Throttled answers this invoice has had so far, this one included (1-based). */
  throttles: number;
  /** Parsed Retry-After, ms; undefined when absent or unreadable. */
  retryAfterMs: number | undefined;
  /** Time since the invoice's first attempt, ms. */
  elapsedMs: number;
  policy: RetryPolicy;
  /** A number in [0, 1), e.g. Math.random(). */
  random: number;
}

/**
 * The wait before the next attempt of a throttled create, or undefined when the budget
 * (`policy.throttleBudgetMs`) would run out first. Retry-After is honoured as given, not capped
 * by `maxDelayMs`: the gateway knows when its window opens. A random extra of up to one base
 * delay spreads the callers that were throttled together, so they do not come back at once.
 * Without Retry-After it is the usual exponential backoff with jitter.
 */
export function throttleWaitMs(input: ThrottleWaitInput): number | undefined {
  const { throttles, retryAfterMs, elapsedMs, policy, random } = input;
  const budget = policy.throttleBudgetMs ?? DEFAULT_THROTTLE_BUDGET_MS;
  let wait: number;
  if (retryAfterMs !== undefined) {
    wait = retryAfterMs + Math.round(Math.max(policy.baseDelayMs, 1) * random);
  } else {
    const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, throttles - 1));
    wait = Math.round(exponential / 2 + (exponential / 2) * random);
  }
  return elapsedMs + wait > budget ? undefined : wait;
}
