/**
 * The references of `resolve --references-from`: one InvoiceId or `PayeeId/Invoice_Number` a line,
 * as a person or a script writes them (a list pasted from the results, `journal --json` filtered).
 * Blank lines and lines whose first non-blank character is `#` are notes, not references; a `#`
 * later in a line is kept, since invoice numbers may hold one.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { InputFileError } from '../errors.js';

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
  const text = await (path === '-' ? readStdin() : readFile(path, 'utf8')).catch((error: unknown) => {
    throw new InputFileError(`cannot read the list of references: ${reasonOf(error)}`, { file }, { cause: error });
  });
  const references = parseReferenceList(text);
  if (references.length === 0)
    throw new InputFileError('names no invoice: expected one InvoiceId or PayeeId/Invoice_Number a line', { file });
  return references;
}

function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES') return 'permission denied';
  if (code === 'EISDIR') return 'it is a folder';
  return (error as Error).message;
}
