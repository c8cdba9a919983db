/**
 * Decoding and encoding the text of a CSV source in its own encoding, so its annotated copy has
 * the same bytes. Decoding keeps a byte order mark as a character, so it is written back.
 * Node encodes UTF-8 and UTF-16 itself; Windows-1252 (which is what the WHATWG decoders read
 * for ISO-8859-1 too) and Mac Roman have no encoder in Node, so each is its decoder's table read
 * backwards: every byte decodes to a distinct character, hence every source byte comes back as it
 * was, and a character of an added field that the encoding lacks becomes `?`. A double-byte source
 * (Shift-JIS, GBK, Big5, EUC-KR) has no encoder: its copy is written in UTF-8 with a byte order mark,
 * which Excel opens as such; the copy is for people to read, not to import again in the source's code page.
 */
import { TextDecoder } from 'node:util';
import { decodeWholeBytes } from '../../sheets/csv/decode-whole-bytes.js';
import type { TableOptions } from '../../sheets/sheet-row.js';
import { isMultiByteEncoding } from '../../sheets/csv/csv-encodings.js';
import { detectEncoding } from '../../sheets/csv/utf8-bytes.js';

export type CsvEncoding = NonNullable<TableOptions['encoding']>;

const singleByteTables = new Map<string, Map<number, number>>();

function singleByteTable(encoding: CsvEncoding): Map<number, number> {
  let table = singleByteTables.get(encoding);
  if (!table) {
    const decoded = decodeWholeBytes(
      Uint8Array.from({ length: 256 }, (_, i) => i),
      encoding,
    );
    // A byte the encoding lacks decodes to U+FFFD and is never written.
    table = new Map(
      [...decoded].flatMap((char, byte) => (char === '\ufffd' ? [] : [[char.charCodeAt(0), byte] as const])),
    );
    singleByteTables.set(encoding, table);
  }
  return table;
}

export function encodeText(text: string, encoding: CsvEncoding): Buffer {
  if (encoding === 'utf-8') return Buffer.from(text, 'utf8');
  if (encoding === 'utf-16le') return Buffer.from(text, 'utf16le');
  if (encoding === 'utf-16be') return Buffer.from(text, 'utf16le').swap16();
  // WHATWG decoders read ISO-8859-1 as Windows-1252.
  const table = singleByteTable(encoding === 'iso-8859-1' ? 'windows-1252' : encoding);
  const bytes = Buffer.alloc(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = table.get(text.charCodeAt(i)) ?? 0x3f;
  return bytes;
}

/** The encoding the annotated copy of a source in `encoding` is written in: the source's, or UTF-8 for a double-byte one. */
export function copyEncoding(encoding: CsvEncoding): CsvEncoding {
  return isMultiByteEncoding(encoding) ? 'utf-8' : encoding;
}

/** What the output says of a copy not written in its source's encoding; undefined when it is. */
export function copyEncodingNote(encoding: CsvEncoding | undefined): string | undefined {
  if (encoding === undefined || !isMultiByteEncoding(encoding)) return undefined;
  return `written in UTF-8 with a byte order mark, not in the file's ${encoding}: open it in Excel to read it, do not import it again as ${encoding}`;
}

/** The encoding the reader uses for a file starting with `head`: a BOM wins, then UTF-16 by its NUL bytes, else the mapping's, else UTF-8. */
export function sourceEncoding(head: Uint8Array, configured: CsvEncoding | undefined): CsvEncoding {
  return detectEncoding(head, configured ?? 'utf-8')?.encoding ?? configured ?? 'utf-8';
}

/** The text of `chunks`, decoded strictly, the byte order mark kept. */
export async function* decodeText(chunks: AsyncIterable<Buffer>, encoding: CsvEncoding): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
  for await (const chunk of chunks) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
