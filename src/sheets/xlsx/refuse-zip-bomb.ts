/**
 * The one limit on how much an XLSX file may unpack to, checked on the zip directory before any
 * unpacking: every command that opens a workbook (the input readers and `import-results`) goes
 * through it, so a small file that declares gigabytes stops at once instead of filling memory.
 */
import { InputFileError } from '../../errors.js';
import type { ZipEntry } from '../zip/parse-zip-directory.js';

/** Default for `maxUncompressedBytes`: 1 GiB. */
export const DEFAULT_MAX_UNCOMPRESSED_BYTES = 1024 * 1024 * 1024;

/** Throws, naming the file, when the entries declare more than `maxUncompressedBytes` unpacked. */
export function refuseZipBomb(
  entries: readonly Pick<ZipEntry, 'uncompressedSize'>[],
  file: string,
  maxUncompressedBytes: number = DEFAULT_MAX_UNCOMPRESSED_BYTES,
): void {
  const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (total <= maxUncompressedBytes) return;
  // The limit has no setting: a real workbook this big is better read in parts than unpacked whole.
  throw new InputFileError(
    `refusing to unpack: the workbook's parts add up to ${total} bytes, more than the limit of ${maxUncompressedBytes}; ` +
      'a zip bomb, or a workbook too big to read: split its rows into several workbooks or save the sheet as CSV',
    { file },
  );
}
