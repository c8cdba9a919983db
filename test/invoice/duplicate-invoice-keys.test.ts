import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DuplicateInvoiceKeys } from '../../src/invoice/duplicate-invoice-keys.js';
import { foldInvoiceNumber } from '../../src/invoice/fold-invoice-number.js';

describe('remembering invoice keys of a file', () => {
  it('returns the rows of the first invoice with the same PayeeId and Invoice_Number', () => {
    const keys = new DuplicateInvoiceKeys();
    expect(keys.register('0000100001', 'A-1', '2-3')).toBeUndefined();
    expect(keys.register('0000100002', 'A-1', '4')).toBeUndefined();
    expect(keys.register('0000100001', 'A-1 ', '9')).toEqual({ rows: '2-3' });
    expect(keys.register('0000100001', 'A-1', '12')).toEqual({ rows: '2-3' });
  });

  it('ignores invoices without a key', () => {
    const keys = new DuplicateInvoiceKeys();
    expect(keys.register(undefined, 'A-1', '2')).toBeUndefined();
    expect(keys.register(undefined, 'A-1', '3')).toBeUndefined();
    expect(keys.register('0000100001', '', '4')).toBeUndefined();
  });

  it.each([
    ['a-1', 'A-1'],
    ['INV 7', 'INV  7'],
    ['INV 7', 'INV7'],
    ['Ａ－１', 'A-1'],
    ['RE\u00a02025/17', 're 2025/17'],
    ['１２３４５', '12345'],
    ['inv-ä1', 'INV-Ä1'],
    ['00421', '421'],
    ['1001', '1001.0'],
    ['INV-7', 'INV\u20137'],
    ['INV-8', 'INV-8\u200b'],
  ])('names the earlier %j as written when %j differs from it only in how it is written', (first, second) => {
    const keys = new DuplicateInvoiceKeys();
    expect(keys.register('0000100001', first, '2')).toBeUndefined();
    expect(keys.register('0000100001', second, '3')).toEqual({ rows: '2', writtenAs: first });
    // another vendor may have the same number in any spelling
    expect(keys.register('0000100002', second, '4')).toBeUndefined();
  });

  // A finance user's variants of a number: some letters in the other case, spaces added or doubled, full-width forms.
  const number = fc
    .array(fc.constantFrom(...'ABCXYZabcxyz0123456789-/.'.split('')), { minLength: 1, maxLength: 12 })
    .map((chars) => chars.join(''));
  const variant = (text: string, flips: boolean[], spaces: number[], wide: boolean): string => {
    let out = '';
    [...text].forEach((char, i) => {
      let next = flips[i % flips.length]
        ? char === char.toUpperCase()
          ? char.toLowerCase()
          : char.toUpperCase()
        : char;
      // full-width forms of ASCII are U+FF01..U+FF5E
      if (wide) next = String.fromCharCode(next.charCodeAt(0) - 0x21 + 0xff01);
      out += next + ' '.repeat(spaces[i % spaces.length] ?? 0);
    });
    return out.trim();
  };

  it('takes every variant of a number in case, spaces and width for the same invoice, and only those', () => {
    fc.assert(
      fc.property(
        number,
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        fc.array(fc.nat({ max: 2 }), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        number,
        (text, flips, spaces, wide, other) => {
          const keys = new DuplicateInvoiceKeys();
          const changed = variant(text, flips, spaces, wide);
          expect(keys.register('P1', text, '2')).toBeUndefined();
          const earlier = keys.register('P1', changed, '3');
          expect(earlier).toEqual(changed === text ? { rows: '2' } : { rows: '2', writtenAs: text });
          // a number that differs in more than the fold undoes is another invoice (the fold's own
          // properties: fold-invoice-number.test.ts)
          const distinct = foldInvoiceNumber(other) !== foldInvoiceNumber(text);
          expect(keys.register('P1', other, '4') === undefined).toBe(distinct);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('folds numbers to one form: upper case, no white space, NFKC width, no separator between a letter and a digit', () => {
    expect(foldInvoiceNumber('inv 7')).toBe('INV7');
    expect(foldInvoiceNumber('Ｉｎｖ　７')).toBe('INV7');
    expect(foldInvoiceNumber('A-1')).toBe('A1');
    expect(foldInvoiceNumber('inv\u2013007.0')).toBe('INV7');
    expect(foldInvoiceNumber('2024/007')).toBe('2024-7');
  });
});
