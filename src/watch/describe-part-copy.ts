/**
 * A workbook copied in two parts, the writer pausing longer than the settle time: the first part
 * is a zip archive cut off, the second bytes that do not begin as a workbook does. A CSV taken
 * while its writer was filling space it had set aside holds NUL bytes, so it reads as binary. Neither can be
 * read, so nothing is sent, but the refusal alone reads like a broken file; it says what most
 * likely happened instead, as a CSV cut off does (describe-cut-tail.ts).
 */
import { InputFileError } from '../errors.js';

/**
 * The words of a workbook cut off (sheets/zip/read-zip-directory.ts) or of its rest, and of a CSV
 * whose writer set its size first and had filled only part of it, the rest NUL bytes
 * (sheets/open-table.ts).
 */
const PART_OF_WORKBOOK =
  /zip archive is truncated|does not begin as a workbook does|expected CSV text, but the file is binary data, not text/;

/** A sentence to add to the refusal, or undefined when `error` is not one of a workbook in parts. */
export function describePartCopy(error: unknown): string | undefined {
  if (!(error instanceof InputFileError) || !PART_OF_WORKBOOK.test(error.message)) return undefined;
  return (
    'it may have been taken while it was still being copied (a copy that pauses longer than the settle time, ' +
    'watch.settleMs, is taken in parts): drop the whole file again once it is copied'
  );
}
