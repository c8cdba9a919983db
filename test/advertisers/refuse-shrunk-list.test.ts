import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeShrunkList, isShrunkList } from '../../src/advertisers/refuse-shrunk-list.js';

const FETCHED = '2026-11-29T06:00:00.000Z';

describe('isShrunkList', () => {
  it('refuses exactly the answers under half of a non-empty cached list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: 50_000 }), (cached, answered) => {
        const shrunk = isShrunkList({ advertisers: cached, fetchedAt: FETCHED }, answered);
        expect(shrunk).toBe(cached > 0 && answered < cached / 2);
        // An empty answer is never taken over a list that held advertisers.
        if (answered === 0 && cached > 0) expect(shrunk).toBe(true);
      }),
    );
  });

  it('lets any answer in where nothing, or an empty list, was cached', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000 }), (answered) => {
        expect(isShrunkList(undefined, answered)).toBe(false);
        expect(isShrunkList({ advertisers: 0, fetchedAt: FETCHED }, answered)).toBe(false);
      }),
    );
  });

  it('says what came, what is kept, and the flag that accepts a real shrink', () => {
    const cached = { advertisers: 40, fetchedAt: FETCHED };
    expect(describeShrunkList(cached, 0, 'invoice-batch advertisers --refresh')).toBe(
      'the finance system answered an empty advertiser list, where the cached list fetched 2026-11-29 06:00 UTC holds 40: the cached list is kept and PayeeIds are still checked against it. If the list really shrank, run: invoice-batch advertisers --refresh --accept-smaller-list',
    );
    expect(describeShrunkList(cached, 3, 'r')).toContain('answered only 3 advertisers, where');
  });
});
