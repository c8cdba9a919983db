/**
 * The titled tables of the reconciliation Summary: a section is a title, its columns and rows, and
 * the line shown when it has none; each column's width fits the longest cell any section puts in it.
 */
import type ExcelJS from 'exceljs';
import { amountStyle } from './amount-cell.js';
import { clipCells } from './clip-cell-text.js';
import { fitColumnWidth } from './fit-column-width.js';
import { fitRowHeight } from './fit-row-height.js';
import type { DateStyle } from './date-style.js';

const BOLD = { bold: true };

export type Cell = string | number | Date | null;

/**
 * A section's column: `amount`, `count` and `dateTime` cells are numbers, their headers set right above them;
 * an amount takes the decimal places of the row's `currency` cell.
 */
export type Column = [header: string, kind?: 'amount' | 'count' | 'dateTime' | 'currency'];

export interface Section {
  title: string;
  columns: readonly Column[];
  rows: readonly Cell[][];
  empty: string;
}

const RIGHT_KINDS: ReadonlySet<Column[1]> = new Set(['amount', 'count', 'dateTime']);

/** A text column right after one of numbers is set a little apart, so `1,234.50` and `invoices.csv` never touch. */
function alignment(columns: readonly Column[], index: number): Partial<ExcelJS.Alignment> | undefined {
  const kind = columns[index]![1];
  if (kind === 'amount' || kind === 'count') return { horizontal: 'right' };
  return index > 0 && RIGHT_KINDS.has(columns[index - 1]![1]) && !RIGHT_KINDS.has(kind)
    ? { horizontal: 'left', indent: 1 }
    : undefined;
}

/** @param widths the sheet's column widths (sectionWidths): a longer text wraps within its column */
export function writeSection(
  sheet: ExcelJS.Worksheet,
  dateStyle: DateStyle,
  { title, columns, rows, empty }: Section,
  widths: readonly number[],
): void {
  sheet.addRow([]).commit();
  const titleRow = sheet.addRow([title]);
  titleRow.font = BOLD;
  titleRow.commit();
  if (rows.length === 0) {
    sheet.addRow([empty]).commit();
    return;
  }
  const head = sheet.addRow(columns.map(([header]) => header));
  head.font = BOLD;
  columns.forEach((_, index) => {
    const align = alignment(columns, index);
    if (align) head.getCell(index + 1).alignment = align;
  });
  head.commit();
  const currencyAt = columns.findIndex(([, kind]) => kind === 'currency');
  for (const cells of rows) {
    const clipped = clipCells(cells);
    const row = sheet.addRow(clipped);
    const currency = currencyAt < 0 ? undefined : cells[currencyAt];
    // Run on over the cells beside it, a long Detail or vendor was cut at the page's edge: wrapped in its column.
    const longer = (index: number) => {
      const text = clipped[index];
      return typeof text === 'string' && text.length > (widths[index] ?? Infinity);
    };
    const tall = columns.some((_, index) => longer(index));
    columns.forEach(([, kind], index) => {
      const cell = row.getCell(index + 1);
      if (kind === 'amount')
        cell.style = amountStyle(typeof currency === 'string' ? currency : undefined, cells[index]);
      if (kind === 'dateTime') cell.numFmt = dateStyle.cellDateTimeFormat;
      const align = kind === 'amount' || kind === 'count' ? undefined : alignment(columns, index);
      if (align) cell.alignment = align;
      // A row of several lines reads from its top line, every cell of it. (An amount's style is shared: copied.)
      if (tall) {
        const wrap = longer(index) ? { wrapText: true } : {};
        cell.style = { ...cell.style, alignment: { ...cell.style.alignment, vertical: 'top', ...wrap } };
      }
    });
    if (tall) row.height = fitRowHeight(clipped, widths);
    row.commit();
  }
}

/** The text a cell shows, as long as it prints: an amount with its separators, a date and time in full. */
function shownText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return '0000-00-00 00:00:00';
  if (typeof cell === 'number') return cell.toLocaleString('en-US', { minimumFractionDigits: 2 });
  return cell;
}

/** Each column as wide as the longest header or value any section puts in it (fitColumnWidth). */
export function sectionWidths(least: readonly number[], sections: readonly Section[]): number[] {
  return least.map((width, index) =>
    fitColumnWidth(
      width,
      sections.flatMap((s) =>
        s.rows.length === 0
          ? []
          : [s.columns[index]?.[0] ?? '', ...s.rows.map((cells) => shownText(cells[index] ?? null))],
      ),
    ),
  );
}
