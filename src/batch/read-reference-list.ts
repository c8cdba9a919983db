/**
 * The references of `resolve --references-from`: one InvoiceId or `PayeeId/Invoice_Number` a line,
 * as a person or a script writes them (a list pasted from the results, `journal --json` filtered).
 * Blank lines and lines whose first non-blank character is `#` are notes, not references; a `#`
 * later in a line is kept, since invoice numbers may hold one.
 */
import { basename } from 'node:path';
import { InputFileError } from '../errors.js';
import { readWholeTextFile } from '../sheets/read-whole-text-file.js';

/**
 * The largest list read, bytes: 16 MiB holds about 500,000 references of 30 characters, far more
 * than one resolve answers (each is a status request); a larger file is not a list of references.
 */
export const MAX_REFERENCE_LIST_BYTES = 16 * 1024 * 1024;

/** The references of a list's text, in order, each trimmed (a byte-order mark and CR line ends too). */
export function parseReferenceList(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * @param path the list's file, or `-` for what `readStdin` gives
 * @param readStdin standard input's whole text
 */
export async function readReferenceList(path: string, readStdin: () => Promise<string>): Promise<string[]> {
  const file = path === '-' ? 'standard input' : basename(path);
  const text =
    path === '-'
      ? await readStdin().catch((error: unknown) => {
          throw new InputFileError(
            `cannot read the list of references: ${(error as Error).message}`,
            { file },
            { cause: error },
          );
        })
      : await readListFile(path, file);
  const references = parseReferenceList(text);
  if (references.length === 0)
    throw new InputFileError('names no invoice: expected one InvoiceId or PayeeId/Invoice_Number a line', { file });
  return references;
}

async function readListFile(path: string, file: string): Promise<string> {
  const read = await readWholeTextFile(path, MAX_REFERENCE_LIST_BYTES);
  if ('problem' in read) throw new InputFileError(`cannot read the list of references: ${read.problem}`, { file });
  return read.text;
}
