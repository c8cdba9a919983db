/**
 * The second pass over a worksheet part: the same XML, with the Outcome, Instance id and Message
 * cells appended to the header row and to every row of an invoice, the widths of the added
 * columns, and the dimension widened. Every other byte of the part is passed on as it came, so
 * values, formulas, styles, merged cells and hidden columns stay exactly as the source has them;
 * but empty cells from Outcome's column on, which only carry a style (scan-sheet-extent.ts).
 * Streams: it holds one chunk and at most the `<cols>` block.
 */
import type { RowAnnotation } from './row-annotations.js';
import {
  annotationCells,
  colsWithAnnotations,
  headerCells,
  noteCells,
  type AnnotationStyleIds,
  ANNOTATION_WIDTHS,
} from './annotation-cells.js';
import { columnLetter, columnNumber } from '../../sheets/sheet-row.js';
import { splitCellRef, tagAttributes, withAttribute, withoutAttribute } from '../xlsx-writer/xml-text.js';
import { xmlTagChunks } from './xml-tag-chunks.js';
import { withReplacedNotes } from './replaced-cells.js';

export interface SheetAnnotation {
  /** 1-based column of Outcome: after the last column the sheet uses. */
  firstColumn: number;
  /** Last row the sheet uses, for its dimension. */
  lastRow: number;
  headerRow: number;
  rows: ReadonlyMap<number, RowAnnotation>;
  styles: AnnotationStyleIds | undefined;
  /** By row (never the header's): the notes of cells replaced by *** that no problem tells. @default none */
  notes?: ReadonlyMap<number, readonly string[]> | undefined;
  /**
   * Empty cells lie from `firstColumn` on: they are left out, or the added cells would share their
   * references, and each row's `spans` goes. @default false
   */
  emptyBeyond?: boolean | undefined;
}

