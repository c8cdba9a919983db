/**
 * The merged ranges of a worksheet (`<mergeCells>`). Excel writes them after the rows, so a reader
 * that streams the rows learns of a merge only after the rows it covers: the sheet's XML is scanned
 * for them first, without parsing it.
 */
import type { Readable } from 'node:stream';
import { columnLetter, columnNumber } from '../sheet-row.js';

/** A rectangle of merged cells: 1-based rows, 0-based columns, as the row reader numbers them. */
export interface MergedRange {
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** As Excel names it: `A2:A3`. */
  ref: string;
}

/** A `<mergeCell ref="...">` start tag, with any namespace prefix. */
const MERGE_CELL = /<(?:[A-Za-z_][\w.-]*:)?mergeCell(?=[\s/>])[^>]*?\sref\s*=\s*["']([^"']*)["']/g;
/** A cell reference, absolute or not. */
const CELL = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/;
/** Longest tail kept between chunks: a start tag cut in two. */
const MOST_CARRIED = 4096;

/** The ranges of more than one cell in `xml`, sorted by their top row. */
export async function readMergedRanges(xml: Readable): Promise<MergedRange[]> {
  const ranges: MergedRange[] = [];
  let carry = '';
  for await (const chunk of xml) {
    const text = carry + (typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('latin1'));
    for (const match of text.matchAll(MERGE_CELL)) {
      const range = parseRange(match[1] ?? '');
      if (range) ranges.push(range);
    }
    const open = text.lastIndexOf('<');
    carry = open >= 0 && !text.includes('>', open) ? text.slice(open, open + MOST_CARRIED) : '';
  }
  return ranges.sort((a, b) => a.top - b.top);
}

/** `A2:B3` as a range; undefined for a single cell or text that is no range. */
export function parseRange(ref: string): MergedRange | undefined {
  const [from, to] = ref.trim().split(':');
  const start = CELL.exec(from ?? '');
  const end = CELL.exec(to ?? '');
  if (!start || !end) return undefined;
  const [a, b] = [columnNumber(start[1]!) - 1, columnNumber(end[1]!) - 1];
  const [r1, r2] = [Number(start[2]), Number(end[2])];
  const range = { top: Math.min(r1, r2), bottom: Math.max(r1, r2), left: Math.min(a, b), right: Math.max(a, b) };
  if (range.top === range.bottom && range.left === range.right) return undefined;
  const name = `${columnLetter(range.left)}${range.top}:${columnLetter(range.right)}${range.bottom}`;
  return { ...range, ref: name };
}
