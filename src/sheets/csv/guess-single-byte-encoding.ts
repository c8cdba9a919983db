/**
 * Which legacy encoding a text that is not UTF-8 was written in, judged by what its bytes above
 * 0x7F read as in each encoding Excel writes CSV in: a Windows file read as Mac Roman turns
 * "Müller" into "M¸ller", a Mac file read as Windows-1252 turns it into "MŸller". One encoding
 * is named only when the evidence is decisive: every other reading shows bytes the encoding lacks,
 * control characters, or more broken words than words, or reads the same text, or the words of one
 * reading look like words of a language its code page serves where the others' do not (Western
 * "Lumière" is Central European "Lumičre": letters, but no Czech or Polish word). Otherwise the
 * candidates are named and none is advised: Windows-1254 "FŞ-2024" and Windows-1252 "FÞ-2024" are
 * both letters in a word, and only the writer knows which one it meant. Pure.
 */
import { TextDecoder } from 'node:util';
import { decodeWholeBytes } from './decode-whole-bytes.js';
import { CSV_ENCODINGS } from './csv-encodings.js';
import { preferReadingByWords } from './languages/prefer-reading-by-words.js';

/** What Excel writes CSV in per Windows locale, as judged: Western, Mac, Central European (and its ISO kin, which Unix exports write), Turkish, Baltic, Cyrillic (and KOI8, which Unix exports write), Greek, Arabic, Hebrew, Thai, Vietnamese, then East Asian. */
const SINGLE_BYTE_CANDIDATES = [
  'windows-1252',
  'macintosh',
  'windows-1250',
  'iso-8859-2',
  'windows-1254',
  'windows-1257',
  'windows-1251',
  'koi8-r',
  'koi8-u',
  'windows-1253',
  'windows-1256',
  'windows-1255',
  'windows-874',
  'windows-1258',
] as const;
/** Named only when every other reading is ruled out: valid double-byte sequences throughout, and no other encoding reading them. */
const MULTI_BYTE_CANDIDATES = ['shift_jis', 'euc-jp', 'gbk', 'big5', 'euc-kr'] as const;
export type CandidateEncoding = (typeof SINGLE_BYTE_CANDIDATES)[number] | (typeof MULTI_BYTE_CANDIDATES)[number];
/** A candidate a mapping may name. */
export type SingleByteEncoding = CandidateEncoding;

/** How each encoding is named in advice: ISO-8859-1 reads the same as Windows-1252. */
export const ENCODING_NAMES: Record<CandidateEncoding, string> = {
  'windows-1252': 'windows-1252 or iso-8859-1',
  macintosh: 'macintosh (Mac Roman)',
  'windows-1250': 'windows-1250 (Central European)',
  'iso-8859-2': 'iso-8859-2 (Central European)',
  'windows-1254': 'windows-1254 (Turkish)',
  'windows-1257': 'windows-1257 (Baltic)',
  'windows-1251': 'windows-1251 (Cyrillic)',
  'koi8-r': 'koi8-r (Russian)',
  'koi8-u': 'koi8-u (Ukrainian)',
  'windows-1253': 'windows-1253 (Greek)',
  'windows-1256': 'windows-1256 (Arabic)',
  'windows-1255': 'windows-1255 (Hebrew)',
  'windows-874': 'windows-874 (Thai)',
  'windows-1258': 'windows-1258 (Vietnamese)',
  shift_jis: 'shift_jis (Japanese)',
  'euc-jp': 'euc-jp (Japanese)',
  gbk: 'gbk (Chinese, simplified)',
  big5: 'big5 (Chinese, traditional)',
  'euc-kr': 'euc-kr (Korean)',
};

export interface EncodingGuess {
  /** Each encoding that may have written the text, with its score, most plausible first. */
  ranked: Array<{ encoding: CandidateEncoding; score: number }>;
  /** The encoding the evidence decides on, when a mapping may name it; undefined when it does not tell. */
  best: SingleByteEncoding | undefined;
  /** The evidence was the words: every other reading shows letters too, but no words of its languages. */
  byWords?: true;
}

/** `bytes` decoded in `encoding`; lenient, for showing a word as each encoding reads it. */
export function decodeSingleByte(bytes: Uint8Array, encoding: CandidateEncoding): string {
  return decodeWholeBytes(bytes, encoding);
}

interface Reading {
  encoding: CandidateEncoding;
  text: string;
  score: number;
  /** Bytes the encoding lacks, control characters, or more broken words than words. */
  ruledOut: boolean;
}

/**
 * Judges the readings of `bytes` in each candidate encoding.
 * @param macLineEnds the file's lines end with a lone CR, as a Mac writes them: macintosh goes first among equals
 */
