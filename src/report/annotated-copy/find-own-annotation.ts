/**
 * The Outcome, Instance id and Message columns of an annotated copy the tool wrote, found again
 * when that copy is uploaded: the three headers it writes, side by side, as the last columns of the
 * table. The next copy writes its outcomes into them, not a second set beside them. Pure.
 */
import { ANNOTATION_HEADERS } from './row-annotations.js';

/**
 * The 0-based column where a copy's own annotation columns start, given the table's headers by
 * 0-based column and the number of columns the sheet uses; undefined when the table has none, or
 * has columns of its own after them (a user's column there would be lost).
 */
export function findOwnAnnotation(headers: readonly string[], usedColumns: number): number | undefined {
  const start = usedColumns - ANNOTATION_HEADERS.length;
  if (start < 0) return undefined;
  const own = ANNOTATION_HEADERS.every((header, i) => (headers[start + i] ?? '').trim() === header);
  return own ? start : undefined;
}
