/**
 * Excel's separator hint: a CSV whose first line is `sep=;` (Excel writes it, and reads the file
 * with that delimiter without showing the line). The line is taken as the delimiter and dropped,
 * so it is never read as the header or a data row. The bytes are UTF-8, the BOM already removed.
 */
import { isDelimiter } from './delimiter-rule.js';
import { peekChunks } from './peek-chunks.js';

/** A hint line is `sep=` and one character; a longer first line is no hint. */
const HINT_BYTES = 16;
/**
 * `sep=;` `SEP=,` `sep=<tab>` `sep=~`, and `sep=\t` as some tools write a tab, then the line end or
 * the file's end; one character, or the pair of a character outside the Basic Multilingual Plane.
 */
const HINT = /^sep=(\\t|[^\r\n"][\udc00-\udfff]?)(\r\n|\n|\r|$)/i;

/**
 * The delimiter the `sep=` line at the start of `text` names, and that line with its line end;
 * undefined when `text` does not start with one. A character no CSV is separated by (a letter,
 * a digit) makes no hint: the line is the file's first. Pure.
 */
export function separatorHint(text: string): { delimiter: string; line: string } | undefined {
  const hint = HINT.exec(text.slice(0, HINT_BYTES));
  if (!hint) return undefined;
  const delimiter = hint[1] === '\\t' ? '\t' : hint[1]!;
  return isDelimiter(delimiter) ? { delimiter, line: hint[0] } : undefined;
}

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
  const hint = separatorHint(start.subarray(0, HINT_BYTES).toString('utf8'));
  const skip = hint ? Buffer.byteLength(hint.line) : 0;
  async function* rest(): AsyncGenerator<Buffer> {
    if (start.length > skip) yield start.subarray(skip);
    if (!done) yield* after;
  }
  if (!hint) return { delimiter: undefined, lines: 0, chunks: rest() };
  return { delimiter: hint.delimiter, lines: 1, chunks: rest() };
}