export function guessSingleByteEncoding(bytes: Uint8Array, macLineEnds: boolean): EncodingGuess {
  const readings = [
    ...SINGLE_BYTE_CANDIDATES.map((encoding) => readSingleByte(bytes, encoding)),
    ...MULTI_BYTE_CANDIDATES.map((encoding) => readMultiByte(bytes, encoding)),
  ];
  const kept = readings
    .filter((reading) => !reading.ruledOut)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (macLineEnds ? Number(b.encoding === 'macintosh') - Number(a.encoding === 'macintosh') : 0),
    );
  const first = kept[0];
  // Lines ended by a lone CR are a Mac's: Excel for Mac writes CSV in Mac Roman only.
  const mac = macLineEnds && first?.encoding === 'macintosh';
  const decisive =
    first !== undefined && first.score > 0 && (mac || kept.every((reading) => reading.text === first.text));
  const byWords = decisive ? undefined : preferReadingByWords(kept);
  const chosen = decisive ? first.encoding : byWords;
  const best = chosen !== undefined && isNameable(chosen) ? chosen : undefined;
  const shown =
    kept.length > 0 ? kept : readings.filter((r) => SINGLE_BYTE_CANDIDATES.slice(0, 2).includes(r.encoding as never));
  // Encodings that read the text alike are one candidate: the first named stands for them.
  const distinct = shown.filter((reading, i) => shown.findIndex((other) => other.text === reading.text) === i);
  // The reading the words chose is shown first, as the one advised.
  const ordered = byWords === undefined ? distinct : [...distinct].sort((a, b) => rankOf(b) - rankOf(a));
  const ranked = ordered.map(({ encoding, score }) => ({ encoding, score }));
  return byWords !== undefined && best !== undefined ? { ranked, best, byWords: true } : { ranked, best };

  function rankOf(reading: Reading): number {
    return Number(reading.encoding === byWords);
  }
}

function isNameable(encoding: CandidateEncoding): encoding is SingleByteEncoding {
  return (CSV_ENCODINGS as readonly string[]).includes(encoding);
}

function readSingleByte(bytes: Uint8Array, encoding: CandidateEncoding): Reading {
  const text = decodeSingleByte(bytes, encoding);
  let score = 0;
  let ruledOut = false;
  for (let i = 0; i < bytes.length; i++) {
    if ((bytes[i] ?? 0) < 0x80) continue;
    const char = text[i] ?? '';
    if (char === '\ufffd' || CONTROL.test(char) || gluedToLatin(char, text[i - 1] ?? '', text[i + 1] ?? ''))
      ruledOut = true;
    score += scoreCharacter(char, text[i - 1] ?? '', text[i + 1] ?? '');
  }
  return { encoding, text, score, ruledOut: ruledOut || score < 0 };
}

/** A double-byte reading: ruled out by a byte sequence the encoding lacks, or by its characters glued inside Latin words. */
function readMultiByte(bytes: Uint8Array, encoding: CandidateEncoding): Reading {
  // A window may start inside a character: the reading from the next byte is as good.
  const texts = [0, 1].flatMap((skip) => {
    try {
      return [new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(skip), { stream: true })];
    } catch {
      return [];
    }
  });
  const text = texts[0];
  if (text === undefined) return { encoding, text: '', score: 0, ruledOut: true };
  const chars = [...text];
  let score = 0;
  chars.forEach((char, i) => {
    if (char.charCodeAt(0) < 0x80) return;
    if (CONTROL.test(char) || char === '\ufffd') score -= 100;
    else if (LATIN.test(chars[i - 1] ?? '') && LATIN.test(chars[i + 1] ?? '')) score -= 2;
    else if (LETTER.test(char)) score += 2;
  });
  return { encoding, text, score, ruledOut: score <= 0 };
}

const LETTER = /\p{L}/u;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const LATIN = /\p{Script=Latin}/u;
const CONTROL = /[\p{Cc}\p{Co}]/u;
const MARK = /\p{M}/u;
/** A letter or a mark inside a word: Thai vowel signs, Hebrew points, Arabic harakat, Vietnamese tones in Windows-1258. */
const WORD_CHAR = /[\p{L}\p{M}]/u;
/** By script, not script extension: a Vietnamese combining tilde is listed among Thai's extensions too. Arabic harakat are of every script. */
const ARABIC = /[\p{Script=Arabic}\u064B-\u0652]/u;
const HEBREW = /\p{Script=Hebrew}/u;
const THAI = /\p{Script=Thai}/u;
const RIGHT_TO_LEFT_OR_THAI = new RegExp(`${ARABIC.source}|${HEBREW.source}|${THAI.source}`, 'u');
const SCRIPTS = [LATIN, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, ARABIC, HEBREW, THAI];

/**
 * +1 for a letter as a word holds it, -1 for what a wrong reading makes (a symbol inside a word,
 * a capital after a small letter, a letter of another script glued to a word, a mark on no letter
 * or on a letter of another script), 0 for a symbol on its own.
 */
function scoreCharacter(char: string, before: string, after: string): number {
  const letterBefore = WORD_CHAR.test(before);
  const letterAfter = WORD_CHAR.test(after);
  if (MARK.test(char)) return letterBefore && !foreignTo(char, before) ? 1 : -1;
  if (!LETTER.test(char)) return letterBefore && letterAfter ? -1 : 0;
  if (UPPER.test(char) && LOWER.test(before)) return -1;
  if ([before, after].some((c) => LETTER.test(c) && foreignTo(char, c))) return -1;
  return letterBefore || letterAfter ? 1 : 0;
}

/**
 * An Arabic, Hebrew or Thai letter or mark inside a Latin word ("Brødrene" as Windows-1256 is
 * "Br" and a shadda, "drene"): no writer makes one, so the reading is not the file's.
 */
function gluedToLatin(char: string, before: string, after: string): boolean {
  if (!RIGHT_TO_LEFT_OR_THAI.test(char)) return false;
  return LATIN.test(before) || (!MARK.test(char) && LATIN.test(after));
}

/** Whether the letter `other` is of another script than `char` (a mark of every script, as a Vietnamese tone, is of none). */
function foreignTo(char: string, other: string): boolean {
  const script = SCRIPTS.find((s) => s.test(char));
  return LETTER.test(other) && script !== undefined && !script.test(other);
}
