/**
 * Drops the first `count` physical lines of a byte stream (a preamble above the table), before
 * any CSV parsing, so that stray quotes in the preamble cannot swallow the table. The bytes are
 * UTF-8, where a line feed byte is always a line feed.
 */
export async function* skipLines(chunks: AsyncIterable<Buffer>, count: number): AsyncGenerator<Buffer> {
  let left = count;
  for await (const chunk of chunks) {
    if (left === 0) {
      yield chunk;
      continue;
    }
    let at = 0;
    while (left > 0) {
      const newline = chunk.indexOf(0x0a, at);
      if (newline < 0) break;
      at = newline + 1;
      left--;
    }
    if (left === 0 && at < chunk.length) yield chunk.subarray(at);
  }
}
