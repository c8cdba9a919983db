/**
 * The words each single-byte code page serves, by the languages it was made for: a reading of a
 * file in a code page should look like words of one of them.
 */
import { CENTRAL_WORDS } from './central-words.js';
import { BULGARIAN_WORDS, RUSSIAN_WORDS, SERBIAN_WORDS, UKRAINIAN_WORDS } from './cyrillic-words.js';
import { BALTIC_WORDS, GREEK_WORDS, TURKISH_WORDS, VIETNAMESE_WORDS } from './other-words.js';
import { ARABIC_WORDS, HEBREW_WORDS, THAI_WORDS } from './script-word-lists.js';
import { SCRIPT_SPELLINGS, type ScriptSpelling } from './script-words.js';
import { WESTERN_WORDS } from './western-words.js';
import { scriptModelOf, wordModelOf, type WordModel } from './word-model.js';

const western = Object.values(WESTERN_WORDS);
const central = Object.values(CENTRAL_WORDS);

/** Each code page the advice judges, with the words of the languages it serves. */
const LANGUAGES_OF = {
  'windows-1252': western,
  macintosh: western,
  'windows-1250': central,
  'iso-8859-2': central,
  'windows-1254': [TURKISH_WORDS],
  'windows-1257': Object.values(BALTIC_WORDS),
  'windows-1251': [RUSSIAN_WORDS, UKRAINIAN_WORDS, BULGARIAN_WORDS, SERBIAN_WORDS],
  'koi8-r': [RUSSIAN_WORDS, BULGARIAN_WORDS],
  'koi8-u': [UKRAINIAN_WORDS, RUSSIAN_WORDS],
  'windows-1253': [GREEK_WORDS],
  'windows-1258': [VIETNAMESE_WORDS],
} as const;

/** Each code page of one script other than Latin, Cyrillic and Greek, judged by its spelling. */
const SCRIPT_OF: Record<string, [string, ScriptSpelling] | undefined> = {
  'windows-1256': [ARABIC_WORDS, SCRIPT_SPELLINGS.arabic],
  'windows-1255': [HEBREW_WORDS, SCRIPT_SPELLINGS.hebrew],
  'windows-874': [THAI_WORDS, SCRIPT_SPELLINGS.thai],
};

const models = new Map<string, WordModel>();

/** The word model of `encoding`'s languages; undefined for an encoding without one. */
export function languageModelOf(encoding: string): WordModel | undefined {
  const lists = (LANGUAGES_OF as Record<string, readonly string[] | undefined>)[encoding];
  const script = SCRIPT_OF[encoding];
  if (lists === undefined && script === undefined) return undefined;
  let model = models.get(encoding);
  if (model === undefined) {
    model = script !== undefined ? scriptModelOf(...script) : wordModelOf(lists ?? []);
    models.set(encoding, model);
  }
  return model;
}
