/** The refusal to replace a file the user already has, for writers whose name the user picks. */
import { lstatSync } from 'node:fs';
import { EXIT_USAGE, InvoiceBatchError } from '../errors.js';

/** A file (or a link) holds the name an output was to take; nothing was written there. Exit 2. */
export class OutputFileExistsError extends InvoiceBatchError {
  override readonly name = 'OutputFileExistsError' as const;
  readonly exitCode = EXIT_USAGE;
  readonly file: string;
  constructor(file: string, options?: { cause?: unknown }) {
    super(`${file} exists, and it is not replaced: name a new file, or add --overwrite to replace it`, options);
    this.file = file;
  }
}

/**
 * Throws OutputFileExistsError when `file` exists. Checked before the work starts, so a name taken
 * costs no request; the write itself refuses again, should the name be taken meanwhile.
 */
export function refuseExistingFile(file: string): void {
  // lstat: a dangling link of that name is a name taken too; the write would replace the link.
  if (lstatSync(file, { throwIfNoEntry: false })) throw new OutputFileExistsError(file);
}
