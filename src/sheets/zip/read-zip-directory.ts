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
  type Parsed,
  type ZipEnd,
  type ZipEntry,
} from './parse-zip-directory.js';

export interface ZipDirectory {
  fileSize: number;
  entries: ZipEntry[];
}

/** A central directory larger than this is not a workbook's. */
const MAX_DIRECTORY_BYTES = 64 * 1024 * 1024;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_LENGTH = 30;

/** The archive's entries, or a problem phrased for "not an XLSX workbook: <problem>". */
export async function readZipDirectory(path: string): Promise<Parsed<ZipDirectory>> {
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
    if (directoryOffset + directorySize > endOffset) return { problem: 'the zip archive is truncated (its directory points past the data)' };
    if (directorySize > MAX_DIRECTORY_BYTES) return { problem: `its zip directory of ${directorySize} bytes is far too large for a workbook` };
    const parsed = parseCentralDirectory(await readAt(handle, directoryOffset, directorySize), entryCount);
    if ('problem' in parsed) return parsed;
    const bad = await findBadEntry(handle, parsed.value, directoryOffset);
    if (bad) return { problem: bad };
    return { value: { fileSize: size, entries: parsed.value } };
  } finally {
    await handle.close();
  }
}

async function readEnd(handle: FileHandle, tail: Buffer, endAt: number): Promise<Parsed<ZipEnd>> {
  const plain = parseEndRecord(tail, endAt);
  if (!plain.zip64) return { value: plain };
  const locator = parseZip64Locator(tail, endAt);
  if ('problem' in locator) return locator;
  return parseZip64End(await readAt(handle, locator.value, 56));
}

/** Every entry's data must lie before the directory and start with a local header: else the file was cut or damaged. */
async function findBadEntry(handle: FileHandle, entries: ZipEntry[], directoryOffset: number): Promise<string | undefined> {
  for (const entry of entries) {
    if (entry.localHeaderOffset + LOCAL_HEADER_LENGTH + entry.compressedSize > directoryOffset) {
      return `the zip archive is truncated or damaged (entry ${entry.name} runs past its data)`;
    }
    const header = await readAt(handle, entry.localHeaderOffset, LOCAL_HEADER_LENGTH);
    if (header.length < LOCAL_HEADER_LENGTH || header.readUInt32LE(0) !== LOCAL_HEADER_SIGNATURE) {
      return `the zip archive is damaged (entry ${entry.name} has no local header)`;
    }
  }
  return undefined;
}

/** Offset of an entry's data: after its local header, whose name and extra lengths may differ from the directory's. */
export async function entryDataOffset(path: string, entry: ZipEntry): Promise<number> {
  const handle = await open(path, 'r');
  try {
    const header = await readAt(handle, entry.localHeaderOffset, LOCAL_HEADER_LENGTH);
    return entry.localHeaderOffset + LOCAL_HEADER_LENGTH + header.readUInt16LE(26) + header.readUInt16LE(28);
  } finally {
    await handle.close();
  }
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
