/**
 * The rows that form one invoice, as the layouts hand them to the mapper, and helpers they share.
 */
import { cellText, type SheetCell, type SheetRow } from '../sheets/sheet-row.js';
import type { ColumnRef } from './compiled-mapping.js';
import type { Problem } from './mapped-invoice.js';
import type { ColumnIndex } from './resolve-columns.js';

export interface InvoiceGroup {
  /** The row holding the invoice fields (the first row of a grouped invoice). */
  header: SheetRow;
  /** Rows read as InvoiceItems, in order. */
  lines: SheetRow[];
  /** Every row of the invoice on the header's sheet, for `MappedInvoice.rows`. */
  rows: number[];
  /** Problems of the grouping itself (split groups, missing key). */
  problems: Problem[];
  /** Joined layout: the invoice key, for messages about missing lines. */
  key?: string | undefined;
}

/** Lines of the joined layout whose key matches no invoice. */
export interface OrphanLines {
  orphan: true;
  key: string;
  lines: SheetRow[];
  /** Set on a line whose key cannot be read. @default a key that was read */
  unkeyed?: UnkeyedLine | undefined;
}

/** A line of the joined layout whose key cannot be read (an error, or blank): it may belong to any invoice. */
export interface UnkeyedLine {
  line: SheetRow;
  /** The key cell that cannot be read, or the first key cell when all are blank. */
  cell: SheetCell | undefined;
  /** How its key cell reads, for messages: `shows #N/A`, `is blank`. */
  shows: string;
}

/** The key text of a row: the trimmed key cells joined; '' when every key cell is blank. */
export function groupKeyOf(row: SheetRow, key: readonly ColumnRef[], columns: ColumnIndex): string {
  let text = '';
  let blank = true;
  for (let i = 0; i < key.length; i++) {
    const resolved = columns.get(key[i]!);
    const part = resolved ? cellText(row.cells[resolved.index]).trim() : '';
    if (part !== '') blank = false;
    text = i === 0 ? part : `${text} / ${part}`;
  }
  return blank ? '' : text;
}

/**
 * Every source row of an invoice as `MappedInvoice.rows`: its rows on its own sheet, then, for a
 * joined layout, its lines' rows on the lines sheet: `5; Lines: 7-9`. A sheet name cannot hold a
 * colon, so the text reads back unambiguously (see report/annotated-copy/parse-source-rows.ts).
 */
export function sourceRowsText(group: Pick<InvoiceGroup, 'header' | 'lines' | 'rows'>): string {
  const own = formatRows(group.rows);
  const elsewhere = group.lines.filter((line) => line.sheet !== group.header.sheet);
  if (elsewhere.length === 0) return own;
  return `${own}; ${elsewhere[0]!.sheet ?? ''}: ${formatRows(elsewhere.map((line) => line.row))}`;
}

/** `5`, `5-7` or `5, 9, 12` (runs of consecutive rows collapse). */
export function formatRows(rows: readonly number[]): string {
  // Rows of a grouped invoice come in order and are usually one run: no copy, no sort.
  const count = rows.length;
  if (count > 0) {
    const start = rows[0]!;
    let run = true;
    for (let i = 1; i < count && run; i++) run = rows[i] === start + i;
    if (run) return count === 1 ? `${start}` : `${start}-${rows[count - 1]!}`;
  }
  const sorted = [...rows].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return '';
  if (last - first === sorted.length - 1) return first === last ? `${first}` : `${first}-${last}`;
  return sorted.join(', ');
}
