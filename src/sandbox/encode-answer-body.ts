/**
 * The body of an answer as a compressing proxy in front of the back-end sends it: gzip, deflate
 * (zlib-wrapped, as HTTP names it) or br, several in the order listed (`gzip, br`). A coding
 * node:zlib cannot make (compress, zstd, ...) is labelled but left as it is: what a client does
 * with a label it cannot decode is the point.
 */
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';

const ENCODERS: Readonly<Record<string, (body: Buffer) => Buffer>> = {
  gzip: gzipSync,
  'x-gzip': gzipSync,
  deflate: deflateSync,
  br: brotliCompressSync,
};

export function encodeAnswerBody(body: Buffer, encoding: string): Buffer {
  let bytes = body;
  for (const coding of encoding.split(',')) bytes = ENCODERS[coding.trim().toLowerCase()]?.(bytes) ?? bytes;
  return bytes;
}
