/**
 * Decodes a CSV file's bytes to text chunk by chunk, strictly: a BOM picks UTF-8 or UTF-16,
 * otherwise the named encoding is used; bytes that are not valid text stop the read with an
 * InputFileError naming the byte offset and line.
 */
import { createReadStream } from 'node:fs';
import { TextDecoder } from 'node:util';
import { InputFileError } from '../../errors.js';
import type { TableOptions } from '../sheet-row.js';
import { firstInvalidUtf8, incompleteUtf8Tail } from './utf8-scan.js';

export type TextEncoding = NonNullable<TableOptions['encoding']>;

/** The encoding a byte-order mark at the start of `head` announces, and the mark's length. */
export function detectBom(head: Uint8Array): { encoding: TextEncoding; length: number } | undefined {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return undefined;
}

/**
 * Text of `chunks` (the bytes of `path`, in order). `encoding` applies when there is no BOM.
 * @param encoding @default 'utf-8'
 */
export async function* decodeText(
  chunks: AsyncIterable<Buffer>,
  path: string,
  file: string,
  encoding: TextEncoding = 'utf-8',
): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  let used = encoding;
  let offset = 0;
  let tail: Uint8Array = new Uint8Array(0);
  for await (const raw of chunks) {
    let chunk: Uint8Array = raw;
    if (!decoder) {
      const bom = detectBom(chunk);
      if (bom) {
        used = bom.encoding;
        chunk = chunk.subarray(bom.length);
        offset = bom.length;
      }
      decoder = new TextDecoder(used, { fatal: true, ignoreBOM: true });
    }
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch (error) {
      throw await badText(path, file, used, offset, tail, chunk, false, error);
    }
    if (used === 'utf-8') tail = carryTail(tail, chunk);
    offset += chunk.length;
    if (text) yield text;
  }
  if (!decoder) return;
  let rest: string;
  try {
    rest = decoder.decode();
  } catch (error) {
    throw await badText(path, file, used, offset, tail, new Uint8Array(0), true, error);
  }
  if (rest) yield rest;
}

/** The bytes of a character still open after `chunk` (it may span more than one short chunk). */
function carryTail(tail: Uint8Array, chunk: Uint8Array): Uint8Array {
  const joined = chunk.length >= 4 ? chunk : concat(tail, chunk);
  return joined.slice(joined.length - incompleteUtf8Tail(joined));
}

async function badText(
  path: string,
  file: string,
  encoding: TextEncoding,
  offset: number,
  tail: Uint8Array,
  chunk: Uint8Array,
  final: boolean,
  cause: unknown,
): Promise<InputFileError> {
  if (encoding !== 'utf-8') {
    return new InputFileError(`the text is not valid ${encoding.toUpperCase()} near byte offset ${offset}`, { file }, { cause });
  }
  const joined = concat(tail, chunk);
  const at = Math.max(0, firstInvalidUtf8(joined, final));
  const byteOffset = offset - tail.length + at;
  const byte = joined[at];
  const hex = `byte 0x${(byte ?? 0).toString(16).toUpperCase().padStart(2, '0')}`;
  const shown = final ? `${hex} starts a character cut off by the end of the file` : hex;
  const row = await lineAt(path, byteOffset);
  return new InputFileError(
    `invalid UTF-8 at byte offset ${byteOffset} (${shown}); expected UTF-8 text (for Windows-1252 or ISO-8859-1 files, set the encoding in the mapping)`,
    { file, row },
    { cause },
  );
}

/** 1-based line of a byte offset, counted by reading the file up to it (only on the error path). */
async function lineAt(path: string, byteOffset: number): Promise<number> {
  let line = 1;
  if (byteOffset === 0) return line;
  for await (const chunk of createReadStream(path, { start: 0, end: byteOffset - 1 }) as AsyncIterable<Buffer>) {
    let at = chunk.indexOf(0x0a);
    while (at >= 0) {
      line++;
      at = chunk.indexOf(0x0a, at + 1);
    }
  }
  return line;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}
