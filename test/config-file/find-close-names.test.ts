import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, editDistanceWithin } from '../../src/config-file/find-close-names.js';

/**
 * Words as infer and the near-miss messages compare them: a few letters (so that near and far
 * pairs both come up), any UTF-16 text (accents, CJK, lone surrogates), and a word with a typo.
 */
const smallAlphabet = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é', '税'), maxLength: 12 });
const anyText = fc.string({ unit: 'binary', maxLength: 14 });
const word = fc.oneof(smallAlphabet, anyText, fc.string({ maxLength: 20 }));
const typoPair = fc
  .tuple(fc.string({ unit: fc.constantFrom('n', 'e', 't', 'o', 'a'), minLength: 1, maxLength: 16 }), fc.nat(), fc.nat())
  .map(([text, at, edit]) => {
    const i = at % (text.length + 1);
    const typo = [
      text.slice(0, i) + 'x' + text.slice(i),
      text.slice(0, i) + text.slice(i + 1),
      text.slice(0, i) + 'x' + text.slice(i + 1),
    ][edit % 3]!;
    return [text, typo] as const;
  });

describe('editDistanceWithin', () => {
  it('gives the plain edit distance when it is at most the bound, and undefined when it is not', () => {
    fc.assert(
      fc.property(fc.oneof(fc.tuple(word, word), typoPair), fc.integer({ min: -1, max: 8 }), ([a, b], max) => {
        const plain = editDistance(a, b);
        expect(editDistanceWithin(a, b, max)).toBe(max >= 0 && plain <= max ? plain : undefined);
      }),
      { numRuns: 5000 },
    );
  });

  it('answers the cases at the edges of the band', () => {
    expect(editDistanceWithin('', '', 0)).toBe(0);
    expect(editDistanceWithin('', 'abc', 3)).toBe(3);
    expect(editDistanceWithin('', 'abc', 2)).toBeUndefined();
    expect(editDistanceWithin('kitten', 'sitting', 3)).toBe(3);
    expect(editDistanceWithin('kitten', 'sitting', 2)).toBeUndefined();
    expect(editDistanceWithin('invoicenumber', 'invoicenumber', 0)).toBe(0);
    expect(editDistanceWithin('abcdef', 'bcdefa', 2)).toBe(2);
    expect(editDistanceWithin('abcdef', 'bcdefa', 1)).toBeUndefined();
  });
});
