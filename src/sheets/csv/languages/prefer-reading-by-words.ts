/**
 * The tie-break between single-byte readings that all read the bytes as letters: the reading whose
 * words look like words of a language its code page serves, where each other reading's words do
 * not. "Lumière", "Pubblicità" and "Ørsted" read as Windows-1250 are "Lumičre", "Pubblicitŕ" and
 * "Řrsted": letters, but no word of a Central European language pairs them so. One is named only
 * when the words decide: at least three words of four letters or more for it, more than its own
 * words that read as no word, and three times as many as against it. Pure.
 */
import { languageModelOf } from './code-page-languages.js';
import { wordLikeness, type WordModel } from './word-model.js';

export interface TextReading {
  encoding: string;
  /** The bytes decoded, one character per byte. */
  text: string;
}

/** A word reads as one of its languages at this likeness or more ... */
const LIKE = 0.9;
/** ... and as none at this or less. */
const UNLIKE = 0.5;
/** Shorter words are too easily letters of some language by chance: "аб" is Russian pairing, and Greek "αβ" as KOI8-U. */
const MIN_LETTERS = 4;
/** Words that must speak for the reading named ... */
const MIN_WORDS = 3;
/** ... and how many times more of them than against it: a Czech name in a Western file reads right as Windows-1250 only. */
const OUTWEIGH = 3;

/** Marks count as letters: Thai vowel signs, Hebrew points and Vietnamese tones written as combining marks sit inside words. */
const LETTER = /[\p{L}\p{M}]/u;
const SMALL_THEN_CAPITAL = /\p{Ll}\p{Lu}/u;

/** The encoding whose reading the words favour over every other reading; undefined when they do not decide. */
export function preferReadingByWords<T extends TextReading>(readings: readonly T[]): T['encoding'] | undefined {
  const named = readings.filter((candidate) =>
    readings.every((other) => other.text === candidate.text || wordsFavour(candidate, other)),
  );
  // Encodings that read the text alike (KOI8-R and KOI8-U on Russian) are one reading: the first stands for them.
  return named.length > 0 && named.every((reading) => reading.text === named[0]!.text) ? named[0]!.encoding : undefined;
}

/** Whether the words `a` and `b` read differently favour `a`. */
function wordsFavour(a: TextReading, b: TextReading): boolean {
  const modelA = languageModelOf(a.encoding);
  const modelB = languageModelOf(b.encoding);
  if (modelA === undefined || modelB === undefined || a.text.length !== b.text.length) return false;
  let forA = 0;
  let forB = 0;
  let unlikeA = 0;
  for (const [start, end] of differingWords(a.text, b.text)) {
    if (end - start < MIN_LETTERS) continue;
    const likeA = likeness(a.text.slice(start, end), modelA);
    const likeB = likeness(b.text.slice(start, end), modelB);
    if (likeA <= UNLIKE) unlikeA++;
    if (likeA >= LIKE && likeB <= UNLIKE) forA++;
    else if (likeB >= LIKE && likeA <= UNLIKE) forB++;
  }
  return forA >= MIN_WORDS && forA >= OUTWEIGH * forB && forA > unlikeA;
}

/** A word with a character that is no letter, or a capital after a small letter, is no word of any language. */
function likeness(word: string, model: WordModel): number {
  if (![...word].every((char) => LETTER.test(char)) || SMALL_THEN_CAPITAL.test(word)) return 0;
  return wordLikeness(word, model) ?? 0;
}

/** The spans of letters, in either reading, where the two readings differ. */
function differingWords(a: string, b: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let i = 0;
  while (i < a.length) {
    if (!LETTER.test(a[i]!) && !LETTER.test(b[i]!)) {
      i++;
      continue;
    }
    const start = i;
    while (i < a.length && (LETTER.test(a[i]!) || LETTER.test(b[i]!))) i++;
    if (a.slice(start, i) !== b.slice(start, i)) spans.push([start, i]);
  }
  return spans;
}
