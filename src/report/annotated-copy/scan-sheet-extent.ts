/**
 * The first pass over a worksheet part for its annotated copy: the last column any cell holding
 * something or merged range uses, so the added columns land after everything, and the last row.
 * An empty cell (`<c r="Q1" s="1"/>`) only carries a style: Gnumeric saves a styled row as such
 * cells up to XFD, so they do not count (the copy leaves those past that column out). Streams the
 * part; holds nothing but counters.
 */
import { columnNumber } from '../../sheets/sheet-row.js';
import { splitCellRef, tagAttributes } from '../xlsx-writer/xml-text.js';
import { xmlTagChunks } from './xml-tag-chunks.js';

export interface SheetExtent {
  /** 1-based; 0 for a sheet without cells. */
  lastColumn: number;
  lastRow: number;
  /** Whether an empty cell lies past `lastColumn`. */
  emptyBeyond: boolean;
}

const TAGS = /<(?:[\w.-]+:)?(row|c|mergeCell)(?=[\s/>])([^>]*)>/g;

export async function scanSheetExtent(xml: AsyncIterable<string>): Promise<SheetExtent> {
  let lastColumn = 0;
  let lastEmptyColumn = 0;
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
        // An empty cell without `r` counts as used: the copy leaves out only the ones it can name.
        if (ref && inside.endsWith('/')) lastEmptyColumn = Math.max(lastEmptyColumn, column);
        else if (column > lastColumn) lastColumn = column;
      } else {
        const ref = tagAttributes(inside).get('ref') ?? '';
        const end = ref.split(':')[1] ?? ref;
        const letters = /^\$?([A-Za-z]+)/.exec(end)?.[1];
        if (letters) lastColumn = Math.max(lastColumn, columnNumber(letters));
      }
    }
  }
  return { lastColumn, lastRow, emptyBeyond: lastEmptyColumn > lastColumn };
}
