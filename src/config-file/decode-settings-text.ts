/**
 * The text of a config, mapping or API key file, which must be UTF-8. Windows tools write others:
 * Notepad's "ANSI" (Windows-1252) and "Unicode" (UTF-16 with a byte-order mark). Read as UTF-8,
 * an ANSI "Geprüft" becomes "Gepr\ufffdft" and would be posted as such; UTF-16 becomes NUL-laced
 * noise. UTF-16 with a byte-order mark is read as what it is; anything else not UTF-8 is refused,
 * naming the encoding the bytes most likely are. Pure.
 */
import { TextDecoder } from 'node:util';
import { detectUtf16 } from '../sheets/csv/detect-utf16.js';
import { wordAround } from '../sheets/csv/explain-invalid-utf8.js';
import { decodeSingleByte, ENCODING_NAMES, guessSingleByteEncoding } from '../sheets/csv/guess-single-byte-encoding.js';
import { firstInvalidUtf8 } from '../sheets/csv/utf8-scan.js';

export type DecodedText = { text: string } | { problem: string; line?: number };

/** Bytes before the bad one judged for the encoding. */
const REACH = 40;

/** @param secret the file holds a secret: the problem never quotes its bytes' reading @default false */
export function decodeSettingsText(bytes: Uint8Array, secret = false): DecodedText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeUtf16(bytes.subarray(2), 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeUtf16(bytes.subarray(2), 'utf-16be');
  const nul = detectUtf16(bytes.subarray(0, 4096));
  if (nul === 'utf-16le' || nul === 'utf-16be' || nul === 'utf-16-unclear')
    return {
      problem: `the file is UTF-16 (Notepad's "Unicode") without a byte-order mark, which cannot be read safely; save it as UTF-8 (in Notepad: Save As, Encoding UTF-8)`,
    };
  if (nul === 'nul-bytes') return { problem: 'the file holds NUL bytes: expected a text file saved as UTF-8' };
  const bad = firstInvalidUtf8(bytes, true);
  if (bad < 0) return { text: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8') };
  return { problem: notUtf8Problem(bytes, bad, secret), line: lineOf(bytes, bad) };
}

function decodeUtf16(bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): DecodedText {
  try {
    return { text: new TextDecoder(encoding, { fatal: true }).decode(bytes) };
  } catch {
    return {
      problem: `the file starts with the byte-order mark of ${encoding.toUpperCase()} but is not valid ${encoding.toUpperCase()}; save it as UTF-8`,
    };
  }
}

/** What the word around the bad byte reads as, and the encoding the bytes most likely are. */
function notUtf8Problem(bytes: Uint8Array, at: number, secret: boolean): string {
  const hex = `byte 0x${(bytes[at] ?? 0).toString(16).toUpperCase().padStart(2, '0')}`;
  const start = Math.max(0, at - REACH);
  const guess = guessSingleByteEncoding(bytes.subarray(start), false);
  const likely = guess.best ?? guess.ranked[0]?.encoding;
  const word = wordAround(bytes, at);
  const reads = likely && !secret ? ` (as ${ENCODING_NAMES[likely]} it reads "${decodeSingleByte(word, likely)}")` : '';
  const saved =
    likely === undefined || likely === 'windows-1252'
      ? 'saved as Windows-1252 (ANSI)?'
      : `saved as ${ENCODING_NAMES[likely]}?`;
  return `not UTF-8 text: invalid ${hex}${reads}; ${saved} save it as UTF-8 (in Notepad: Save As, Encoding UTF-8), or its letters would change`;
}

function lineOf(bytes: Uint8Array, at: number): number {
  let line = 1;
  for (let i = 0; i < at; i++) if (bytes[i] === 0x0a) line++;
  return line;
}
