/**
 * The send loop's pacing: the rate it keeps to (pace-to-rate.ts) as a token bucket of one token,
 * so requests leave one every 1000/rate ms. Unpaced until `--rate` or a rate-limit refusal.
 */
import type { Throttle } from '../../finance-api/create-invoice.js';
import { readAllowedRate } from '../../finance-api/read-allowed-rate.js';
import { createTokenBucket, msUntilToken, tryTakeToken, type TokenBucket } from '../../finance-api/token-bucket.js';
import { paceAfterAccepted, paceAfterRefusal, recordStart, startPace, type RatePace } from './pace-to-rate.js';

/** Gateway fault codes of a rate limit that pacing answers (a quota is used up, not paced: watch-quota.ts). */
const RATE_LIMIT_CODES = new Set(['policies.ratelimit.SpikeArrestViolation']);

export interface SendPacer {
  /** Requests leave one at a time, each with its token. */
  paced(): boolean;
  /** Ms until the next request may leave; 0 when it may now (or unpaced). */
  waitMs(): number;
  /** A request is let go now: it takes the token. */
  take(): void;
  /** An attempt began (its first, or one after a throttled answer). */
  started(): void;
  /** A throttled answer to a request that left at `leftAt`: true when it was a rate limit, now paced. */
  onThrottle(throttle: Throttle, leftAt: number): boolean;
  /** A request was answered without a rate-limit refusal. */
  onAccepted(): void;
  /** The rate kept to at the end; undefined when never paced. */
  perSecond(): number | undefined;
}

/** @param cap `--rate`, requests per second at most @default undefined (unpaced until refused) */
// Monotonic: a wall clock stepped back would hold the next token back by the size of the step.
export function createSendPacer(cap?: number, now: () => number = () => performance.now()): SendPacer {
  let pace: RatePace = startPace(cap);
  let bucket: TokenBucket | undefined = cap ? createTokenBucket(cap, now()) : undefined;
  const follow = (refused: boolean) => {
    const rate = pace.perSecond;
    if (rate === undefined || rate === bucket?.ratePerSecond) return;
    // After a refusal the next request waits a whole interval: the gateway has just admitted one.
    bucket = bucket
      ? { ...bucket, ratePerSecond: rate }
      : { ...createTokenBucket(rate, now()), tokens: refused ? 0 : 1 };
  };
  return {
    paced: () => bucket !== undefined,
    waitMs: () => (bucket ? msUntilToken(bucket, now()) : 0),
    take() {
      if (bucket) bucket = tryTakeToken(bucket, now()).bucket;
    },
    started() {
      pace = recordStart(pace, now());
    },
    onThrottle(throttle, leftAt) {
      const costly = throttle.unproven === true;
      if (!costly && !RATE_LIMIT_CODES.has(throttle.fault?.errorcode ?? '')) return false;
      const allowedPerSecond = readAllowedRate(throttle.fault?.faultstring ?? '');
      pace = paceAfterRefusal(pace, { allowedPerSecond, leftAt, now: now(), costly });
      follow(true);
      return true;
    },
    onAccepted() {
      pace = paceAfterAccepted(pace);
      follow(false);
    },
    perSecond: () => (bucket ? pace.perSecond : undefined),
  };
}