const TAGS = /<(\/?)([\w.-]+:)?(row|sheetData|dimension|cols|autoFilter)(?=[\s/>])([^>]*)>/g;
const CELL_STYLE = /<(?:[\w.-]+:)?c(?=[\s/>])[^>]*?\ss\s*=\s*["'](\d+)["']/g;
/** An empty cell with its reference: the only kind scan-sheet-extent.ts lets lie past the last column. */
const EMPTY_CELL = /<(?:[\w.-]+:)?c(?=\s)[^>]*?\sr\s*=\s*["']([A-Za-z]+)\d+["'][^>]*\/>/g;

/** `text` without its empty cells from column `first` on. */
function withoutEmptyCells(text: string, first: number): string {
  return text.replace(EMPTY_CELL, (cell, letters: string) => (columnNumber(letters) >= first ? '' : cell));
}

/** The filter of the table on the header row, widened to the added columns; any other filter as it is. */
function widenFilter(tag: string, inside: string, headerRow: number, last: number): string {
  const [start = '', end = start] = (tagAttributes(inside).get('ref') ?? '').split(':');
  const [from, to] = [splitCellRef(start), splitCellRef(end)];
  if (!from || !to || from.row !== headerRow || to.column >= last) return tag;
  return withAttribute(tag, 'ref', `${start}:${columnLetter(last - 1)}${to.row}`);
}

export async function* annotateSheetXml(xml: AsyncIterable<string>, plan: SheetAnnotation): AsyncGenerator<string> {
  let row = 0;
  let pendingCells = '';
  let sawCols = false;
  /** Inside `<cols>`: the block is gathered and rewritten whole at `</cols>`. */
  let cols: { open: string; prefix: string; inner: string } | undefined;
  const last = plan.firstColumn + ANNOTATION_WIDTHS.length - 1;
  /** In the header row: the style of its last styled cell, which the added headers take. */
  let header: { style: number | undefined } | undefined;

  const cellsFor = (prefix: string, r: number): string => {
    if (r === plan.headerRow) return headerCells(prefix, plan.firstColumn, r, plan.styles);
    const annotation = plan.rows.get(r);
    const notes = plan.notes?.get(r) ?? [];
    if (annotation) {
      const message = withReplacedNotes(annotation.message, notes);
      return annotationCells(prefix, plan.firstColumn, r, { ...annotation, message }, plan.styles);
    }
    return notes.length > 0 ? noteCells(prefix, plan.firstColumn, r, withReplacedNotes('', notes)) : '';
  };

  for await (const piece of xmlTagChunks(xml)) {
    const out: string[] = [];
    let at = 0;
    const pass = (until: number) => {
      const slice = piece.slice(at, until);
      // Only a sheet with such cells pays for the search: scan-sheet-extent.ts found them.
      const text = plan.emptyBeyond && !cols ? withoutEmptyCells(slice, plan.firstColumn) : slice;
      if (header) for (const cell of text.matchAll(CELL_STYLE)) header.style = Number(cell[1]);
      if (cols) cols.inner += text;
      else out.push(text);
    };
    for (const match of piece.matchAll(TAGS)) {
      const index = match.index ?? 0;
      const [tag, closing, prefix = '', name, inside = ''] = match;
      pass(index);
      at = index + tag.length;
      if (cols && !(name === 'cols' && closing)) {
        cols.inner += tag;
        continue;
      }
      const selfClosing = inside.endsWith('/');
      if (name === 'cols') {
        if (!closing && !selfClosing) {
          cols = { open: tag, prefix, inner: '' };
          sawCols = true;
          continue;
        }
        if (closing && cols) {
          out.push(`${cols.open}${colsWithAnnotations(cols.inner, cols.prefix, plan.firstColumn)}${tag}`);
          cols = undefined;
          continue;
        }
        // `<cols/>`: an empty block becomes one with the added columns.
        sawCols = true;
        out.push(`<${prefix}cols>${colsWithAnnotations('', prefix, plan.firstColumn)}</${prefix}cols>`);
        continue;
      }
      if (name === 'autoFilter') {
        out.push(closing ? tag : widenFilter(tag, inside, plan.headerRow, last));
        continue;
      }
      if (name === 'dimension') {
        const ref = tagAttributes(inside).get('ref') ?? '';
        const [start = 'A1', end = start] = ref.split(':');
        const endRow = Math.max(splitCellRef(end)?.row ?? 1, plan.lastRow);
        out.push(withAttribute(tag, 'ref', `${start}:${columnLetter(last - 1)}${endRow}`));
        continue;
      }
      if (name === 'sheetData') {
        if (!closing && !sawCols)
          out.push(`<${prefix}cols>${colsWithAnnotations('', prefix, plan.firstColumn)}</${prefix}cols>`);
        sawCols = true;
        out.push(tag);
        continue;
      }
      // row
      if (closing) {
        if (header) {
          const styles = plan.styles && { ...plan.styles, header: header.style ?? plan.styles.header };
          pendingCells = headerCells(prefix, plan.firstColumn, row, styles);
          header = undefined;
        }
        out.push(pendingCells, tag);
        pendingCells = '';
        continue;
      }
      row = Number(/\sr\s*=\s*["'](\d+)["']/.exec(inside)?.[1] ?? row + 1);
      if (row === plan.headerRow && !selfClosing) {
        // Written at the row's end, once its cells have shown the user's header style.
        header = { style: undefined };
        out.push(withoutAttribute(tag, 'spans'));
        continue;
      }
      const cells = cellsFor(prefix, row);
      if (cells === '') {
        out.push(plan.emptyBeyond ? withoutAttribute(tag, 'spans') : tag);
        continue;
      }
      // `spans` is only a hint of the cells' range; dropped rather than left wrong.
      const open = withoutAttribute(tag, 'spans');
      if (selfClosing) out.push(`${open.replace(/\s*\/>$/, '>')}${cells}</${prefix}row>`);
      else {
        out.push(open);
        pendingCells = cells;
      }
    }
    pass(piece.length);
    if (out.length > 0) yield out.join('');
  }
  if (cols) yield `${cols.open}${cols.inner}`;
}
