/**
 * Unpacks zip entries with a hard cap on their unpacked size: whole (a workbook's small parts)
 * or as a stream (a worksheet). A stream that unpacks to more than its directory declares fails,
 * so a directory that lies about sizes cannot smuggle a zip bomb past the checks.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { PassThrough, Readable, Transform, pipeline, type TransformCallback } from 'node:stream';
import { createInflateRaw, inflateRawSync } from 'node:zlib';
import type { ZipResult } from './parse-zip-directory.js';
import { readAt, type LocatedZipEntry } from './read-zip-directory.js';

const STORED = 0;
const DEFLATED = 8;
/**
 * Unpacked bytes per chunk of a streamed entry. Every chunk passes four streams and the XML
 * parser's loop; zlib's default of 16 KB made 3,600 of them for a sheet of 100,000 rows, and
 * 64 KB read it 0.15 to 0.2 s faster of 3.4 s (peak RSS about 10 MB more at 25,000 rows).
 */
const INFLATE_CHUNK_BYTES = 64 * 1024;

/** The entry's bytes, or a problem; refuses to unpack more than `maxBytes`. */
export async function readZipEntry(path: string, entry: LocatedZipEntry, maxBytes: number): Promise<ZipResult<Buffer>> {
  if (entry.uncompressedSize > maxBytes)
    return { problem: `${entry.name} unpacks to ${entry.uncompressedSize} bytes, more than ${maxBytes}` };
  const handle = await open(path, 'r');
  let packed: Buffer;
  try {
    packed = await readAt(handle, entry.dataOffset, entry.compressedSize);
  } finally {
    await handle.close();
  }
  if (entry.method === STORED) return { value: packed };
  if (entry.method !== DEFLATED)
    return { problem: `${entry.name} uses zip compression method ${entry.method}, which workbooks do not use` };
  try {
    return {
      value: inflateRawSync(packed, { maxOutputLength: Math.max(1, Math.min(maxBytes, entry.uncompressedSize)) }),
    };
  } catch (error) {
    return { problem: `${entry.name} cannot be unpacked (${(error as Error).message})` };
  }
}

/** The entry's text as a stream of strings (UTF-8 decoded across chunk boundaries). */
export function openZipEntryText(path: string, entry: LocatedZipEntry): Readable {
  const packed: Readable =
    entry.compressedSize === 0
      ? Readable.from([])
      : createReadStream(path, { start: entry.dataOffset, end: entry.dataOffset + entry.compressedSize - 1 });
  const capped = capSize(entry);
  const out = new PassThrough();
  const fail = (error: Error | null | undefined): void => {
    if (error) out.destroy(error);
  };
  if (entry.method === DEFLATED)
    pipeline(packed, createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES }), capped, out, fail);
  else if (entry.method === STORED) pipeline(packed, capped, out, fail);
  else out.destroy(new Error(`${entry.name} uses zip compression method ${entry.method}, which workbooks do not use`));
  out.setEncoding('utf8');
  return out;
}

/** Fails the stream once it unpacks to more than the entry declares. */
export function capSize(entry: LocatedZipEntry): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > entry.uncompressedSize) {
        done(
          new Error(
            `${entry.name} unpacks to more than the ${entry.uncompressedSize} bytes the zip directory declares (a zip bomb?)`,
          ),
        );
        return;
      }
      done(null, chunk);
    },
  });
}
