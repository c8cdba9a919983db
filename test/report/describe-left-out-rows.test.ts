import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leftOutLines, leftOutText, placesText } from '../../src/report/describe-left-out-rows.js';
import type { RowPlace } from '../../src/mapping/filter-rows.js';

/** The rows `placesText` names, by sheet, read back from its words. */
function readBack(text: string): Map<string | undefined, Set<number>> {
  const named = new Map<string | undefined, Set<number>>();
  for (const part of text.split('; ')) {
    const match = /^(?:sheet (.+) )?rows? (.+)$/.exec(part);
    if (!match) throw new Error(`unreadable: ${part}`);
    const rows = named.get(match[1]) ?? new Set<number>();
    for (const range of match[2]!.split(', ')) {
      const [first, last] = range.split('-').map(Number);
      for (let row = first!; row <= (last ?? first!); row += 1) rows.add(row);
    }
    named.set(match[1], rows);
  }
  return named;
}

const place = fc.record({
  sheet: fc.constantFrom<string | undefined>(undefined, 'Register', 'Lines', 'Sheet 2'),
  row: fc.integer({ min: 1, max: 200 }),
});

describe('placesText', () => {
  it('names every row left out, by its sheet, and no other (ranges for consecutive rows)', () => {
    fc.assert(
      fc.property(fc.array(place, { minLength: 1, maxLength: 80 }), (places: RowPlace[]) => {
        const expected = new Map<string | undefined, Set<number>>();
        for (const p of places) expected.set(p.sheet, (expected.get(p.sheet) ?? new Set()).add(p.row));
        expect(readBack(placesText(places))).toEqual(expected);
      }),
    );
  });

  it('says row for one and rows for several', () => {
    expect(placesText([{ sheet: 'Register', row: 86 }])).toBe('sheet Register row 86');
    expect(placesText([5, 9, 10, 11, 40].map((row) => ({ sheet: undefined, row })))).toBe('rows 5, 9-11, 40');
  });
});

describe('leftOutText and leftOutLines', () => {
  it('count every row, and say how many are not listed when the rule left out more than it kept', () => {
    fc.assert(
      fc.property(fc.array(place, { minLength: 1, maxLength: 20 }), fc.nat(5000), (places, unlisted) => {
        const text = leftOutText({ rows: places.length + unlisted, places });
        expect(text.startsWith(`${places.length + unlisted}: `)).toBe(true);
        expect(text.endsWith(`, and ${unlisted} more not listed`)).toBe(unlisted > 0);
      }),
    );
  });

  it('total every rule, in the order met, each labelled apart from the outcomes', () => {
    const lines = leftOutLines(
      new Map([
        ['total', { rows: 1, places: [{ sheet: 'Report', row: 60 }] }],
        [
          'heading Vendor',
          {
            rows: 2,
            places: [
              { sheet: 'Report', row: 3 },
              { sheet: 'Report', row: 9 },
            ],
          },
        ],
      ]),
    );
    expect(lines).toEqual({
      total: 3,
      rules: [
        { rule: 'Rule: total', text: '1: sheet Report row 60' },
        { rule: 'Rule: heading Vendor', text: '2: sheet Report rows 3, 9' },
      ],
    });
    expect(leftOutLines(undefined)).toEqual({ total: 0, rules: [] });
  });
});
