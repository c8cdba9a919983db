/** The unpacked bytes of a zip entry as a stream, capped at the size the directory declares. */
import { createReadStream } from 'node:fs';
import { PassThrough, Readable, pipeline } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import type { LocatedZipEntry } from './read-zip-directory.js';
import { capSize } from './read-zip-entry.js';

export function openZipEntryBytes(path: string, entry: LocatedZipEntry): Readable {
  const packed: Readable =
    entry.compressedSize === 0
      ? Readable.from([])
      : createReadStream(path, { start: entry.dataOffset, end: entry.dataOffset + entry.compressedSize - 1 });
  const out = new PassThrough();
  const fail = (error: Error | null | undefined): void => {
    if (error) out.destroy(error);
  };
  if (entry.method === 8) pipeline(packed, createInflateRaw(), capSize(entry), out, fail);
  else if (entry.method === 0) pipeline(packed, capSize(entry), out, fail);
  else out.destroy(new Error(`${entry.name} uses zip compression method ${entry.method}, which workbooks do not use`));
  return out;
}
