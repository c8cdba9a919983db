/**
 * Unpacks one small entry of a zip archive (a workbook's `xl/workbook.xml`), with a hard cap on
 * its unpacked size.
 */
import { open } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import type { Parsed, ZipEntry } from './parse-zip-directory.js';
import { entryDataOffset, readAt } from './read-zip-directory.js';

const STORED = 0;
const DEFLATED = 8;

/** The entry's bytes, or a problem; refuses to unpack more than `maxBytes`. */
export async function readZipEntry(path: string, entry: ZipEntry, maxBytes: number): Promise<Parsed<Buffer>> {
  if (entry.uncompressedSize > maxBytes) return { problem: `${entry.name} unpacks to ${entry.uncompressedSize} bytes, more than ${maxBytes}` };
  const offset = await entryDataOffset(path, entry);
  const handle = await open(path, 'r');
  let packed: Buffer;
  try {
    packed = await readAt(handle, offset, entry.compressedSize);
  } finally {
    await handle.close();
  }
  if (entry.method === STORED) return { value: packed };
  if (entry.method !== DEFLATED) return { problem: `${entry.name} uses zip compression method ${entry.method}, which workbooks do not use` };
  try {
    return { value: inflateRawSync(packed, { maxOutputLength: maxBytes }) };
  } catch (error) {
    return { problem: `${entry.name} cannot be unpacked (${(error as Error).message})` };
  }
}
