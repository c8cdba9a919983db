/**
 * One invoice number, however a person, Excel, a word processor or a PDF writes it, folds to one
 * form; numbers that are truly different never do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldInvoiceNumber } from '../../src/invoice/fold-invoice-number.js';
import { canonical, spell, spelling } from './number-spellings.js';

/** A change that makes another number: a digit added to a run, `.5` after it, a letter changed. */
const otherNumber = (number: string, which: number, digit: number): string => {
  const runs = [...number.matchAll(/\d+/g)];
  const change = which % 3;
  if (change === 0 && runs.length > 0) {
    const run = runs[which % runs.length]!;
    const end = run.index + run[0].length;
    // `0` then `0` is `00`, the same number.
    return `${number.slice(0, end)}${run[0] === '0' ? digit || 1 : digit}${number.slice(end)}`;
  }
  if (change === 1 && /\d$/.test(number)) return `${number}.5`;
  return number.replace(/[A-Z]/, (letter) => (letter === 'Q' ? 'W' : 'Q'));
};

describe('folding an invoice number', () => {
  it('folds every spelling of a number (zeros, .0, dashes, invisible characters, spaces, case, width) to it', () => {
    fc.assert(
      fc.property(canonical, spelling, (number, choice) => {
        expect(foldInvoiceNumber(spell(number, choice))).toBe(number);
      }),
      { numRuns: 2000 },
    );
  });

  it('never folds two different numbers, however written, to one', () => {
    fc.assert(
      fc.property(
        canonical,
        fc.nat(),
        fc.integer({ min: 0, max: 9 }),
        spelling,
        spelling,
        (number, which, digit, one, two) => {
          const other = otherNumber(number, which, digit);
          fc.pre(other !== number);
          expect(foldInvoiceNumber(spell(number, one))).not.toBe(foldInvoiceNumber(spell(other, two)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['00421', '421'],
    ['1001.0', '1001'],
    ['01001', '1001'],
    ['INV\u20137', 'INV-7'],
    ['INV\u22129', 'INV-9'],
    ['INV-8\u200b', 'INV-8'],
    ['INV\u00a0500', 'INV500'],
    ['00129296\u00adINV', '00129296INV'],
    ['\ufeffRE-2025/017', 're-2025/17'],
    ['ＩＮＶ－００７', 'inv-7'],
  ])('takes %j, as real writers produce it, for %j', (written, other) => {
    expect(foldInvoiceNumber(written)).toBe(foldInvoiceNumber(other));
  });

  it.each([
    ['INV-7', 'INV-71'],
    ['0421', '4210'],
    ['1001', '1001.5'],
    ['1.05', '1.5'],
    ['1,007', '1,7'],
    ['A-1', 'A/1'],
    ['INV-0', 'INV-'],
  ])('keeps %j and %j apart', (one, other) => {
    expect(foldInvoiceNumber(one)).not.toBe(foldInvoiceNumber(other));
  });
});
