import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packRowsText, unpackRowsText } from '../../src/invoice/pack-rows-text.js';

describe('packRowsText', () => {
  it('packs one row or one short run into a small integer', () => {
    expect(packRowsText('5')).toBeTypeOf('number');
    expect(packRowsText('5-7')).toBeTypeOf('number');
    expect(packRowsText('1048575-1049598')).toBeTypeOf('number');
    expect(packRowsText('1048575-1049598')).toBeLessThan(2 ** 30);
  });

  it('keeps as text what would not read back the same', () => {
    for (const text of ['05', '5-5', '7-5', '3-1027', '1048576', '0', '', '5, 9', '5; Lines: 7-9', '2-', '-3', '1e3'])
      expect(packRowsText(text)).toBe(text);
  });

  it('always gives the text back', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.nat({ max: 2_000_000 }).map(String),
          fc.tuple(fc.nat({ max: 2_000_000 }), fc.nat({ max: 2000 })).map(([a, n]) => `${a}-${a + n}`),
          fc.string(),
        ),
        (text) => {
          expect(unpackRowsText(packRowsText(text))).toBe(text);
        },
      ),
    );
  });
});
