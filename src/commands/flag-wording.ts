/**
 * Library code names the value it refuses, never the flag it came from (the same code serves the
 * drop folder, the scheduler and tests); a command puts its flag in front, so the user reads what
 * to change: `--out list.txt: expected a file ending in .xlsx, .csv, .json, got ".txt"`.
 */
import { UsageError, type InvoiceBatchError } from '../errors.js';
import { OutputFolderError, checkOutputFolder } from '../report/check-output-folder.js';

type ErrorKind = abstract new (...args: never[]) => InvoiceBatchError;

/** `error` as a usage error that begins with `flag` when it is of `kind`; any other error as it is. */
export function withFlagWording(flag: string, error: unknown, kind: ErrorKind): unknown {
  return error instanceof kind ? new UsageError(`${flag} ${error.message}`, { cause: error }) : error;
}

/** checkOutputFolder for the folder the user named with --out (or its default). */
export function checkOutFolder(folder: string): void {
  try {
    checkOutputFolder(folder);
  } catch (error) {
    throw withFlagWording('--out', error, OutputFolderError);
  }
}
