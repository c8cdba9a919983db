/**
 * A file whose bytes are UTF-8 with characters beyond ASCII, read through a mapping that names a
 * single-byte code page, would have each such character turned into two or three others ("–" into
 * "â€“") and be read as valid text. Such a file is refused, as a file that is not UTF-8 read as
 * UTF-8 is (explain-invalid-utf8.ts). Valid UTF-8 is almost never text in a code page: in UTF-8
 * every byte above 0x7F is part of a lead byte (0xC2-0xF4) followed by exactly one to three bytes
 * of 0x80-0xBF. In each code page those bytes are letters and symbols, so its text is UTF-8 only
 * when every letter beyond ASCII is such a lead followed by just that many of the others (in
 * Windows-1252 an accented capital and then symbols: "Ã©"), and never stands next to an ASCII
 * letter ("Café" is not UTF-8). A word may; a whole file of real text does not.
 */
import { isAscii, isUtf8 } from 'node:buffer';
import { decodeWholeBytes } from './decode-whole-bytes.js';
import { InputFileError } from '../../errors.js';
import { isMultiByteEncoding } from './csv-encodings.js';
import { readBytes, rowOfByte, wordAround, type CsvReadOptions } from './explain-invalid-utf8.js';
import { incompleteUtf8Tail } from './utf8-scan.js';

/** Bytes either side of the first character beyond ASCII read to show its word. */
const WORD_WINDOW = 64;

/** Whether a file read in `encoding` is judged: a single-byte code page, not UTF-8, UTF-16 or a double-byte one. */
export function judgesUtf8(encoding: string): boolean {
  return !encoding.startsWith('utf-') && !isMultiByteEncoding(encoding);
}

/** Whether the bytes pushed so far are UTF-8, and where the first character beyond ASCII is. */
export class Utf8Evidence {
  private utf8 = true;
  /** A character cut off at the end of the last chunk, completed by the next. */
  private tail: Buffer = Buffer.alloc(0);
  /** File offset of the tail's first byte. */
  private offset: number;
  private firstBeyondAscii: number | undefined;

  constructor(start: number) {
    this.offset = start;
  }

  push(chunk: Buffer): void {
    if (!this.utf8) return;
    const joined = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    const complete = joined.length - incompleteUtf8Tail(joined);
    const body = joined.subarray(0, complete);
    if (this.firstBeyondAscii === undefined && !isAscii(body))
      this.firstBeyondAscii = this.offset + body.findIndex((byte) => byte > 0x7f);
    if (!isUtf8(body)) {
      this.utf8 = false;
      return;
    }
    this.offset += complete;
    this.tail = Buffer.from(joined.subarray(complete));
  }

  /**
   * The offset of the first character beyond ASCII when every byte so far is UTF-8; undefined
   * when one is not, or all are ASCII (which every code page reads alike). A character cut off at
   * the end does not count against it: a UTF-8 file copied before its writer finished ends so.
   */
  utf8Offset(): number | undefined {
    if (!this.utf8) return undefined;
    return this.firstBeyondAscii;
  }
}

/** The refusal of a UTF-8 file read in `encoding`, at the row of its first character beyond ASCII, showing its word both ways. */
export async function utf8AsSingleByteError(
  path: string,
  file: string,
  offset: number,
  encoding: string,
  options: CsvReadOptions,
): Promise<InputFileError> {
  const place = await rowOfByte(path, offset, options);
  const start = Math.max(0, offset - WORD_WINDOW);
  const window = await readBytes(path, start, offset - start + WORD_WINDOW);
  const word = wordAround(window, offset - start);
  // A word cut at the window's edge may end in part of a character.
  const asUtf8 = Buffer.from(word)
    .toString('utf8')
    .replace(/^\ufffd+|\ufffd+$/g, '');
  const asCodePage = decodeWholeBytes(word, encoding);
  return new InputFileError(
    `the file is UTF-8 text, not ${encoding} as the mapping says (encoding: ${encoding}): ` +
      `UTF-8 reads "${asUtf8}", ${encoding} would read "${asCodePage}". ` +
      `Save it as "CSV UTF-8" (in Excel: Save As, CSV UTF-8), whose byte-order mark is read as UTF-8 whatever the mapping says, ` +
      `or remove encoding: ${encoding} from the mapping if its files are now UTF-8 (UTF-8 is the default)`,
    { file, ...place },
  );
}
