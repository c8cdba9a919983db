/**
 * An invoice number as a finance user compares two of them: `a-1` and `A-1`, `INV 7` and `INV7`,
 * `Ａ－１` (full-width, as Japanese input methods type it) and `A-1`, `00421` and `421` (a re-save
 * drops the zeros, a number format `00000` adds them), `1001.0` and `1001` (a number written out
 * as a float), `INV–7` (en dash, as a word processor corrects it) and `INV-7`, `INV-8` with a
 * zero-width space pasted from a PDF and `INV-8`, are the same invoice. The back-end's own
 * comparison is not documented, and the ERPs' standard checks compare numbers as stored: Oracle
 * Payables lets `00129296-INV` in twice when one holds a soft hyphen (My Oracle Support Doc ID
 * 2449913.1), Oracle Fusion's standard check and NetSuite's Duplicate Number Warnings match the
 * number exactly. So numbers equal only when folded are treated as possibly the same invoice, never
 * silently as two. Punctuation between the letters and the digits (`SL-26112`, `SL 26112`, `SL26112`,
 * `SL/26112`, `SL.26112`, as an ERP, a person re-keying and an OCR tool write one number) is
 * dropped, and the kind of separator between two digits (`2024/001`, `2024-001`) unified; a
 * separator between two digits is kept, so `INV-1-23` and `INV-12-3`, `1.05` and `105` stay apart.
 * Pure.
 */

/** Printable ASCII without spaces: most numbers, folded without NFKC. */
const PLAIN = /^[\x21-\x7e]*$/;

/** Dashes that stand for a hyphen-minus: U+2010-2015, minus sign, small and full-width hyphen-minus. */
export const DASHES = /[\u2010-\u2015\u2212\ufe63\uff0d]/gu;

/** Characters that show nothing: soft hyphen, zero-width space, non-joiner and joiner, word joiner, BOM. */
export const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/gu;

/** Zeros that lead a run of digits (not the last digit; not the places after a decimal point: `1.05`). */
const LEADING_ZEROS = /(?<!\d)(?<!\d[.,])0+(?=\d)/g;

/** A `.0` (or `.00`) that ends a number: a whole number written as a float. */
const POINT_ZERO = /(\d)\.0+$/;

/**
 * Separators a writer drops or swaps between the letters and the digits of a number; a plain space
 * too, though the fold drops spaces before, so that `SL 26112` and `SL-26112` differ in punctuation
 * (a no-break space for a space stays a difference of spaces).
 */
const LETTER_DIGIT = /(?<=\p{L})[-/._ ]+(?=\d)|(?<=\d)[-/._ ]+(?=\p{L})/gu;

/** Separators between two digits or two letters, one kind for another (`.` between digits is a decimal point). */
const BETWEEN_DIGITS = /(?<=\d)[-/_]+(?=\d)/g;
const BETWEEN_LETTERS = /(?<=\p{L})[-/._]+(?=\p{L})/gu;

/** One way two spellings of a number may differ; each is undone by one step of the fold. */
export type NumberSpelling =
  'invisible' | 'spaces' | 'width' | 'dashes' | 'case' | 'point-zero' | 'leading-zeros' | 'punctuation';

/** The fold's steps in order, each named by the difference it undoes. */
const STEPS: readonly (readonly [NumberSpelling, (text: string) => string])[] = [
  // First: a BOM is white space to JavaScript too, but a person sees nothing.
  ['invisible', (text) => text.replace(INVISIBLE, '')],
  ['spaces', (text) => text.replace(/\s+/gu, '')],
  // Between spaces, so that a no-break space is a difference of spaces, not of width; NFKC writes
  // some characters with a space, which goes too.
  ['width', (text) => text.replace(/\S+/gu, (part) => part.normalize('NFKC').replace(/\s+/gu, ''))],
  ['dashes', (text) => text.replace(DASHES, '-')],
  ['case', (text) => text.toUpperCase()],
  ['point-zero', (text) => text.replace(POINT_ZERO, '$1')],
  ['leading-zeros', (text) => text.replace(LEADING_ZEROS, '')],
  // Last: the zeros after a separator lead their run of digits, however the separator is written.
  ['punctuation', foldPunctuation],
];

function foldPunctuation(text: string): string {
  return text.replace(LETTER_DIGIT, '').replace(BETWEEN_DIGITS, '-').replace(BETWEEN_LETTERS, '-');
}

/**
 * `number` with width unified (NFKC), invisible characters and white space dropped, dashes as
 * `-`, upper-cased, without a trailing `.0`, without the zeros that lead a run of digits, without
 * the separators between letters and digits and with the others as `-`.
 */
export function foldInvoiceNumber(number: string): string {
  if (PLAIN.test(number))
    return foldPunctuation(number.toUpperCase().replace(POINT_ZERO, '$1').replace(LEADING_ZEROS, ''));
  return foldWithout(number, undefined);
}

/**
 * The fold but for its punctuation step: a number as long as its writer separated it (`A-12` keeps
 * four characters where the fold gives `A12`), for rules that weigh a number by its length.
 */
export function foldKeepingSeparators(number: string): string {
  return foldWithout(number, 'punctuation');
}

function foldWithout(number: string, skipped: NumberSpelling | undefined): string {
  let text = number;
  for (const [name, step] of STEPS) if (name !== skipped) text = step(text);
  return text;
}

/**
 * How two numbers that fold alike are written differently: each step of the fold without which
 * they would not be equal, in the fold's order. Empty when they are equal as written.
 */
export function spellingDifferences(one: string, other: string): NumberSpelling[] {
  if (one === other) return [];
  const needed = STEPS.map(([name]) => name).filter((name) => foldWithout(one, name) !== foldWithout(other, name));
  if (needed.length > 0) return needed;
  // Two steps undo the same difference (a full-width dash is a width and a dash): the first that does.
  let [a, b] = [one, other];
  for (const [name, step] of STEPS) {
    [a, b] = [step(a), step(b)];
    if (a === b) return [name];
  }
  return [];
}
