/**
 * One invoice number, however a person, Excel, a word processor or a PDF writes it, folds to one
 * form; numbers that are truly different never do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldInvoiceNumber } from '../../src/invoice/fold-invoice-number.js';

/** A number as it folds: upper case, runs of digits without leading zeros, `-` and `/` between parts. */
const digits = fc.oneof(
  fc.constant('0'),
  fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 5 }))
    .map(([first, rest]) => `${first}${rest.join('')}`),
);
const letters = fc.constantFrom('INV', 'A', 'RE', 'X', 'AP', 'ÄB');
const canonical = fc
  .array(fc.tuple(fc.oneof(digits, letters), fc.constantFrom('', '-', '/')), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.map(([part, separator], i) => (i === 0 ? part : `${separator}${part}`)).join(''))
  // Two runs of digits side by side are one run, and letters side by side are one word.
  .filter((text) => foldInvoiceNumber(text) === text);

const DASH_VARIANTS = ['-', '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212', '\ufe63', '\uff0d'];
const INVISIBLES = ['\u200b', '\u200c', '\u200d', '\ufeff', '\u00ad', '\u2060'];
const SPACES = [' ', '  ', '\u00a0', '\u3000', '\u202f'];

/** The choices that turn a canonical number into one way of writing it. */
interface Spelling {
  lower: boolean[];
  zeros: number[];
  pointZero: string;
  dashes: string[];
  inserts: [number, string][];
  wide: boolean[];
}
const spelling: fc.Arbitrary<Spelling> = fc.record({
  lower: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
  zeros: fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 4 }),
  pointZero: fc.constantFrom('', '.0', '.00'),
  dashes: fc.array(fc.constantFrom(...DASH_VARIANTS), { minLength: 1, maxLength: 4 }),
  inserts: fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVISIBLES, ...SPACES)), { maxLength: 3 }),
  wide: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
});

function spell(number: string, choice: Spelling): string {
  let run = 0;
  // Leading zeros before each run of digits; a `.0` after a number that ends in a digit.
  let text = number.replace(/\d+/g, (found) => '0'.repeat(choice.zeros[run++ % choice.zeros.length]!) + found);
  if (/\d$/.test(text)) text += choice.pointZero;
  let dash = 0;
  text = text.replace(/-/g, () => choice.dashes[dash++ % choice.dashes.length]!);
  let out = [...text]
    .map((char, i) => (choice.lower[i % choice.lower.length] ? char.toLowerCase() : char))
    .map((char, i) =>
      choice.wide[i % choice.wide.length] && /[!-~]/.test(char)
        ? String.fromCharCode(char.charCodeAt(0) - 0x21 + 0xff01)
        : char,
    );
  for (const [at, char] of choice.inserts)
    out = [...out.slice(0, at % (out.length + 1)), char, ...out.slice(at % (out.length + 1))];
  return out.join('');
}

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
