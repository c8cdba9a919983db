/**
 * Which single-byte encoding a text that is not UTF-8 was written in, judged by what its bytes
 * above 0x7F read as: a Windows file read as Mac Roman turns "Müller" into "M¸ller", a Mac file
 * read as Windows-1252 turns it into "MŸller". Letters of the languages written in these
 * encodings are Latin-1 letters, lower case inside a word; symbols, controls, other letters and
 * a capital after a small letter are what a wrong reading makes of them. Pure.
 */
import { TextDecoder } from 'node:util';

/** The single-byte encodings a mapping may name; WHATWG decoders read ISO-8859-1 as Windows-1252. */
export const SINGLE_BYTE_ENCODINGS = ['windows-1252', 'macintosh'] as const;
export type SingleByteEncoding = (typeof SINGLE_BYTE_ENCODINGS)[number];

/** How each encoding is named in advice: ISO-8859-1 reads the same as Windows-1252. */
export const ENCODING_NAMES: Record<SingleByteEncoding, string> = {
  'windows-1252': 'windows-1252 or iso-8859-1',
  macintosh: 'macintosh (Mac Roman)',
};

export interface EncodingGuess {
  /** Each encoding with its score, best first. */
  ranked: Array<{ encoding: SingleByteEncoding; score: number }>;
  /** The encoding whose reading is clearly best; undefined when the bytes do not tell. */
  best: SingleByteEncoding | undefined;
}

/** `bytes` decoded in `encoding`, one character per byte (every one of these maps into the BMP). */
export function decodeSingleByte(bytes: Uint8Array, encoding: SingleByteEncoding): string {
  // Decoded as a stream: Node's one-shot decode of windows-1252 reads it as Latin-1.
  const decoder = new TextDecoder(encoding);
  return decoder.decode(bytes, { stream: true }) + decoder.decode();
}

/**
 * Scores the readings of `bytes` in each encoding.
 * @param macLineEnds the file's lines end with a lone CR, as a Mac writes them: wins a tie for macintosh
 */
export function guessSingleByteEncoding(bytes: Uint8Array, macLineEnds: boolean): EncodingGuess {
  const ranked = SINGLE_BYTE_ENCODINGS.map((encoding) => ({ encoding, score: scoreReading(bytes, encoding) })).sort(
    (a, b) => b.score - a.score || (macLineEnds ? (a.encoding === 'macintosh' ? -1 : 1) : 0),
  );
  const [first, second] = ranked as [(typeof ranked)[0], (typeof ranked)[0]];
  const clear = first.score > 0 && (first.score > second.score || (macLineEnds && first.encoding === 'macintosh'));
  return { ranked, best: clear ? first.encoding : undefined };
}

function scoreReading(bytes: Uint8Array, encoding: SingleByteEncoding): number {
  const text = decodeSingleByte(bytes, encoding);
  let score = 0;
  for (let i = 0; i < bytes.length; i++) {
    if ((bytes[i] ?? 0) < 0x80) continue;
    score += scoreCharacter(text[i] ?? '', text[i - 1] ?? '', text[i + 1] ?? '');
  }
  return score;
}

const LETTER = /\p{L}/u;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const CONTROL = /[\p{Cc}\p{Co}]/u;

/** +1 for a letter as a word holds it, -1 or -2 for what a wrong reading makes, 0 for a symbol on its own. */
function scoreCharacter(char: string, before: string, after: string): number {
  if (CONTROL.test(char)) return -2;
  const letterBefore = LETTER.test(before);
  const letterAfter = LETTER.test(after);
  if (!LETTER.test(char)) return letterBefore && letterAfter ? -1 : 0;
  if (!isWordLetter(char, after)) return -1;
  if (UPPER.test(char) && LOWER.test(before)) return -1;
  return letterBefore || letterAfter ? 1 : 0;
}

/** A Latin-1 letter, or œ/Œ before a letter (cœur, œuvre: never at a word's end). */
function isWordLetter(char: string, after: string): boolean {
  const code = char.charCodeAt(0);
  if (code === 0x152 || code === 0x153) return LETTER.test(after);
  return code >= 0xc0 && code <= 0xff && code !== 0xd7 && code !== 0xf7;
}
