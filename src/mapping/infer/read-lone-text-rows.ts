/**
 * The rows among the data that fill one cell with words and nothing else: a note under the
 * table (`Amounts in vatu (VUV)`, `ملاحظة: المبالغ بالدينار الجزائري`) or a heading between its
 * sections. Like the titles above the header, they say what the rows are in. Pure.
 */
import { cellText, type SheetRow } from '../../sheets/sheet-row.js';

/** Words, not a number or a code: at least two words of letters. */
const WORDS = /\p{L}{2,}[^\p{L}]+\p{L}{2,}/u;

/** The rows that hold a single filled cell, of words. */
export function loneTextRows(rows: readonly SheetRow[]): SheetRow[] {
  return rows.filter((row) => {
    const filled = row.cells.filter((c) => c && c.kind !== 'empty');
    return filled.length === 1 && WORDS.test(cellText(filled[0]!).trim());
  });
}
