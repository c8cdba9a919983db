/** Where a totals label prints on Results: never running left into the columns repeated on every page across. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitBoldRowHeight, LINE_HEIGHT } from '../../../src/report/fit-row-height.js';
import { placeTotalsLabel } from '../../../src/report/results/place-totals-label.js';

// The sample register's Results: Outcome, Vendor, Invoice number repeated; Invoice date; Amount.
const REGISTER = [11, 24, 14, 12, 12];

describe('placeTotalsLabel', () => {
  it.each([
    ['amount right after the titles: the first column', 'Total: in the file', 3, [11, 24, 14, 12], { at: 0 }],
    ['one line in the empty cells beside the amount', 'Total: in the file', 5, [11, 24, 14, 30, 12, 12], { at: 4 }],
    [
      'the date column alone is too narrow: wrapped in its cell',
      'Total: created now',
      4,
      REGISTER,
      { at: 3, height: 30 },
    ],
    ['a long part on four lines', 'Total: already created or skipped', 4, REGISTER, { at: 3, height: 60 }],
  ])('%s', (_, label, amountAt, widths, expected) => {
    expect(placeTotalsLabel(label, amountAt, 3, widths)).toEqual(expected);
  });

  it('a label left on one line fits the empty cells right of the titles; a wrapped one fits its own cell', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 6, max: 40 }), { minLength: 3, maxLength: 8 }),
        fc.integer({ min: 1, max: 3 }),
        (words, widths, titles) => {
          fc.pre(titles < widths.length);
          const label = `Total: ${words.join(' ')}`;
          const amountAt = widths.length - 1;
          const place = placeTotalsLabel(label, amountAt, titles, widths);
          if (place.at === 0) {
            expect(amountAt - 1).toBeLessThan(titles);
            return;
          }
          expect(place.at).toBe(amountAt - 1);
          const free = widths.slice(titles, amountAt).reduce((sum, width) => sum + width, 0);
          if (place.height === undefined) expect(fitBoldRowHeight([label], [free])).toBe(LINE_HEIGHT);
          else expect(place.height).toBe(fitBoldRowHeight([label], [widths[place.at]!]));
        },
      ),
    );
  });
});
