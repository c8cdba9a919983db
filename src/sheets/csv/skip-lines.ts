/**
 * Drops the first `count` physical lines of a text stream (a preamble above the table), before
 * any CSV parsing, so that stray quotes in the preamble cannot swallow the table.
 */
export async function* skipLines(text: AsyncIterable<string>, count: number): AsyncGenerator<string> {
  let left = count;
  for await (const chunk of text) {
    if (left === 0) {
      yield chunk;
      continue;
    }
    let at = 0;
    while (left > 0) {
      const newline = chunk.indexOf('\n', at);
      if (newline < 0) break;
      at = newline + 1;
      left--;
    }
    if (left === 0 && at < chunk.length) yield chunk.slice(at);
  }
}
