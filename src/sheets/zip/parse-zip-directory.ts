/**
 * Reads a zip archive's directory from its raw bytes: the end-of-central-directory record
 * (plain or ZIP64) and the central directory entries. Pure: buffers in, values or a problem out.
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export interface ZipEnd {
  entryCount: number;
  directorySize: number;
  directoryOffset: number;
}

export type ZipResult<T> = { value: T } | { problem: string };

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const ENTRY_SIGNATURE = 0x02014b50;
const EOCD_LENGTH = 22;
const LOCATOR_LENGTH = 20;
const ENTRY_LENGTH = 46;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

/** Bytes at the end of a file that can hold the end record: its 22 bytes plus a comment of up to 64 KiB. */
export const END_SEARCH_LENGTH = EOCD_LENGTH + U16_MAX;

/** Position of the end record inside `tail` (the last bytes of the file), or -1. */
export function findEndRecord(tail: Buffer): number {
  for (let i = tail.length - EOCD_LENGTH; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE && i + EOCD_LENGTH + tail.readUInt16LE(i + 20) <= tail.length) return i;
  }
  return -1;
}

/** The plain end record at `at` in `tail`; ZIP64 values are marked by all-ones fields. */
export function parseEndRecord(tail: Buffer, at: number): ZipEnd & { zip64: boolean } {
  const entryCount = tail.readUInt16LE(at + 10);
  const directorySize = tail.readUInt32LE(at + 12);
  const directoryOffset = tail.readUInt32LE(at + 16);
  const zip64 = entryCount === U16_MAX || directorySize === U32_MAX || directoryOffset === U32_MAX;
  return { entryCount, directorySize, directoryOffset, zip64 };
}

/** Offset of the ZIP64 end record, from the locator just before the plain end record. */
export function parseZip64Locator(tail: Buffer, endAt: number): ZipResult<number> {
  const at = endAt - LOCATOR_LENGTH;
  if (at < 0 || tail.readUInt32LE(at) !== ZIP64_LOCATOR_SIGNATURE) return { problem: 'its ZIP64 locator is missing' };
  return { value: Number(tail.readBigUInt64LE(at + 8)) };
}

/** The ZIP64 end record (at least 56 bytes starting at its signature). */
export function parseZip64End(record: Buffer): ZipResult<ZipEnd> {
  if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD_SIGNATURE)
    return { problem: 'its ZIP64 end record is damaged' };
  return {
    value: {
      entryCount: Number(record.readBigUInt64LE(32)),
      directorySize: Number(record.readBigUInt64LE(40)),
      directoryOffset: Number(record.readBigUInt64LE(48)),
    },
  };
}

/** The entries of a central directory held whole in `directory`. */
export function parseCentralDirectory(directory: Buffer, entryCount: number): ZipResult<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let n = 0; n < entryCount; n++) {
    if (at + ENTRY_LENGTH > directory.length || directory.readUInt32LE(at) !== ENTRY_SIGNATURE) {
      return { problem: `its central directory is damaged at entry ${n + 1} of ${entryCount}` };
    }
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const end = at + ENTRY_LENGTH + nameLength + extraLength + commentLength;
    if (end > directory.length) return { problem: `its central directory is cut short at entry ${n + 1}` };
    const entry: ZipEntry = {
      name: directory.toString('utf8', at + ENTRY_LENGTH, at + ENTRY_LENGTH + nameLength),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      localHeaderOffset: directory.readUInt32LE(at + 42),
    };
    const extraStart = at + ENTRY_LENGTH + nameLength;
    applyZip64Extra(entry, directory.subarray(extraStart, extraStart + extraLength));
    entries.push(entry);
    at = end;
  }
  return { value: entries };
}

/** ZIP64 extra field (id 1): 64-bit sizes and offset, present only for the fields that overflowed. */
function applyZip64Extra(entry: ZipEntry, extra: Buffer): void {
  let at = 0;
  while (at + 4 <= extra.length) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === 1) {
      let field = at + 4;
      const fieldEnd = Math.min(at + 4 + size, extra.length);
      const next = (): number | undefined => {
        if (field + 8 > fieldEnd) return undefined;
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === U32_MAX) entry.uncompressedSize = next() ?? Number.MAX_SAFE_INTEGER;
      if (entry.compressedSize === U32_MAX) entry.compressedSize = next() ?? Number.MAX_SAFE_INTEGER;
      if (entry.localHeaderOffset === U32_MAX) entry.localHeaderOffset = next() ?? Number.MAX_SAFE_INTEGER;
      return;
    }
    at += 4 + size;
  }
}
