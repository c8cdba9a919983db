/**
 * The header row of a table whose headers wrap (the reconciliation workbook, the period export):
 * the columns and their widths, a filter, bold headers at least two lines high, so a column is as
 * wide as its values and not its header, each header aligned over its values.
 */
import type ExcelJS from 'exceljs';
import { columnLetter } from '../sheets/sheet-row.js';
import { fitBoldRowHeight } from './fit-row-height.js';

export const HEADER_WRAP = { vertical: 'top', wrapText: true } as const;

export interface WrappedColumn {
  header: string;
  width: number;
  /** Of the header, over its values: numbers to the right, dates centred. @default left */
  horizontal?: 'right' | 'center' | undefined;
  /** The finance API's name of the field, in the header's note. */
  apiName?: string | undefined;
}

/** Writes the header row; returns the rows written (one). */
export function startWrappedTable(sheet: ExcelJS.Worksheet, columns: readonly WrappedColumn[]): number {
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.autoFilter = `A1:${columnLetter(columns.length - 1)}1`;
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = HEADER_WRAP;
  header.height = Math.max(
    30,
    fitBoldRowHeight(
      columns.map((c) => c.header),
      columns.map((c) => c.width),
    ),
  );
  columns.forEach((column, index) => {
    if (column.apiName) header.getCell(index + 1).note = `Finance API field: ${column.apiName}`;
    if (column.horizontal) header.getCell(index + 1).alignment = { ...HEADER_WRAP, horizontal: column.horizontal };
  });
  header.commit();
  return 1;
}
