/**
 * Drops the first `count` physical lines of a byte stream (a preamble above the table), before
 * any CSV parsing, so that stray quotes in the preamble cannot swallow the table. The bytes are
 * UTF-8, where CR and LF bytes are always those characters; a line ends with LF, CRLF or a lone CR.
 */
const LF = 0x0a;
const CR = 0x0d;

export async function* skipLines(chunks: AsyncIterable<Buffer>, count: number): AsyncGenerator<Buffer> {
  let left = count;
  // a CR ended the previous chunk: an LF at the start of this one belongs to the same line end
  let afterCr = false;
  for await (const chunk of chunks) {
    if (left === 0) {
      // the LF of a CRLF whose CR ended the last skipped line is not part of the table
      yield afterCr && chunk[0] === LF ? chunk.subarray(1) : chunk;
      afterCr = false;
      continue;
    }
    let at = 0;
    if (afterCr && chunk[0] === LF) at = 1;
    afterCr = false;
    while (left > 0 && at < chunk.length) {
      const end = lineEnd(chunk, at);
      if (end < 0) break;
      left--;
      if (chunk[end] === CR && end + 1 === chunk.length) afterCr = true;
      at = chunk[end] === CR && chunk[end + 1] === LF ? end + 2 : end + 1;
    }
    if (left === 0 && at < chunk.length) {
      yield chunk.subarray(at);
      afterCr = false;
    }
  }
}

/** Index of the first CR or LF at or after `from`, or -1. */
function lineEnd(chunk: Buffer, from: number): number {
  const lf = chunk.indexOf(LF, from);
  const cr = chunk.indexOf(CR, from);
  if (cr < 0) return lf;
  if (lf < 0) return cr;
  return Math.min(cr, lf);
}
