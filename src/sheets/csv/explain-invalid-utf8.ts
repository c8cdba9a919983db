/**
 * The error for a CSV file that stops being UTF-8: where (byte offset, and the row the reader
 * would number the record holding it), and what the text is instead: the word around the bad
 * byte as each single-byte encoding reads it, the encoding that reads the file as words if one
 * does, and line ends of a lone CR as a Mac's sign. Reads the file again, on the error path only.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { InputFileError, csvRowPosition, type FilePosition } from '../../errors.js';
import type { TableOptions } from '../sheet-row.js';
import { countRecordLines } from './count-record-line.js';
import { separatorHint } from './read-separator-line.js';
import {
  decodeSingleByte,
  ENCODING_NAMES,
  guessSingleByteEncoding,
  type CandidateEncoding,
  type EncodingGuess,
} from './guess-single-byte-encoding.js';

/** Bytes after the bad one judged for the encoding. */
const JUDGED_BYTES = 64 * 1024;
/** A word is cut at this many bytes either side of the bad byte. */
const WORD_REACH = 40;
const SEPARATOR_LINE = /^\uFEFF?sep=/i;

export type CsvReadOptions = Pick<TableOptions, 'delimiter' | 'preambleLines'>;

export async function invalidUtf8Error(
  path: string,
  file: string,
  byteOffset: number,
  atEnd: boolean,
  options: CsvReadOptions,
): Promise<InputFileError> {
  const { place, loneCr, lineFeeds } = await scanTo(path, byteOffset, options);
  const start = Math.max(0, byteOffset - WORD_REACH);
  const window = await readBytes(path, start, byteOffset - start + JUDGED_BYTES);
  const at = byteOffset - start;
  const byte = window[at] ?? 0;
  const hex = `byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  const shown = atEnd ? `${hex} starts a character cut off by the end of the file` : hex;
  const macLineEnds = loneCr > 0 && lineFeeds === 0;
  const advice = atEnd ? '' : ` ${encodingAdvice(window, at, macLineEnds)}`;
  return new InputFileError(`invalid UTF-8 at byte offset ${byteOffset} (${shown}); expected UTF-8 text.${advice}`, {
    file,
    ...place,
  });
}

/**
 * What to set, and what the word around the bad byte reads as in each encoding. `resave` false
 * for a file Excel would rewrite in another shape (a pipe-delimited FEC): no advice to re-save it.
 */
export function encodingAdvice(window: Uint8Array, at: number, macLineEnds: boolean, resave = true): string {
  const guess = guessAround(window, at, macLineEnds);
  const word = wordAround(window, at);
  const readings = guess.ranked.map(({ encoding }) => `as ${ENCODING_NAMES[encoding]} "${showWord(word, encoding)}"`);
  const macSign = macLineEnds ? '; its lines end with a lone CR, as Excel for Mac writes "CSV (Macintosh)"' : '';
  const what = `The text reads ${readings.join(', ')}${macSign}`;
  if (!guess.best)
    return `${what}: the bytes do not tell which of these wrote the file, and a wrong one changes its letters without a word. ${resave ? 'Save it as "CSV UTF-8" (in Excel: Save As, CSV UTF-8) and read that file' : 'Keep the file as it is (re-saving it in Excel would change its delimiter): check its accented words in the validation workbook, and set the encoding that shows them right'}`;
  const also = guess.best === 'windows-1252' ? ' (or iso-8859-1, which reads the same letters)' : '';
  const words = guess.byWords
    ? `; only as ${ENCODING_NAMES[guess.best]} are its words those of a language that code page serves`
    : '';
  return `${what}${words}: set encoding: ${guess.best} in the mapping${also}`;
}

/** The candidate the advice names first, most plausible; undefined when no encoding reads the bytes. */
export function firstAdvisedEncoding(
  window: Uint8Array,
  at: number,
  macLineEnds: boolean,
): CandidateEncoding | undefined {
  return guessAround(window, at, macLineEnds).ranked[0]?.encoding;
}

/** The judgement of the bytes from a word before the bad byte on, which the advice lists. */
function guessAround(window: Uint8Array, at: number, macLineEnds: boolean): EncodingGuess {
  return guessSingleByteEncoding(window.subarray(Math.max(0, at - WORD_REACH)), macLineEnds);
}

/** The word as `encoding` reads it; a double-byte encoding reads from the word's first byte, which may be a character's second. */
function showWord(word: Uint8Array, encoding: CandidateEncoding): string {
  return decodeSingleByte(word, encoding).replace(/\ufffd+$/, '');
}

/** The bytes of the word holding `at`: up to a space, quote, line end or delimiter. */
export function wordAround(bytes: Uint8Array, at: number): Uint8Array {
  const ends = (byte: number | undefined): boolean =>
    byte === undefined ||
    byte === 0x20 ||
    byte === 0x22 ||
    byte === 0x0a ||
    byte === 0x0d ||
    ',;\t|'.includes(String.fromCharCode(byte));
  let start = at;
  while (start > 0 && at - start < WORD_REACH && !ends(bytes[start - 1])) start--;
  let end = at + 1;
  while (end < bytes.length && end - at < WORD_REACH && !ends(bytes[end])) end++;
  return bytes.subarray(start, end);
}

/** The row the reader gives the record holding the byte at `byteOffset`, and its line when that differs. */
export async function rowOfByte(
  path: string,
  byteOffset: number,
  options: CsvReadOptions,
): Promise<Pick<FilePosition, 'row' | 'rowLine'>> {
  return (await scanTo(path, byteOffset, options)).place;
}

/** The row of the byte at `byteOffset`, and the line ends before it. */
async function scanTo(
  path: string,
  byteOffset: number,
  options: CsvReadOptions,
): Promise<{ place: Pick<FilePosition, 'row' | 'rowLine'>; loneCr: number; lineFeeds: number }> {
  const head = Buffer.from(await readBytes(path, 0, 19)).toString('utf8');
  // Excel's `sep=` line is a line of its own, read without quoting like the preamble below it
  const plainLines = (options.preambleLines ?? 0) + (SEPARATOR_LINE.test(head) ? 1 : 0);
  // and it names the delimiter (`sep=~`) as the reader takes it, unless the mapping names one
  const counter = countRecordLines(
    plainLines,
    options.delimiter ?? separatorHint(head.replace(/^\uFEFF/, ''))?.delimiter,
  );
  let loneCr = 0;
  let lineFeeds = 0;
  let previous = 0;
  if (byteOffset > 0) {
    for await (const chunk of createReadStream(path, { start: 0, end: byteOffset - 1 }) as AsyncIterable<Buffer>) {
      counter.push(chunk);
      for (const byte of chunk) {
        if (previous === 0x0d && byte !== 0x0a) loneCr++;
        if (byte === 0x0a) lineFeeds++;
        previous = byte;
      }
    }
  }
  const after = await readBytes(path, byteOffset, JUDGED_BYTES);
  for (const byte of after) {
    if (previous === 0x0d && byte !== 0x0a) loneCr++;
    if (byte === 0x0a) lineFeeds++;
    previous = byte;
  }
  return { place: csvRowPosition(counter.recordRow(), counter.recordLine()), loneCr, lineFeeds };
}

export async function readBytes(path: string, position: number, length: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
