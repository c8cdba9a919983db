/**
 * The first bytes of a stream of chunks, read ahead to decide how to read the file (a separator
 * hint, the delimiter), and the whole stream again with those chunks put back in front.
 */

export interface PeekedChunks {
  /** At least `bytes` bytes, or the whole file when it is shorter. */
  head: Buffer;
  /** True when `head` is the whole file. */
  done: boolean;
  /** The rest of the stream, after `head`. */
  rest: AsyncGenerator<Buffer>;
}

export async function peekChunks(chunks: AsyncGenerator<Buffer>, bytes: number): Promise<PeekedChunks> {
  const read: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await chunks.next();
    if (next.done) {
      done = true;
      break;
    }
    read.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(read), done, rest: chunks };
}
