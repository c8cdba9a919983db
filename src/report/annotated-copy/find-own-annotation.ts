/**
 * The Outcome, Instance id and Message columns of an annotated copy the tool wrote, found again
 * when that copy is uploaded: the three headers it writes, side by side, as the last columns of the
 * table. The next copy writes its outcomes into them, not a second set beside them. The headers
 * alone are only a candidate: a register of the user's own may end in columns so named, so each
 * writer also asks for the copy's own proof (an XLSX mark, a CSV's outcomes agreeing with the
 * journal). Pure.
 */
import { columnNumber } from '../../sheets/sheet-row.js';
import { headerKey } from '../../mapping/resolve-columns.js';
import type { ColumnRef } from '../../mapping/compiled-mapping.js';
import { ANNOTATION_HEADERS } from './row-annotations.js';

/**
 * The 0-based column where a copy's own annotation columns would start, given the table's headers
 * by 0-based column, the number of columns the sheet uses and the columns the mapping reads;
 * undefined when the table has none, has columns of its own after them (a user's column there
 * would be lost), or the mapping reads one of them: then they are the user's data, kept whole.
 */
export function findOwnAnnotation(
  headers: readonly string[],
  usedColumns: number,
  read: readonly ColumnRef[] = [],
): number | undefined {
  const start = usedColumns - ANNOTATION_HEADERS.length;
  if (start < 0) return undefined;
  const own = ANNOTATION_HEADERS.every((header, i) => (headers[start + i] ?? '').trim() === header);
  if (!own) return undefined;
  const names = new Set(ANNOTATION_HEADERS.map((header) => headerKey(header)));
  const readsOne = read.some((ref) =>
    ref.header !== undefined
      ? names.has(headerKey(ref.header.trim()))
      : ref.letter !== undefined && columnNumber(ref.letter) - 1 >= start,
  );
  return readsOne ? undefined : start;
}
