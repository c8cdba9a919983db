/** Where the reliability suite's crash part kills its uploads (test/reliability/choose-kill-points.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phaseKillPoints, randomKillPoints, type PlannedKill } from '../reliability/choose-kill-points.js';
import { SCALE } from '../reliability/reliability-scale.js';

const createsOf = (point: PlannedKill | undefined): number =>
  point && 'afterCreates' in point ? point.afterCreates : -1;

describe('kill points of the crash part', () => {
  it('at the phase points, kill once before the first create, once mid-run and once among the last claims', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 0, max: 5000 }),
        (seed, concurrency, extra) => {
          const invoices = 3 * concurrency + 1 + extra;
          const [startUp, mid, last, ...more] = phaseKillPoints(seed, invoices, concurrency);
          expect(more).toEqual([]);
          expect(startUp).toEqual({ startUp: 'run recorded' });
          // Answers recorded and more left to claim than the places hold.
          expect(createsOf(mid)).toBeGreaterThan(concurrency);
          expect(createsOf(mid)).toBeLessThanOrEqual(invoices - 2 * concurrency);
          // Before the last create, with at most half the places' worth left to send.
          expect(createsOf(last)).toBeGreaterThanOrEqual(invoices - Math.ceil(concurrency / 2));
          expect(createsOf(last)).toBeLessThan(invoices);
        },
      ),
    );
  });

  it('the ci scale has room for every phase at the crash part concurrency of 8', () => {
    expect(SCALE.killPoints === 'random' || SCALE.crashInvoices > 3 * 8).toBe(true);
  });

  it('at random points, the first start-up kills come before any create and the rest before the end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 2, max: 5000 }),
        (seed, count, startUpKills, invoices) => {
          const points = randomKillPoints(count, seed, startUpKills, invoices);
          expect(points).toHaveLength(count);
          for (const point of points.slice(0, startUpKills)) expect(point).toEqual({ startUp: 'run recorded' });
          for (const point of points)
            if ('afterCreates' in point) {
              expect(point.afterCreates).toBeGreaterThanOrEqual(1);
              expect(point.afterCreates).toBeLessThan(invoices);
            }
        },
      ),
    );
  });
});
