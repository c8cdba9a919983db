/**
 * One invoice number, however a person, Excel, a word processor or a PDF writes it, folds to one
 * form; numbers that are truly different never do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldInvoiceNumber } from '../../src/invoice/fold-invoice-number.js';
import { canonical, punctuate, punctuation, spell, spelling } from './number-spellings.js';

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

  it('folds any separator edit of a number (dropped, added or swapped between letters and digits, swapped between digits) to it', () => {
    fc.assert(
      fc.property(canonical, punctuation, spelling, (number, marks, choice) => {
        expect(foldInvoiceNumber(spell(punctuate(number, marks), choice))).toBe(number);
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
    // One number from an ERP (`SL-2611201`) and from an OCR tool's CSV, re-keyed or scanned.
    ['sl-2611201', 'SL-2611201'],
    ['SL 2611202', 'SL-2611202'],
    ['SL2611203', 'SL-2611203'],
    ['SL/2611204', 'SL-2611204'],
    ['SL.2611205', 'SL-2611205'],
    ['SL_2611206', 'SL-2611206'],
    ['SL - 2611207', 'SL-2611207'],
    ['A-1', 'A/1'],
    ['INV-2024-0042', 'INV2024-42'],
    ['2024/001', '2024-001'],
    ['2024_001', '2024-1'],
    ['RE 2025/17', 're-2025-017'],
    ['4711-A', '4711A'],
    ['F.2024.118', 'F2024.118'],
    ['AB-CD-7', 'AB/CD7'],
  ])('takes %j, as real writers produce it, for %j', (written, other) => {
    expect(foldInvoiceNumber(written)).toBe(foldInvoiceNumber(other));
  });

  it.each([
    ['INV-7', 'INV-71'],
    ['0421', '4210'],
    ['1001', '1001.5'],
    ['1.05', '1.5'],
    ['1,007', '1,7'],
    ['INV-0', 'INV-'],
    // A separator between two digits is kept: dropped, it would join two parts of the number.
    ['INV-1-23', 'INV-12-3'],
    ['1.05', '105'],
    ['2024-001', '2024001'],
    ['2024.11', '2024-11'],
    ['SL-26112', 'SL-2611-2'],
  ])('keeps %j and %j apart', (one, other) => {
    expect(foldInvoiceNumber(one)).not.toBe(foldInvoiceNumber(other));
  });
});
