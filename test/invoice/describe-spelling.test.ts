/** What differs between two spellings of one invoice number, and how a message shows them. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { showHidden, spellingWords } from '../../src/invoice/describe-spelling.js';
import { spellingDifferences } from '../../src/invoice/fold-invoice-number.js';
import { canonical, spell, spelling } from './number-spellings.js';

describe('telling two spellings of a number apart', () => {
  it.each([
    ['00421', '421', ['leading-zeros'], 'leading zeros'],
    ['1001', '1001.0', ['point-zero'], 'a trailing .0'],
    ['INV-7', 'INV\u20137', ['dashes'], 'the kind of dash'],
    ['INV-8', 'INV-8\u200b', ['invisible'], 'invisible characters'],
    ['\ufeffINV-8', 'INV-8', ['invisible'], 'invisible characters'],
    ['INV\u00a0500', 'INV 500', ['spaces'], 'spaces'],
    ['a-1', 'Ａ－１', ['width', 'case'], 'full-width characters and letter case'],
    ['SL-2611204', 'SL/2611204', ['punctuation'], 'punctuation'],
    ['SL-2611203', 'SL2611203', ['punctuation'], 'punctuation'],
    ['2024/001', '2024-001', ['punctuation'], 'punctuation'],
    ['sl-2611201', 'SL.2611201', ['case', 'punctuation'], 'letter case and punctuation'],
    ['SL 2611202', 'SL-2611202', ['punctuation'], 'punctuation'],
    ['INV 7', 'INV7', ['spaces'], 'spaces'],
  ])('says %j and %j differ in %j', (one, other, steps, words) => {
    expect(spellingDifferences(one, other)).toEqual(steps);
    expect(spellingWords(one, other)).toBe(words);
  });

  it('shows the characters that look like nothing or like another', () => {
    expect(showHidden('INV\u00a0500')).toBe('INV<NBSP>500');
    expect(showHidden('INV-8\u200b')).toBe('INV-8<ZWSP>');
    expect(showHidden('INV\u20137 INV\u22129')).toBe('INV<EN DASH>7 INV<MINUS>9');
    expect(showHidden('A\u2028B')).toBe('A<U+2028>B');
    expect(showHidden('Ａ－１')).toBe('Ａ－１');
  });
});

describe('the words for two spellings of one number', () => {
  it('name at least one difference for any two spellings that differ as written, and none for equal ones', () => {
    fc.assert(
      fc.property(canonical, spelling, spelling, (number, one, two) => {
        const [a, b] = [spell(number, one), spell(number, two)];
        expect(spellingDifferences(a, b).length > 0).toBe(a !== b);
        if (a !== b) expect(spellingWords(a, b)).not.toBe('nothing');
      }),
      { numRuns: 2000 },
    );
  });
});
