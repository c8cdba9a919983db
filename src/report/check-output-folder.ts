/**
 * The output folder is checked before a command reads or posts anything, so a folder that cannot
 * be written (a file of that name, a dangling link, no permission, a read-only disk) is an error
 * with exit 2 instead of a failure after invoices were posted. Nothing is created here: a
 * run that stops on a bad input file leaves no empty folder behind.
 */
import { accessSync, constants, lstatSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { EXIT_USAGE, InvoiceBatchError } from '../errors.js';

/** The output folder cannot be created or written to. Exit 2: nothing was read or posted yet. */
export class OutputFolderError extends InvoiceBatchError {
  override readonly name = 'OutputFolderError' as const;
  readonly exitCode = EXIT_USAGE;
  readonly folder: string;
  /** The error code that stands in the way, e.g. EEXIST or EACCES. */
  readonly code: string;
  constructor(folder: string, code: string, reason: string) {
    super(`${folder}: expected a folder the tool can write to; ${reason} (${code})`);
    this.folder = folder;
    this.code = code;
  }
}

const REASONS: Readonly<Record<string, string>> = {
  EEXIST: 'a file of that name is in the way',
  ENOTDIR: 'a part of the path is a file, not a folder',
  ENOENT: 'a part of the path is missing (a dangling link?)',
  EACCES: 'no permission to write there',
  EPERM: 'no permission to write there',
  EROFS: 'the disk is read-only',
  ELOOP: 'the path has a loop of links',
};

function code(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? 'error';
}

/** Why `folder` cannot be created or written to, as an error code; undefined when it can. */
function blocker(folder: string): string | undefined {
  for (let path = resolve(folder), wanted = true; ; wanted = false) {
    let isDirectory: boolean;
    try {
      isDirectory = statSync(path).isDirectory();
    } catch (error) {
      if (code(error) !== 'ENOENT') return code(error);
      // A link whose target is missing: creating the folder would fail the same way.
      if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) return 'ENOENT';
      const parent = dirname(path);
      if (parent === path) return 'ENOENT';
      path = parent;
      continue;
    }
    if (!isDirectory) return wanted ? 'EEXIST' : 'ENOTDIR';
    try {
      accessSync(path, constants.W_OK);
      return undefined;
    } catch (error) {
      return code(error);
    }
  }
}

/** @throws OutputFolderError naming the folder and the reason */
export function checkOutputFolder(folder: string): void {
  const reason = blocker(folder);
  if (reason === undefined) return;
  throw new OutputFolderError(folder, reason, REASONS[reason] ?? 'it cannot be written');
}
