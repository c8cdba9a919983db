/** What the results workbook's table sheets (Results, Problems) share: paging, header row, frozen view. */
import type ExcelJS from 'exceljs';
import { columnLetter } from '../../sheets/sheet-row.js';
import { printOptions } from '../print-setup.js';

/** Rows read from the journal at a time, so memory stays flat for any number of invoices. */
export const PAGE = 500;

export const HEADER_FONT = { bold: true };
export const TABLE_OPTIONS = { views: [{ state: 'frozen' as const, ySplit: 1 }], ...printOptions(1) };

interface TableColumn {
  header: string;
  width: number;
  apiName?: string | undefined;
  /** Of the header cell, over its column's values. @default left */
  alignment?: Readonly<Partial<ExcelJS.Alignment>> | undefined;
}

/** Columns, bold header row (the API's name in a note) with a filter; returns the rows written (one). */
export function startPart(sheet: ExcelJS.Worksheet, columns: readonly TableColumn[]): number {
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.autoFilter = `A1:${columnLetter(columns.length - 1)}1`;
  const header = sheet.getRow(1);
  header.font = HEADER_FONT;
  columns.forEach((column, index) => {
    if (column.apiName) header.getCell(index + 1).note = `Finance API field: ${column.apiName}`;
    if (column.alignment) header.getCell(index + 1).alignment = column.alignment;
  });
  header.commit();
  return 1;
}
