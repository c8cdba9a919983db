/**
 * The words that show a person two spellings of one invoice number: the characters they cannot
 * see or tell apart named in angle brackets (`INV<NBSP>500`, `INV-8<ZWSP>`, `INV<EN DASH>7`), and
 * what differs between the spellings. A message that quotes `INV 500` twice, once with a no-break
 * space, tells the user nothing. Pure.
 */
import { spellingDifferences, type NumberSpelling } from './fold-invoice-number.js';

/** Names of the characters that look like another or like nothing. */
const NAMES: Readonly<Record<string, string>> = {
  '\u00a0': 'NBSP',
  '\u202f': 'NNBSP',
  '\u2007': 'FIGURE SPACE',
  '\u3000': 'IDEOGRAPHIC SPACE',
  '\u00ad': 'SHY',
  '\u200b': 'ZWSP',
  '\u200c': 'ZWNJ',
  '\u200d': 'ZWJ',
  '\u2060': 'WJ',
  '\ufeff': 'BOM',
  '\u2010': 'HYPHEN',
  '\u2011': 'NB HYPHEN',
  '\u2012': 'FIGURE DASH',
  '\u2013': 'EN DASH',
  '\u2014': 'EM DASH',
  '\u2015': 'HORIZONTAL BAR',
  '\u2212': 'MINUS',
  '\ufe63': 'SMALL HYPHEN-MINUS',
};

/**
 * Spaces other than the plain one, format characters, controls, and the dashes that pass for a
 * hyphen (fold-invoice-number.ts's but the full-width one, as wide as the full-width text around it).
 */
const HIDDEN = /[\p{Z}\p{Cf}\p{Cc}\u2010-\u2015\u2212\ufe63]/gu;

/** `text` with each character a person cannot see or tell from another written as `<NAME>`. */
export function showHidden(text: string): string {
  return text.replace(HIDDEN, (char) => (char === ' ' ? char : `<${nameOf(char)}>`));
}

/** The character's name, or its code point (`U+2028`) for one without. */
function nameOf(char: string): string {
  return NAMES[char] ?? `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

const WORDS: Readonly<Record<NumberSpelling, string>> = {
  width: 'full-width characters',
  invisible: 'invisible characters',
  spaces: 'spaces',
  dashes: 'the kind of dash',
  case: 'letter case',
  'point-zero': 'a trailing .0',
  'leading-zeros': 'leading zeros',
  punctuation: 'punctuation',
};

/** How `one` and `other` (equal folded) differ, in words: `leading zeros`, `letter case and spaces`. */
export function spellingWords(one: string, other: string): string {
  const words = spellingDifferences(one, other).map((name) => WORDS[name]);
  if (words.length <= 1) return words[0] ?? 'nothing';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]!}`;
}
