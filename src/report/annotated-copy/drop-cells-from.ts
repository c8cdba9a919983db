/**
 * A worksheet part without the cells from a column on: the old Outcome, Instance id and Message of
 * an annotated copy uploaded again, which annotate-sheet-xml.ts writes anew in their place. Streams;
 * a cell may open in one chunk and close in the next.
 */
import { columnNumber } from '../../sheets/sheet-row.js';
import { xmlTagChunks } from './xml-tag-chunks.js';

const TAGS = /<(\/?)(?:[\w.-]+:)?(c|row)(?=[\s/>])([^>]*)>/g;
const CELL_COLUMN = /(?:^|\s)r\s*=\s*["']([A-Za-z]+)\d+["']/;

/** `xml` without its cells of 1-based column `first` or later. */
export async function* dropCellsFrom(xml: AsyncIterable<string>, first: number): AsyncGenerator<string> {
  let dropping = false;
  let column = 0;
  for await (const piece of xmlTagChunks(xml)) {
    let out = '';
    let at = 0;
    for (const match of piece.matchAll(TAGS)) {
      const [tag, closing, name, inside = ''] = match;
      const index = match.index ?? 0;
      if (name === 'row') {
        if (!closing) column = 0;
        continue;
      }
      if (closing) {
        if (dropping) {
          at = index + tag.length;
          dropping = false;
        }
        continue;
      }
      const letters = CELL_COLUMN.exec(inside)?.[1];
      column = letters ? columnNumber(letters) : column + 1;
      if (column < first) continue;
      out += piece.slice(at, index);
      at = index + tag.length;
      dropping = !inside.endsWith('/');
    }
    if (!dropping) out += piece.slice(at);
    if (out !== '') yield out;
  }
}
