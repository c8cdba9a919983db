import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packRows, unpackRowsText } from '../../src/invoice/pack-rows-text.js';
import { formatRows } from '../../src/mapping/invoice-group.js';

describe('packRows', () => {
  it('packs one row or one short run into a small integer', () => {
    expect(packRows([5])).toBeTypeOf('number');
    expect(packRows([5, 6, 7])).toBeTypeOf('number');
    const longest = Array.from({ length: 1024 }, (_, i) => 1048575 + i);
    expect(packRows(longest)).toBeLessThan(2 ** 30);
    expect(unpackRowsText(packRows(longest)!)).toBe('1048575-1049598');
  });

  it('packs nothing that is not one short run of rows from 1', () => {
    const long = Array.from({ length: 1025 }, (_, i) => 3 + i);
    for (const rows of [[], [0], [5, 5], [7, 5], [5, 9], long, [1048576], [2.5]])
      expect(packRows(rows)).toBeUndefined();
  });

  it('reads back as formatRows writes the rows', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .tuple(fc.nat({ max: 2_000_000 }), fc.nat({ max: 2000 }))
            .map(([a, n]) => Array.from({ length: n + 1 }, (_, i) => a + i)),
          fc.array(fc.nat({ max: 50 }), { maxLength: 6 }),
        ),
        (rows) => {
          const packed = packRows(rows);
          if (packed !== undefined) expect(unpackRowsText(packed)).toBe(formatRows(rows));
        },
      ),
    );
  });

  it('gives a text back as it is', () => {
    expect(unpackRowsText('5, 9')).toBe('5, 9');
  });
});
