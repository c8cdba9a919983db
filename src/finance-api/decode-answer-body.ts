/**
 * The body of an answer as the server meant it, undoing the Content-Encoding a proxy or gateway
 * put on it (compressing JSON answers is common, asked or not). node:zlib decodes gzip, deflate
 * and br; an answer in any other coding, or one that does not decode, is not read and says why.
 * The decoded body is held to the same size limit as the bytes received, so a small compressed
 * answer cannot make this process hold more.
 */
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync, type ZlibOptions } from 'node:zlib';
import { oversizeMeaning } from './read-json-answer.js';

export type DecodedBody = { ok: true; bytes: Buffer } | { ok: false; unread: string };

type Decoder = (bytes: Buffer, options: ZlibOptions) => Buffer;

/** HTTP's deflate is zlib-wrapped, but servers also send it raw: both are tried. */
const inflateEither: Decoder = (bytes, options) => {
  try {
    return inflateSync(bytes, options);
  } catch (error) {
    if (isTooLarge(error)) throw error;
    return inflateRawSync(bytes, options);
  }
};

const DECODERS: Readonly<Record<string, Decoder>> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateEither,
  br: brotliDecompressSync,
};

function isTooLarge(error: unknown): boolean {
  return error instanceof RangeError && (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
}

/**
 * @param contentEncoding the Content-Encoding header, codings in the order they were applied
 * @param maxBytes the most bytes the decoded body may take
 */
export function decodeAnswerBody(bytes: Buffer, contentEncoding: string | null, maxBytes: number): DecodedBody {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (codings.length === 0 || bytes.length === 0) return { ok: true, bytes };
  const label = `Content-Encoding ${contentEncoding?.trim()}`;
  let decoded = bytes;
  // Applied in the order listed, so undone from the last.
  for (const coding of codings.reverse()) {
    const decoder = DECODERS[coding];
    if (!decoder)
      return {
        ok: false,
        unread: `the answer has ${label}, which cannot be decoded here (${coding}; gzip, deflate and br can)`,
      };
    try {
      decoded = decoder(decoded, { maxOutputLength: maxBytes });
    } catch (error) {
      if (isTooLarge(error)) return { ok: false, unread: `${oversizeMeaning(maxBytes)} once decoded (${label})` };
      const why = error instanceof Error ? error.message : String(error);
      return { ok: false, unread: `the answer has ${label} but could not be decoded as ${coding} (${why})` };
    }
  }
  return { ok: true, bytes: decoded };
}
