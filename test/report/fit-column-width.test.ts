/** A column fitted to its values shows each whole, within the width a page can hold. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitColumnWidth, MOST_COLUMN_WIDTH } from '../../src/report/fit-column-width.js';

describe('fitColumnWidth', () => {
  it('fits the longest text, never narrower than the column asks, never wider than the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 40 }),
        fc.array(fc.string({ maxLength: 90 }), { maxLength: 6 }),
        (least, texts) => {
          const width = fitColumnWidth(least, texts);
          const longest = Math.max(0, ...texts.flatMap((text) => text.split('\n').map((line) => [...line].length)));
          expect(width).toBeGreaterThanOrEqual(least);
          expect(width).toBeLessThanOrEqual(Math.max(least, MOST_COLUMN_WIDTH));
          if (longest + 1 <= MOST_COLUMN_WIDTH) expect(width).toBeGreaterThan(longest);
        },
      ),
    );
  });

  it('counts a text with line breaks by its longest line', () => {
    expect(fitColumnWidth(4, ['ab\nabcdefghij'])).toBe(12);
  });
});
