/**
 * Numbers and dates written in any Unicode decimal-digit script (Arabic-Indic `١٢٣٤٫٥٠` by Daftra,
 * Wafeq and Gulf e-invoices; Persian `۱۲۳۴٫۵۰` by Sepidar; Devanagari `१२३`; Myanmar `၁၂၃၄.၅၀` of
 * commercial-tax registers; Thai `๑,๒๓๔.๕๐`; Lao, Khmer, Bengali and the other Indic scripts;
 * full-width `１２３４．５０` of Japanese and Chinese exports) turned into ASCII digits, once, before
 * a number or a date is read. The value is the one the sheet shows: a text that could be read two
 * ways is refused, never guessed. Pure.
 */

export type FoldedText = { ok: true; text: string } | { ok: false; message: string };

/** The separators a number is read with: the Arabic ones (U+066B, U+066C) become these. */
export interface NumberMarks {
  decimal: string;
  group: string;
}

/**
 * Names of the scripts for messages only (the folding needs none). A script missing here is named
 * by its code points.
 */
const NAMES: ReadonlyMap<number, string> = new Map([
  [0x30, 'Latin'],
  [0x660, 'Arabic-Indic'],
  [0x6f0, 'Persian'],
  [0x7c0, 'NKo'],
  [0x966, 'Devanagari'],
  [0x9e6, 'Bengali'],
  [0xa66, 'Gurmukhi'],
  [0xae6, 'Gujarati'],
  [0xb66, 'Odia'],
  [0xbe6, 'Tamil'],
  [0xc66, 'Telugu'],
  [0xce6, 'Kannada'],
  [0xd66, 'Malayalam'],
  [0xde6, 'Sinhala'],
  [0xe50, 'Thai'],
  [0xed0, 'Lao'],
  [0xf20, 'Tibetan'],
  [0x1040, 'Myanmar'],
  [0x1090, 'Myanmar Shan'],
  [0x17e0, 'Khmer'],
  [0x1810, 'Mongolian'],
  [0x1946, 'Limbu'],
  [0x19d0, 'New Tai Lue'],
  [0x1a80, 'Tai Tham'],
  [0x1a90, 'Tai Tham'],
  [0x1b50, 'Balinese'],
  [0xa9d0, 'Javanese'],
  [0xff10, 'full-width'],
]);

const DECIMAL_DIGIT = /\p{Nd}/u;
/** Each code point met above ASCII and its zero, -1 for no digit: the scan below is made once per character. */
const zeros = new Map<number, number>();

/**
 * The zero of the digit at `code`, or undefined for a character that is no decimal digit. Unicode
 * encodes every decimal digit (`\p{Nd}`) in runs of ten from 0 to 9, a rule its stability policy
 * keeps for future versions; some runs stand back to back (the five sets of mathematical digits at
 * U+1D7CE), so the zero is the run's start plus a whole number of tens.
 */
function zeroOf(code: number): number | undefined {
  if (code >= 0x30 && code <= 0x39) return 0x30;
  if (code < 0x80) return undefined;
  let zero = zeros.get(code);
  if (zero === undefined) {
    zero = -1;
    if (DECIMAL_DIGIT.test(String.fromCodePoint(code))) {
      let start = code;
      while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
      zero = code - ((code - start) % 10);
    }
    zeros.set(code, zero);
  }
  return zero < 0 ? undefined : zero;
}

function nameOf(zero: number): string {
  const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return NAMES.get(zero) ?? `${hex(zero)}-${hex(zero + 9)}`;
}

/** The script of the first digit of `text` that is no ASCII one, else Latin. */
export function digitScriptOf(text: string): string {
  for (const char of text) {
    const zero = zeroOf(char.codePointAt(0)!);
    if (zero !== undefined && zero !== 0x30) return nameOf(zero);
  }
  return 'Latin';
}

const ARABIC_DECIMAL = 0x66b;
const ARABIC_GROUP = 0x66c;
const ARABIC_PERCENT = 0x66a;
const FULL_WIDTH_ZERO = 0xff10;

