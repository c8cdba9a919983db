/**
 * Windows PowerShell 5.1's Export-Csv writes ASCII unless told `-Encoding UTF8`, and so does any
 * export to a code page that lacks a letter: each letter it cannot write becomes `?` (`Müller` ->
 * `M?ller`, `Publicité été` -> `Publicit? ?t?`, a Japanese name -> `???`). Such text was posted.
 * Real question marks end a word (`What?`, `Q? 2026`, French `Quoi ?`) or open a URL's query
 * (`?id=7`): a `?` that does neither is taken for a lost letter. A `?` after the last letter of a
 * word (`Caf?`) reads as a real one and is missed, unless the text has another lost letter. Pure.
 */
import type { FieldRule } from './compiled-mapping.js';

/** A URL or its query: `?` there starts parameters, never stands for a letter. */
const URL_WORD = /:\/\/|^www\.|\?[\p{L}\p{N}_.~-]*=/iu;

/** `?` between two letters or digits (`M?ller`, `N?1002` from a non-breaking hyphen). */
const INSIDE_WORD = /[\p{L}\p{N}]\?+[\p{L}\p{N}]/u;
/** `?` opening a word before a letter (`?t?` for `été`, `(?cole)`, `?Qu?` for `¿Qué`). */
const OPENS_WORD = /(?:^|[^\p{L}\p{N}?])\?+\p{L}/u;
/** A word of question marks only (`???` for a name in a script the code page lacks); one alone is punctuation. */
const ONLY_MARKS = /^\?{2,}$/;

/** True when the text holds a `?` that most likely replaced a letter its writer's code page lacks. */
export function holdsLostLetters(text: string): boolean {
  if (!text.includes('?')) return false;
  return text
    .split(/[\s\p{Z}]+/u)
    .some((word) => !URL_WORD.test(word) && (INSIDE_WORD.test(word) || OPENS_WORD.test(word) || ONLY_MARKS.test(word)));
}

/**
 * The problem of a text field's value with lost letters, unless the mapping reads them as written.
 * Only text fields: an amount, date, rate or code with a `?` is refused by its own reading.
 */
export function lostLettersProblem(text: string, rule: Pick<FieldRule, 'reading'>): string | undefined {
  if (rule.reading?.questionMarks === 'read' || !holdsLostLetters(text)) return undefined;
  return LOST_LETTERS_MESSAGE;
}

const LOST_LETTERS_MESSAGE =
  "holds ? where letters were (an export that wrote text its code page lacks, such as Windows PowerShell 5.1's Export-Csv without -Encoding UTF8): export the file again in UTF-8, or set source.questionMarks: read in the mapping to post such text as written";
