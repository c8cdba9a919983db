/**
 * `--concurrency auto`: how many creates may be in flight, found while the upload runs. AIMD
 * (additive increase, multiplicative decrease), as TCP finds a link's capacity:
 * - start low and double per round trip (one more per answer) until the first sign of overload;
 * - then grow by one per round trip (1/limit per answer), but only while the limit is in use,
 *   and eight times slower once within one of the limit at the last cut, where the overload was;
 * - on a throttled answer (429, a gateway's own refusal), a time-out or a gateway failure, or when
 *   the recent round trips are twice as slow as the long-run average, cut the limit to 3/4.
 * One cut per round trip: answers to requests that left before the last cut do not cut again.
 * A gateway that lets C creates through at once makes the limit saw between about 3/4 C and
 * C + 1: one throttled request per cycle of about C/4 + 8 round trips, most of them at C.
 *
 * Hand-written on purpose: it is fifty lines of arithmetic, pure and tested without I/O, where
 * the libraries that do this (Netflix's concurrency-limits and its ports) bring executors and
 * timers of their own that would have to be fitted around the journal's send loop.
 */
import type { CreateOutcome } from '../../finance-api/call-outcome.js';
import { isGatewayFailure } from './gateway-breaker.js';

/** The cut on overload: 3/4 of the limit. */
export const DECREASE_FACTOR = 0.75;
/** A recent round trip this many times the long-run average counts as overload. */
export const LATENCY_TOLERANCE = 2;
/** Round trips seen before latency may cut the limit. */
const LATENCY_WARMUP = 20;
/** Round trips per step of one near the limit of the last cut. */
const PROBE_ROUNDS = 8;
/** Limits remembered for `settledConcurrency`. */
const HISTORY = 200;

export interface ConcurrencyLimiter {
  /** Fractional limit; requests in flight at most = floor(limit). */
  limit: number;
  max: number;
  /** True until the first cut: the limit grows by one per answer. */
  slowStart: boolean;
  /** Cuts so far; a request remembers the epoch it left in. */
  epoch: number;
  /** floor(limit) when it was last cut; Infinity before the first cut. */
  ceiling: number;
  /** Exponentially smoothed round trip: recent (fast) and long-run (slow), ms. */
  recentRttMs: number | undefined;
  longRttMs: number | undefined;
  rttSamples: number;
  /** floor(limit) after each of the last answers, oldest first. */
  history: number[];
}

/**
 * @param max `--max-concurrency`
 * @param initial @default min(2, max)
 */
export function createLimiter(max: number, initial = Math.min(2, max)): ConcurrencyLimiter {
  const limit = Math.max(1, Math.min(max, initial));
  return {
    limit,
    max,
    slowStart: true,
    epoch: 0,
    ceiling: Number.POSITIVE_INFINITY,
    recentRttMs: undefined,
    longRttMs: undefined,
    rttSamples: 0,
    history: [],
  };
}

/** Requests that may be in flight now. */
export function currentLimit(limiter: ConcurrencyLimiter): number {
  return Math.max(1, Math.floor(limiter.limit));
}

function remember(limiter: ConcurrencyLimiter): ConcurrencyLimiter {
  const history = [...limiter.history.slice(-(HISTORY - 1)), currentLimit(limiter)];
  return { ...limiter, history };
}

function cut(limiter: ConcurrencyLimiter, epoch: number): ConcurrencyLimiter {
  if (epoch < limiter.epoch) return limiter;
  const limit = Math.max(1, limiter.limit * DECREASE_FACTOR);
  return { ...limiter, limit, slowStart: false, epoch: limiter.epoch + 1, ceiling: currentLimit(limiter) };
}

/**
 * A create was answered without being throttled.
 * @param answer.epoch the limiter's epoch when the request left
 * @param answer.inFlight requests in flight when it was answered, itself included
 */
export function onAnswered(
  limiter: ConcurrencyLimiter,
  answer: { rttMs: number; inFlight: number; epoch: number },
): ConcurrencyLimiter {
  const rtt = Math.max(0, answer.rttMs);
  const recentRttMs = limiter.recentRttMs === undefined ? rtt : limiter.recentRttMs * 0.8 + rtt * 0.2;
  const longRttMs = limiter.longRttMs === undefined ? rtt : limiter.longRttMs * 0.98 + rtt * 0.02;
  const measured = { ...limiter, recentRttMs, longRttMs, rttSamples: limiter.rttSamples + 1 };
  if (measured.rttSamples > LATENCY_WARMUP && recentRttMs > LATENCY_TOLERANCE * longRttMs)
    return remember(cut(measured, answer.epoch));
  // A limit that is not used says nothing about the server: do not let it run away.
  if (answer.inFlight * 2 < measured.limit) return remember(measured);
  const nearCeiling = measured.limit + 1 >= measured.ceiling;
  const step = measured.slowStart ? 1 : 1 / (measured.limit * (nearCeiling ? PROBE_ROUNDS : 1));
  return remember({ ...measured, limit: Math.min(measured.max, measured.limit + step) });
}

/** A create was throttled, timed out, or failed at the gateway: the server is at its limit. */
export function onOverload(limiter: ConcurrencyLimiter, epoch: number): ConcurrencyLimiter {
  return remember(cut(limiter, epoch));
}

/**
 * What an answer to a create tells the limiter: a gateway failure is overload; a throttled answer
 * (429, 503) was already counted when it came; any other answer is a latency sample.
 */
export function onCreateAnswer(
  limiter: ConcurrencyLimiter,
  outcome: CreateOutcome,
  answer: { rttMs: number; inFlight: number; epoch: number },
): ConcurrencyLimiter {
  if (isGatewayFailure(outcome)) return onOverload(limiter, answer.epoch);
  if (outcome.kind === 'http-error' && (outcome.status === 429 || outcome.status === 503)) return limiter;
  return onAnswered(limiter, answer);
}

/** The concurrency the upload settled on: the median limit of the last answers. */
export function settledConcurrency(limiter: ConcurrencyLimiter): number {
  if (limiter.history.length === 0) return currentLimit(limiter);
  const sorted = [...limiter.history].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}