/**
 * Full-width forms of the ASCII signs a number or a date is written with (`，` `．` `－` `／` `：`
 * `＋` `％` `（` `）`). Each is its ASCII sign, only wider; they are read as such only in a value
 * whose digits are full-width, as a Japanese or Chinese input method types all of it.
 */
const FULL_WIDTH_SIGN = /[\uff05\uff08\uff09\uff0b-\uff0f\uff1a]/;
const FULL_WIDTH_SEPARATOR = /[\uff0c\uff0e]/;

/** The kinds of separators, in the order messages name them. */
const SEPARATORS = ['Arabic separators (٫ ٬)', 'full-width separators (， ．)', 'Latin ones (. ,)'] as const;
type Separators = (typeof SEPARATORS)[number];

/**
 * Direction marks RTL writers put around or inside a number (RLM, LRM, ALM, the embeddings and
 * isolates): invisible, they change how it shows, never which number it is.
 */
const DIRECTION_MARK = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const FOREIGN = /(?![0-9])\p{Nd}|[\u066a-\u066c\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
// Most cells are ASCII, which has nothing to fold: tested first, as it is faster than FOREIGN.
const NON_ASCII = /[^\x00-\x7f]/;

function isDigit(char: string | undefined): boolean {
  return char !== undefined && zeroOf(char.codePointAt(0)!) !== undefined;
}

/**
 * `text` with its digits in ASCII, direction marks dropped, the Arabic percent sign as `%` and,
 * when `marks` is given, the Arabic decimal and thousands separators as `marks` says (without it
 * they are kept as written). Full-width signs become ASCII ones where the digits are full-width.
 * Refused: digits of two scripts in one value, and Arabic or full-width separators beside Latin
 * ones or each other, since which one is the decimal mark is then a guess.
 */
export function foldDigitScripts(text: string, marks?: NumberMarks): FoldedText {
  if (!NON_ASCII.test(text) || !FOREIGN.test(text)) return { ok: true, text };
  const scripts = new Set<number>();
  for (const char of text) {
    const zero = zeroOf(char.codePointAt(0)!);
    if (zero !== undefined) scripts.add(zero);
  }
  if (scripts.size > 1)
    return {
      ok: false,
      message: `digits of two scripts in one value (${[...scripts].map(nameOf).join(' and ')}): which number is meant is not certain; write it in one script`,
    };
  const fullWidth = scripts.has(FULL_WIDTH_ZERO);
  const chars = [...text].filter((char) => !DIRECTION_MARK.test(char));
  const separators = new Set<Separators>();
  let folded = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    const code = char.codePointAt(0)!;
    const zero = zeroOf(code);
    if (zero !== undefined) folded += String.fromCharCode(0x30 + code - zero);
    else if (code === ARABIC_DECIMAL || code === ARABIC_GROUP) {
      separators.add('Arabic separators (٫ ٬)');
      // Without grouping in the format, the Arabic thousands mark is read as a space, which groups.
      folded += marks === undefined ? char : code === ARABIC_DECIMAL ? marks.decimal : marks.group || '\u00a0';
    } else if (code === ARABIC_PERCENT) folded += '%';
    else if (fullWidth && FULL_WIDTH_SIGN.test(char)) {
      if (FULL_WIDTH_SEPARATOR.test(char)) separators.add('full-width separators (， ．)');
      folded += String.fromCharCode(code - 0xfee0);
    } else {
      if ((char === '.' || char === ',') && (isDigit(chars[i - 1]) || isDigit(chars[i + 1])))
        separators.add('Latin ones (. ,)');
      folded += char;
    }
  }
  if (separators.size > 1)
    return {
      ok: false,
      message: `${SEPARATORS.filter((kind) => separators.has(kind)).join(' and ')} in one value: which is the decimal mark is not certain; write it with one kind`,
    };
  return { ok: true, text: folded };
}
