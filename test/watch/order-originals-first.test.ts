import { describe, expect, it } from 'vitest';
import { orderOriginalsFirst } from '../../src/watch/order-originals-first.js';

describe('orderOriginalsFirst', () => {
  it.each([
    ['Windows Explorer, browsers', 'twin-dec (1).csv'],
    ['Windows Explorer copy', 'twin-dec - Copy.csv'],
    ['Windows Explorer second copy', 'twin-dec - Copy (2).csv'],
    ['macOS Finder', 'twin-dec copy.csv'],
    ['macOS Finder second copy', 'twin-dec copy 2.csv'],
    ['OneDrive conflict', 'twin-dec-DESKTOP-4F2K9Q1.csv'],
    ['Dropbox conflict', "twin-dec (Jane's conflicted copy 2026-05-01).csv"],
    ['Nextcloud conflict', 'twin-dec (conflicted copy 2026-05-01 101500).csv'],
    ['Syncthing conflict', 'twin-dec.sync-conflict-20260501-101500-ABCDEFG.csv'],
  ])('takes the original before a %s: %s', (_, copy) => {
    expect(orderOriginalsFirst([copy, 'twin-dec.csv'])).toEqual(['twin-dec.csv', copy]);
  });

  it('keeps name order between files that are not copies of each other', () => {
    expect(orderOriginalsFirst(['b.csv', 'a (1).csv', 'c.csv', 'a.csv', '(1).csv'])).toEqual([
      '(1).csv',
      'a.csv',
      'a (1).csv',
      'b.csv',
      'c.csv',
    ]);
  });
});
