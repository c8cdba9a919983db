/**
 * Turns a CSV file's bytes into checked UTF-8 bytes, chunk by chunk: a BOM picks UTF-8 or
 * UTF-16, then NUL bytes in every other position pick UTF-16, otherwise the named encoding is used. UTF-8 input is validated and passed on as it is
 * (no decoding and re-encoding); other encodings are decoded strictly and re-encoded. Bytes that
 * are not valid text stop the read with an InputFileError naming the byte offset and line.
 */
import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { InputFileError } from '../../errors.js';
import type { TableOptions } from '../sheet-row.js';
import { detectUtf16 } from './detect-utf16.js';
import { invalidUtf8Error } from './explain-invalid-utf8.js';
import { firstInvalidUtf8, incompleteUtf8Tail } from './utf8-scan.js';
import { judgesUtf8, utf8AsSingleByteError, Utf8Evidence } from './refuse-utf8-as-single-byte.js';

export type TextEncoding = NonNullable<TableOptions['encoding']>;

/** The encoding a byte-order mark at the start of `head` announces, and the mark's length. */
export function detectBom(head: Uint8Array): { encoding: TextEncoding; length: number } | undefined {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return undefined;
}

/** What the bytes are read as: the encoding (used when there is no BOM, @default 'utf-8'), and for the row of a bad byte, the table's layout. */
export type Utf8Options = Pick<TableOptions, 'encoding' | 'delimiter' | 'preambleLines'>;

/** UTF-8 bytes of `chunks` (the bytes of `path`, in order), BOM removed. */
export async function* utf8Bytes(
  chunks: AsyncIterable<Buffer>,
  path: string,
  file: string,
  options: Utf8Options = {},
): AsyncGenerator<Buffer> {
  const encoding = options.encoding ?? 'utf-8';
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const detected = detectEncoding(first.value, encoding);
  if (!detected) {
    throw new InputFileError(
      'expected CSV text, but the file holds zero bytes (for UTF-16 text without a byte-order mark, set the encoding in the mapping: utf-16le or utf-16be)',
      { file },
    );
  }
  const used = detected.encoding;
  const start = detected.bomLength;
  async function* rest(): AsyncGenerator<Buffer> {
    yield first.value!.subarray(start);
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  if (used === 'utf-8') yield* checkedUtf8(rest(), path, file, start, options);
  else yield* reencoded(rest(), path, file, used, start, options);
}

/**
 * The encoding of a file starting with `head` and the length of its BOM: a BOM wins, then UTF-16
 * as its NUL bytes show it, then `configured`; undefined for NUL bytes in no UTF-16 pattern.
 */
export function detectEncoding(
  head: Uint8Array,
  configured: TextEncoding,
): { encoding: TextEncoding; bomLength: number } | undefined {
  const bom = detectBom(head);
  if (bom) return { encoding: bom.encoding, bomLength: bom.length };
  if (configured === 'utf-16le' || configured === 'utf-16be') return { encoding: configured, bomLength: 0 };
  const pattern = detectUtf16(head);
  if (pattern === 'utf-16le' || pattern === 'utf-16be') return { encoding: pattern, bomLength: 0 };
  return pattern === undefined ? { encoding: configured, bomLength: 0 } : undefined;
}

async function* checkedUtf8(
  chunks: AsyncIterable<Buffer>,
  path: string,
  file: string,
  start: number,
  options: Utf8Options,
): AsyncGenerator<Buffer> {
  let offset = start;
  let tail: Buffer = Buffer.alloc(0);
  for await (const chunk of chunks) {
    const joined = tail.length > 0 ? Buffer.concat([tail, chunk]) : chunk;
    const complete = joined.length - incompleteUtf8Tail(joined);
    const body = joined.subarray(0, complete);
    if (!isUtf8(body)) throw await invalidUtf8(path, file, offset, body, false, options);
    offset += complete;
    tail = Buffer.from(joined.subarray(complete));
    if (body.length > 0) yield body;
  }
  if (tail.length > 0) throw await invalidUtf8(path, file, offset, tail, true, options);
}

async function* reencoded(
  chunks: AsyncIterable<Buffer>,
  path: string,
  file: string,
  encoding: TextEncoding,
  start: number,
  options: Utf8Options,
): AsyncGenerator<Buffer> {
  const decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
  // Whether the bytes are UTF-8 instead, known once all are read: the rows already read are then refused with the file.
  const evidence = judgesUtf8(encoding) ? new Utf8Evidence(start) : undefined;
  let offset = start;
  try {
    for await (const chunk of chunks) {
      evidence?.push(chunk);
      const text = decoder.decode(chunk, { stream: true });
      offset += chunk.length;
      if (text) yield Buffer.from(text, 'utf8');
    }
    const text = decoder.decode();
    const utf8 = evidence?.utf8Offset();
    if (utf8 !== undefined) throw await utf8AsSingleByteError(path, file, utf8, encoding, options);
    if (text) yield Buffer.from(text, 'utf8');
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    // A byte the code page lacks, in bytes that are UTF-8 so far: the UTF-8 is the likelier cause.
    const utf8 = evidence?.utf8Offset();
    if (utf8 !== undefined) throw await utf8AsSingleByteError(path, file, utf8, encoding, options);
    throw new InputFileError(
      `the text is not valid ${encoding.toUpperCase()} near byte offset ${offset}`,
      { file },
      { cause: error },
    );
  }
}

async function invalidUtf8(
  path: string,
  file: string,
  offset: number,
  bytes: Buffer,
  atEnd: boolean,
  options: Utf8Options,
): Promise<InputFileError> {
  const at = Math.max(0, firstInvalidUtf8(bytes, true));
  return invalidUtf8Error(path, file, offset + at, atEnd, options);
}
