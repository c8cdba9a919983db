import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  paceAfterAccepted,
  paceAfterRefusal,
  recordStart,
  startPace,
  RATE_CUT,
  STATED_RATE_FLOOR,
  STATED_RATE_SHARE,
  type RatePace,
} from '../../../src/batch/send/pace-to-rate.js';

/** A pace that sent at `perSecond` for a while, ending at `end` ms. */
function sentAt(perSecond: number, end: number): RatePace {
  let pace = startPace();
  for (let i = 31; i >= 0; i--) pace = recordStart(pace, end - (i * 1000) / perSecond);
  return pace;
}

describe('pacing to a rate limit', () => {
  it('is unpaced until refused, or paced at --rate', () => {
    expect(startPace().perSecond).toBeUndefined();
    expect(paceAfterAccepted(startPace(12)).perSecond).toBe(12);
  });

  it('keeps to a little under a stated rate, and never below 9/10 of it however often refused', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 5000, noNaN: true }),
        fc.integer({ min: 1, max: 200 }),
        (allowed, refusals) => {
          let pace = sentAt(allowed * 3, 10_000);
          for (let i = 0; i < refusals; i++)
            pace = paceAfterRefusal(pace, {
              allowedPerSecond: allowed,
              leftAt: 10_000 + i * 100,
              now: 10_050 + i * 100,
            });
          expect(pace.perSecond).toBeLessThanOrEqual(allowed * STATED_RATE_SHARE + 1e-9);
          expect(pace.perSecond).toBeGreaterThanOrEqual(allowed * STATED_RATE_FLOOR - 1e-9);
          for (let i = 0; i < 100; i++) pace = paceAfterAccepted(pace);
          expect(pace.perSecond).toBeLessThanOrEqual(allowed * STATED_RATE_SHARE + 1e-9);
        },
      ),
    );
  });

  it('refusals of requests that left before the last cut do not cut again', () => {
    const first = paceAfterRefusal(sentAt(80, 1000), { allowedPerSecond: 40, leftAt: 990, now: 1000 });
    const again = paceAfterRefusal(first, { allowedPerSecond: 40, leftAt: 995, now: 1010 });
    expect(again.perSecond).toBe(first.perSecond);
    expect(first.perSecond).toBeCloseTo(40 * STATED_RATE_SHARE, 9);
  });

  it('without a stated rate, cuts the rate sent at to 3/4, then grows by about one per second', () => {
    const cut = paceAfterRefusal(sentAt(100, 5000), { allowedPerSecond: undefined, leftAt: 4990, now: 5000 });
    expect(cut.perSecond).toBeCloseTo(100 * RATE_CUT, 6);
    let pace = cut;
    // One second of answers at that rate.
    for (let i = 0; i < 75; i++) pace = paceAfterAccepted(pace);
    expect(pace.perSecond).toBeGreaterThan(75.9);
    expect(pace.perSecond).toBeLessThan(76.1);
    const capped = paceAfterRefusal(sentAt(100, 5000), { allowedPerSecond: undefined, leftAt: 4990, now: 5000 });
    expect(paceAfterAccepted({ ...capped, cap: 75 }).perSecond).toBe(75);
  });

  it('never above --rate, stated or found', () => {
    const pace = paceAfterRefusal(startPace(10), { allowedPerSecond: 40, leftAt: 1, now: 2 });
    expect(pace.perSecond).toBe(10);
  });
});

describe('pace after a refusal that left its invoice in doubt', () => {
  it.each([
    // starts 10 ms apart (100/s): cut to half, then held however many go through
    [10, 50],
    [100, 5],
  ])('starts %i ms apart: %i per second, not probed above', (gapMs, expected) => {
    let pace = startPace();
    for (let i = 0; i < 10; i++) pace = recordStart(pace, i * gapMs);
    pace = paceAfterRefusal(pace, { allowedPerSecond: undefined, leftAt: 9 * gapMs, now: 10 * gapMs, costly: true });
    expect(pace.perSecond).toBeCloseTo(expected, 6);
    for (let i = 0; i < 100; i++) pace = paceAfterAccepted(pace);
    expect(pace.perSecond).toBeCloseTo(expected, 6);
  });
});
