/**
 * Reads a zip archive's central directory straight from the file, without inflating anything,
 * so that a damaged archive or a zip bomb is refused before any unpacking starts.
 */
import { open, type FileHandle } from 'node:fs/promises';
import {
  END_SEARCH_LENGTH,
  findEndRecord,
  parseCentralDirectory,
  parseEndRecord,
  parseZip64End,
  parseZip64Locator,
  type ZipResult,
  type ZipEnd,
  type ZipEntry,
} from './parse-zip-directory.js';

/** An entry with the offset where its packed data starts (after its local header). */
export interface LocatedZipEntry extends ZipEntry {
  dataOffset: number;
}

export interface ZipDirectory {
  fileSize: number;
  entries: LocatedZipEntry[];
}

/** A central directory larger than this is not a workbook's. */
const MAX_DIRECTORY_BYTES = 64 * 1024 * 1024;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_LENGTH = 30;

/** The archive's entries, or a problem phrased for "not an XLSX workbook: <problem>". */
export async function readZipDirectory(path: string): Promise<ZipResult<ZipDirectory>> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, END_SEARCH_LENGTH);
    const tail = await readAt(handle, size - tailLength, tailLength);
    const endAt = findEndRecord(tail);
    if (endAt < 0) {
      const head = await readAt(handle, 0, Math.min(size, 4));
      const zipStart = head.length === 4 && head.readUInt32LE(0) === LOCAL_HEADER_SIGNATURE;
      return {
        problem: zipStart
          ? 'the zip archive is truncated (its directory at the end of the file is missing)'
          : 'the file is not a zip archive',
      };
    }
    const end = await readEnd(handle, tail, endAt);
    if ('problem' in end) return end;
    const { entryCount, directorySize, directoryOffset } = end.value;
    const endOffset = size - tailLength + endAt;
    if (directoryOffset + directorySize > endOffset)
      return { problem: 'the zip archive is truncated (its directory points past the data)' };
    if (directorySize > MAX_DIRECTORY_BYTES)
      return { problem: `its zip directory of ${directorySize} bytes is far too large for a workbook` };
    const parsed = parseCentralDirectory(await readAt(handle, directoryOffset, directorySize), entryCount);
    if ('problem' in parsed) return parsed;
    const located = await locateEntries(handle, parsed.value, directoryOffset);
    if ('problem' in located) return located;
    return { value: { fileSize: size, entries: located.value } };
  } finally {
    await handle.close();
  }
}

async function readEnd(handle: FileHandle, tail: Buffer, endAt: number): Promise<ZipResult<ZipEnd>> {
  const plain = parseEndRecord(tail, endAt);
  if (!plain.zip64) return { value: plain };
  const locator = parseZip64Locator(tail, endAt);
  if ('problem' in locator) return locator;
  return parseZip64End(await readAt(handle, locator.value, 56));
}

/** Every entry must start with a local header and its data must end before the directory: else the file was cut or damaged. */
async function locateEntries(
  handle: FileHandle,
  entries: ZipEntry[],
  directoryOffset: number,
): Promise<ZipResult<LocatedZipEntry[]>> {
  const located: LocatedZipEntry[] = [];
  for (const entry of entries) {
    const header = await readAt(handle, entry.localHeaderOffset, LOCAL_HEADER_LENGTH);
    if (header.length < LOCAL_HEADER_LENGTH || header.readUInt32LE(0) !== LOCAL_HEADER_SIGNATURE) {
      return { problem: `the zip archive is damaged (entry ${entry.name} has no local header)` };
    }
    const dataOffset =
      entry.localHeaderOffset + LOCAL_HEADER_LENGTH + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (dataOffset + entry.compressedSize > directoryOffset) {
      return { problem: `the zip archive is truncated or damaged (entry ${entry.name} runs past its data)` };
    }
    located.push({ ...entry, dataOffset });
  }
  return { value: located };
}

export async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(Math.max(0, length));
  let filled = 0;
  while (filled < buffer.length) {
    const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, position + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}
