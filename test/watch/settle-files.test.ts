import { describe, expect, it } from 'vitest';
import { settleFiles } from '../../src/watch/settle-files.js';

const seen = (name: string, size: number, mtimeMs = 1000, ctimeMs = mtimeMs) => ({ name, size, mtimeMs, ctimeMs });

describe('settleFiles', () => {
  it('waits on a file seen for the first time, then takes it once unchanged for settleMs', () => {
    const first = settleFiles(new Map(), [seen('a.csv', 10)], 5000, 2000);
    expect(first).toMatchObject({ ready: [], waiting: ['a.csv'] });
    expect(settleFiles(first.observations, [seen('a.csv', 10)], 6999, 2000).ready).toEqual([]);
    expect(settleFiles(first.observations, [seen('a.csv', 10)], 7000, 2000).ready).toEqual(['a.csv']);
  });

  it('starts over when size, mtime or ctime changed', () => {
    const first = settleFiles(new Map(), [seen('a.csv', 10), seen('b.csv', 5), seen('c.csv', 5)], 0, 1000);
    const later = settleFiles(
      first.observations,
      [seen('a.csv', 11), seen('b.csv', 5, 1000, 1500), seen('c.csv', 5)],
      1500,
      1000,
    );
    expect(later).toMatchObject({ ready: ['c.csv'], waiting: ['a.csv', 'b.csv'] });
    expect(later.observations.get('a.csv')?.since).toBe(1500);
  });

  it('takes at first sight when settleMs is 0, and forgets files that are gone', () => {
    const result = settleFiles(new Map([['gone.csv', { fingerprint: '1:1:1', since: 0 }]]), [seen('a.csv', 1)], 10, 0);
    expect(result.ready).toEqual(['a.csv']);
    expect([...result.observations.keys()]).toEqual(['a.csv']);
  });
});
