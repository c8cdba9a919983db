/**
 * The wait for another process's lock on a SQLite journal: a step refused as busy is tried again
 * until it goes through or the wait runs out; a brief lock (another worker's commit) is not told, a
 * longer one is told once however many steps wait, and so are its end and giving up on it.
 */
import { describe, expect, it } from 'vitest';
import type { JournalReach } from '../../../src/journal/journal.js';
import { createReachWatch } from '../../../src/journal/reach-watch.js';
import { withLockWait } from '../../../src/journal/sqlite/wait-for-lock.js';

const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

/** A step refused as busy until `freeAt` (performance.now()), then answering `value`. */
const lockedUntil = (freeAt: number, value: string) => () => {
  if (performance.now() < freeAt) throw busy;
  return value;
};

function watched() {
  const watch = createReachWatch();
  const told: JournalReach[] = [];
  watch.listen((reach) => told.push(reach));
  return { watch, told };
}

describe('withLockWait', () => {
  it('rides out a brief lock without telling it', async () => {
    const { watch, told } = watched();
    await expect(withLockWait(lockedUntil(performance.now() + 200, 'done'), 5_000, watch)).resolves.toBe('done');
    expect(told).toEqual([]);
  });

  it('tells a longer lock once for all the steps waiting, and its end once', async () => {
    const { watch, told } = watched();
    const freeAt = performance.now() + 1_600;
    const steps = ['a', 'b', 'c'].map((value) => withLockWait(lockedUntil(freeAt, value), 10_000, watch));
    await expect(Promise.all(steps)).resolves.toEqual(['a', 'b', 'c']);
    expect(told.map((reach) => reach.kind)).toEqual(['locked', 'back']);
    expect(told[0]).toEqual({ kind: 'locked', withinMs: 10_000 });
    expect(told[1]).toMatchObject({ kind: 'back', locked: true, afterMs: expect.any(Number) });
    expect((told[1] as { afterMs: number }).afterMs).toBeGreaterThanOrEqual(1_000);
  });

  it('gives up once the wait runs out, tells it once, and tries later steps once until the lock is gone', async () => {
    const { watch, told } = watched();
    const never = lockedUntil(Number.POSITIVE_INFINITY, 'never');
    const started = performance.now();
    await expect(withLockWait(never, 1_200, watch)).rejects.toBe(busy);
    expect(performance.now() - started).toBeGreaterThanOrEqual(700);
    const again = performance.now();
    await expect(withLockWait(never, 1_200, watch)).rejects.toBe(busy);
    expect(performance.now() - again).toBeLessThan(500);
    expect(told.map((reach) => reach.kind)).toEqual(['locked', 'gave-up']);
    await expect(withLockWait(() => 'free', 1_200, watch)).resolves.toBe('free');
    expect(told.map((reach) => reach.kind)).toEqual(['locked', 'gave-up', 'back']);
  });

  it('waits the whole wait when the machine is slow, telling the lock before giving up on it', async () => {
    const { watch, told } = watched();
    const started = performance.now();
    let slowed = false;
    // One attempt held up 450 ms (a busy machine, a late timer) where the next wait would pass the deadline.
    const slowOnce = () => {
      if (!slowed && performance.now() - started >= 300) {
        slowed = true;
        while (performance.now() - started < 760);
      }
      throw busy;
    };
    await expect(withLockWait(slowOnce, 1_200, watch)).rejects.toBe(busy);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_190);
    expect(told.map((reach) => reach.kind)).toEqual(['locked', 'gave-up']);
  });

  it('passes any other error through at once', async () => {
    const { watch, told } = watched();
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    await expect(
      withLockWait(
        () => {
          throw full;
        },
        5_000,
        watch,
      ),
    ).rejects.toBe(full);
    expect(told).toEqual([]);
  });
});
