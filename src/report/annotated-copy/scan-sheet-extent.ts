/**
 * The first pass over a worksheet part for its annotated copy: the last column any cell or merged
 * range uses, so the added columns land after everything, and the last row. Streams the part;
 * holds nothing but counters.
 */
import { columnNumber } from '../../sheets/sheet-row.js';
import { splitCellRef, tagAttributes } from '../xlsx-writer/xml-text.js';
import { xmlTagChunks } from './xml-tag-chunks.js';

export interface SheetExtent {
  /** 1-based; 0 for a sheet without cells. */
  lastColumn: number;
  lastRow: number;
}

const TAGS = /<(?:[\w.-]+:)?(row|c|mergeCell)(?=[\s/>])([^>]*)>/g;

export async function scanSheetExtent(xml: AsyncIterable<string>): Promise<SheetExtent> {
  let lastColumn = 0;
  let lastRow = 0;
  let row = 0;
  let column = 0;
  for await (const piece of xmlTagChunks(xml)) {
    for (const match of piece.matchAll(TAGS)) {
      const name = match[1];
      const inside = match[2] ?? '';
      if (name === 'row') {
        const r = Number(/\sr\s*=\s*["'](\d+)["']/.exec(inside)?.[1] ?? row + 1);
        row = r;
        column = 0;
        if (row > lastRow) lastRow = row;
      } else if (name === 'c') {
        const ref = /\sr\s*=\s*["']([^"']*)["']/.exec(inside)?.[1];
        const at = ref ? splitCellRef(ref) : undefined;
        column = at ? at.column : column + 1;
        if (column > lastColumn) lastColumn = column;
      } else {
        const ref = tagAttributes(inside).get('ref') ?? '';
        const end = ref.split(':')[1] ?? ref;
        const letters = /^\$?([A-Za-z]+)/.exec(end)?.[1];
        if (letters) lastColumn = Math.max(lastColumn, columnNumber(letters));
      }
    }
  }
  return { lastColumn, lastRow };
}
