/**
 * Where the values of group headings and preamble values sit in a row: columns past every column
 * the file has a header for and every letter the mapping names, so that no cell of the file is
 * read in their place.
 */
import { InputFileError } from '../errors.js';
import { columnNumber } from '../sheets/sheet-row.js';
import type { ColumnRef } from './compiled-mapping.js';
import { headerKey } from './resolve-columns.js';

export interface HeadingColumns {
  /** The file's headers, then blanks up to `first`, then the added names. */
  headers: readonly string[];
  /** Index of the first added name's cell. */
  first: number;
}

/** The header row the mapping's columns are resolved against. An added name that is a header stops the file. */
export function headingColumns(
  added: readonly { name: string; at: string }[],
  headers: readonly string[],
  refs: readonly ColumnRef[],
  where: { file: string; sheet: string | undefined; headerRow: number },
): HeadingColumns {
  if (added.length === 0) return { headers, first: headers.length };
  const taken = new Set(headers.map(headerKey));
  for (const { name, at } of added) {
    if (taken.has(headerKey(name)))
      throw new InputFileError(
        `the name "${name}" (${at}) is also a header of row ${where.headerRow}; give it another name`,
        { file: where.file, sheet: where.sheet },
      );
  }
  const lettered = refs.map((ref) => (ref.letter !== undefined ? columnNumber(ref.letter) : 0));
  const first = Math.max(headers.length, ...lettered);
  const padded = [...headers, ...Array<string>(first - headers.length).fill('')];
  return { headers: [...padded, ...added.map((a) => a.name)], first };
}
