import { describe, expect, it } from 'vitest';
import {
  createLimiter,
  currentLimit,
  onAnswered,
  onOverload,
  settledConcurrency,
  type ConcurrencyLimiter,
} from '../../../src/batch/send/adaptive-concurrency.js';

/**
 * A pure event simulation of an upload through a gateway that lets `capacity` creates through
 * at once, each taking `latencyMs`, and answers one more with 429 at once. A throttled request
 * gives its place back and, after `retryAfterMs`, queues for a place ahead of new invoices, as
 * the send loop does.
 */
function simulate(options: {
  capacity: number;
  latencyMs: number;
  retryAfterMs: number;
  invoices: number;
  max: number;
}) {
  let limiter = createLimiter(options.max);
  let now = 0;
  let atGateway = 0;
  let active = 0;
  let started = 0;
  let done = 0;
  let attempts = 0;
  let throttled = 0;
  const retries: (() => void)[] = [];
  const events: { at: number; run: () => void }[] = [];
  const at = (time: number, run: () => void) => {
    events.push({ at: time, run });
    events.sort((a, b) => a.at - b.at);
  };
  const attempt = () => {
    const epoch = limiter.epoch;
    const leftAt = now;
    attempts += 1;
    if (atGateway >= options.capacity) {
      throttled += 1;
      limiter = onOverload(limiter, epoch);
      active -= 1;
      at(now + options.retryAfterMs, () => {
        retries.push(attempt);
        fill();
      });
      fill();
      return;
    }
    atGateway += 1;
    at(now + options.latencyMs, () => {
      atGateway -= 1;
      limiter = onAnswered(limiter, { rttMs: now - leftAt, inFlight: active, epoch });
      active -= 1;
      done += 1;
      fill();
    });
  };
  const fill = () => {
    while (active < currentLimit(limiter)) {
      const retry = retries.shift();
      if (!retry && started >= options.invoices) return;
      active += 1;
      if (!retry) started += 1;
      (retry ?? attempt)();
    }
  };
  fill();
  while (events.length > 0) {
    const next = events.shift()!;
    now = next.at;
    next.run();
  }
  return { limiter, done, attempts, throttled, rate: done / now, ideal: options.capacity / options.latencyMs };
}

describe('adaptive concurrency (AIMD)', () => {
  it('starts low and doubles per round trip until the first overload', () => {
    let limiter = createLimiter(32);
    expect(currentLimit(limiter)).toBe(2);
    for (let i = 0; i < 2; i++) limiter = onAnswered(limiter, { rttMs: 20, inFlight: 2, epoch: 0 });
    expect(currentLimit(limiter)).toBe(4);
    for (let i = 0; i < 4; i++) limiter = onAnswered(limiter, { rttMs: 20, inFlight: 4, epoch: 0 });
    expect(currentLimit(limiter)).toBe(8);
  });

  it('never goes above the maximum nor below one', () => {
    let limiter = createLimiter(5);
    for (let i = 0; i < 50; i++) limiter = onAnswered(limiter, { rttMs: 20, inFlight: 5, epoch: 0 });
    expect(currentLimit(limiter)).toBe(5);
    for (let i = 0; i < 50; i++) limiter = onOverload(limiter, limiter.epoch);
    expect(currentLimit(limiter)).toBe(1);
  });

  it('cuts to three quarters once per round trip: overloads of requests sent before the cut are ignored', () => {
    let limiter: ConcurrencyLimiter = { ...createLimiter(64, 16), slowStart: false };
    limiter = onOverload(limiter, 0);
    expect(currentLimit(limiter)).toBe(12);
    limiter = onOverload(limiter, 0);
    limiter = onOverload(limiter, 0);
    expect(currentLimit(limiter)).toBe(12);
    limiter = onOverload(limiter, 1);
    expect(currentLimit(limiter)).toBe(9);
  });

  it('grows by about one per round trip after the first cut, and only while the limit is used', () => {
    let limiter: ConcurrencyLimiter = { ...createLimiter(64, 10), slowStart: false };
    for (let i = 0; i < 10; i++) limiter = onAnswered(limiter, { rttMs: 20, inFlight: 10, epoch: 0 });
    expect(currentLimit(limiter)).toBe(10);
    expect(limiter.limit).toBeGreaterThan(10.9);
    const idle = onAnswered(limiter, { rttMs: 20, inFlight: 2, epoch: 0 });
    expect(idle.limit).toBe(limiter.limit);
  });

  it('cuts when the recent round trips become twice as slow as the long-run average', () => {
    let limiter: ConcurrencyLimiter = { ...createLimiter(64, 20), slowStart: false };
    for (let i = 0; i < 40; i++) limiter = onAnswered(limiter, { rttMs: 20, inFlight: 20, epoch: limiter.epoch });
    const before = currentLimit(limiter);
    for (let i = 0; i < 10; i++) limiter = onAnswered(limiter, { rttMs: 200, inFlight: 20, epoch: limiter.epoch });
    expect(currentLimit(limiter)).toBeLessThan(before);
  });

  it('reports the median of the recent limits as the settled concurrency', () => {
    const limiter = { ...createLimiter(64), history: [3, 8, 8, 9, 7, 8, 6] };
    expect(settledConcurrency(limiter)).toBe(8);
    expect(settledConcurrency(createLimiter(64))).toBe(2);
  });

  it.each([
    [8, 20],
    [16, 50],
    [4, 20],
  ])(
    'against a gateway with capacity %i and latency %i ms: settles near the capacity, few throttles, most of the capacity used',
    (capacity, latencyMs) => {
      const run = simulate({ capacity, latencyMs, retryAfterMs: 1000, invoices: 2000, max: 64 });
      expect(run.done).toBe(2000);
      const settled = settledConcurrency(run.limiter);
      expect(settled).toBeGreaterThanOrEqual(Math.floor(capacity * 0.7));
      expect(settled).toBeLessThanOrEqual(capacity + 1);
      expect(run.throttled / run.attempts).toBeLessThanOrEqual(0.05);
      expect(run.rate / run.ideal).toBeGreaterThanOrEqual(0.8);
    },
  );
});
