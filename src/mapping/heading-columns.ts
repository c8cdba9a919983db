/**
 * Where the values of group headings sit in a row: columns past every column the file has a header
 * for and every letter the mapping names, so that no cell of the file is read in their place.
 */
import { InputFileError } from '../errors.js';
import { columnNumber } from '../sheets/sheet-row.js';
import type { ColumnRef, HeadingRule } from './compiled-mapping.js';
import { headerKey } from './resolve-columns.js';

export interface HeadingColumns {
  /** The file's headers, then blanks up to `first`, then the heading names. */
  headers: readonly string[];
  /** Index of the first heading's cell. */
  first: number;
}

/** The header row the mapping's columns are resolved against. A heading named like a header stops the file. */
export function headingColumns(
  rules: readonly HeadingRule[],
  headers: readonly string[],
  refs: readonly ColumnRef[],
  where: { file: string; sheet: string | undefined; headerRow: number },
): HeadingColumns {
  if (rules.length === 0) return { headers, first: headers.length };
  const taken = new Set(headers.map(headerKey));
  for (const rule of rules) {
    if (taken.has(headerKey(rule.name)))
      throw new InputFileError(
        `the heading name "${rule.name}" (${rule.column.at}) is also a header of row ${where.headerRow}; give the heading another name`,
        { file: where.file, sheet: where.sheet },
      );
  }
  const lettered = refs.map((ref) => (ref.letter !== undefined ? columnNumber(ref.letter) : 0));
  const first = Math.max(headers.length, ...lettered);
  const padded = [...headers, ...Array<string>(first - headers.length).fill('')];
  return { headers: [...padded, ...rules.map((rule) => rule.name)], first };
}
