/**
 * The Rows cell of the Results sheet: one source row as a number, so that the column sorts and
 * filters by it like its neighbours; several rows ("2-6", "2, 5, 9", "2; Lines: 3-5") as the text
 * itself, so that every reader (Excel, LibreOffice, openpyxl, a CSV export) gets the rows it means.
 * Not text for every row: text sorts "10" before "2", and a sort by Rows is how a clerk walks the
 * file; with numbers the one-row invoices sort in file order, the ranges after them (Excel and
 * LibreOffice sort numbers before text), each right-aligned so both read as one column.
 */
import type ExcelJS from 'exceljs';

type CellStyle = Readonly<Partial<ExcelJS.Style>>;

const NUMBER_STYLE: CellStyle = Object.freeze({
  numFmt: '0',
  alignment: Object.freeze({ horizontal: 'right' as const }),
});
const TEXT_STYLE: CellStyle = Object.freeze({ alignment: Object.freeze({ horizontal: 'right' as const }) });

/** The cell's value: one row as a number, anything else as its text. */
export function rowsCellValue(rows: string): number | string {
  return /^\d+$/.test(rows) ? Number(rows) : rows;
}

/** The cell's style: `0` for a number, right-aligned either way so one-row and many-row invoices line up. */
export function rowsCellStyle(rows: string): CellStyle {
  return typeof rowsCellValue(rows) === 'number' ? NUMBER_STYLE : TEXT_STYLE;
}

/**
 * The rows as written, read back from a Rows cell: its text, or its number and the rest its format
 * shows (workbooks written before several rows were a text cell).
 */
export function rowsCellText(value: unknown, numFmt: string | undefined): string | undefined {
  if (typeof value !== 'number') return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  const rest = /^0"(.*)"$/s.exec(numFmt ?? '')?.[1]?.replace(/""/g, '"') ?? '';
  return `${value}${rest}`;
}
