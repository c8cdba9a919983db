/**
 * Generators of invoice numbers and of the ways people and programs write them, for the property
 * tests of the invoice-number fold and of the words that tell two spellings apart.
 */
import fc from 'fast-check';
import { foldInvoiceNumber } from '../../src/invoice/fold-invoice-number.js';

/** A number as it folds: upper case, runs of digits without leading zeros, `-` and `/` between parts. */
const digits = fc.oneof(
  fc.constant('0'),
  fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 5 }))
    .map(([first, rest]) => `${first}${rest.join('')}`),
);
const letters = fc.constantFrom('INV', 'A', 'RE', 'X', 'AP', 'ÄB');
export const canonical = fc
  .array(fc.tuple(fc.oneof(digits, letters), fc.constantFrom('', '-', '/')), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.map(([part, separator], i) => (i === 0 ? part : `${separator}${part}`)).join(''))
  // Two runs of digits side by side are one run, and letters side by side are one word.
  .filter((text) => foldInvoiceNumber(text) === text);

const DASH_VARIANTS = ['-', '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212', '\ufe63', '\uff0d'];
const INVISIBLES = ['\u200b', '\u200c', '\u200d', '\ufeff', '\u00ad', '\u2060'];
const SPACES = [' ', '  ', '\u00a0', '\u3000', '\u202f'];

/** The choices that turn a canonical number into one way of writing it. */
export interface Spelling {
  lower: boolean[];
  zeros: number[];
  pointZero: string;
  dashes: string[];
  inserts: [number, string][];
  wide: boolean[];
}
export const spelling: fc.Arbitrary<Spelling> = fc.record({
  lower: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
  zeros: fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 4 }),
  pointZero: fc.constantFrom('', '.0', '.00'),
  dashes: fc.array(fc.constantFrom(...DASH_VARIANTS), { minLength: 1, maxLength: 4 }),
  inserts: fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVISIBLES, ...SPACES)), { maxLength: 3 }),
  wide: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
});

export function spell(number: string, choice: Spelling): string {
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

/** The separators a writer puts between letters and digits, between digits and between letters. */
const AT_BOUNDARY = ['', '-', '/', '.', '_', ' ', ' - ', '--'];
const BETWEEN_DIGITS = ['-', '/', '_', '/-'];
const BETWEEN_LETTERS = ['-', '/', '.', '_'];

/** The separator chosen at each place a number may be punctuated, in turn. */
export const punctuation = fc.array(fc.nat(), { minLength: 1, maxLength: 6 });

/** `number` (canonical) with a separator dropped, added or swapped at each place one may be. */
export function punctuate(number: string, marks: number[]): string {
  let at = 0;
  const pick = (from: string[]) => from[marks[at++ % marks.length]! % from.length]!;
  return number
    .replace(/(?<=\p{L})(?=\d)|(?<=\d)(?=\p{L})/gu, () => pick(AT_BOUNDARY))
    .replace(/(?<=\d)-(?=\d)/g, () => pick(BETWEEN_DIGITS))
    .replace(/(?<=\p{L})-(?=\p{L})/gu, () => pick(BETWEEN_LETTERS));
}
