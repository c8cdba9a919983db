/**
 * Excel's separator hint: a CSV whose first line is `sep=;` (Excel writes it, and reads the file
 * with that delimiter without showing the line). The line is taken as the delimiter and dropped,
 * so it is never read as the header or a data row. The bytes are UTF-8, the BOM already removed.
 */
import { peekChunks } from './peek-chunks.js';

/** A hint line is `sep=` and one character; a longer first line is no hint. */
const HINT_BYTES = 16;
/** `sep=;` `SEP=,` `sep=<tab>`, and `sep=\t` as some tools write a tab, then the line end or the file's end. */
const HINT = /^sep=(\\t|[^\r\n"])(\r\n|\n|\r|$)/i;

export interface SeparatorLine {
  /** The delimiter the hint names; undefined when the file has no hint line. */
  delimiter: string | undefined;
  /** Physical lines dropped: 1 with a hint, else 0 (rows keep the line numbers a text editor shows). */
  lines: number;
  /** The bytes after the hint line. */
  chunks: AsyncGenerator<Buffer>;
}

export async function readSeparatorLine(chunks: AsyncGenerator<Buffer>): Promise<SeparatorLine> {
  // The first chunk is usually the whole hint; a tiny one may cut it, so gather a few bytes.
  const { head: start, done, rest: after } = await peekChunks(chunks, HINT_BYTES);
  // a hint is at most 10 bytes: `$` can only match where the whole file ends
  const hint = HINT.exec(start.subarray(0, HINT_BYTES).toString('utf8'));
  const skip = hint ? Buffer.byteLength(hint[0]) : 0;
  async function* rest(): AsyncGenerator<Buffer> {
    if (start.length > skip) yield start.subarray(skip);
    if (!done) yield* after;
  }
  if (!hint) return { delimiter: undefined, lines: 0, chunks: rest() };
  return { delimiter: hint[1] === '\\t' ? '\t' : hint[1], lines: 1, chunks: rest() };
}
