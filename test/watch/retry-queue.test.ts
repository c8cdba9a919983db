import { describe, expect, it } from 'vitest';
import { retryQueue, retryWait } from '../../src/watch/retry-queue.js';

const file = (path: string) => ({ path, retaken: false });

describe('retryQueue', () => {
  it('waits the first wait, then doubles it per try up to the cap', () => {
    expect([1, 2, 3, 4, 5, 60].map((tries) => retryWait(tries, 30_000, 600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 600_000,
    ]);
  });

  it('gives a parked file back, taken again, once its wait is over, and starts over after it settled', () => {
    const queue = retryQueue(100, 250);
    queue.park(file('/p/a.csv'), 0);
    expect(queue.due(99)).toEqual([]);
    expect(queue.due(100)).toEqual([{ path: '/p/a.csv', retaken: true }]);
    expect(queue.size()).toBe(0);
    queue.park(file('/p/a.csv'), 100);
    expect(queue.due(299)).toEqual([]);
    expect(queue.due(300)).toHaveLength(1);
    queue.park(file('/p/a.csv'), 300);
    expect(queue.due(549)).toEqual([]);
    expect(queue.due(550)).toHaveLength(1);
    queue.settle('/p/a.csv');
    queue.park(file('/p/a.csv'), 1000);
    expect(queue.due(1100)).toHaveLength(1);
  });
});
