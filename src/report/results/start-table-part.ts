/** What the results workbook's table sheets (Results, Problems) share: paging, header row, frozen view. */
import type ExcelJS from 'exceljs';
import { columnLetter } from '../../sheets/sheet-row.js';
import { addColumnBreaks, printOptions } from '../print-setup.js';
import type { SheetPrint } from '../plan-sheet-print.js';

/** Rows read from the journal at a time, so memory stays flat for any number of invoices. */
export const PAGE = 500;

export const HEADER_FONT = { bold: true };
const TABLE_OPTIONS = { views: [{ state: 'frozen' as const, ySplit: 1 }], ...printOptions(1) };

interface TableColumn {
  header: string;
  width: number;
  apiName?: string | undefined;
  /** Of the header cell, over its column's values. @default left */
  alignment?: Readonly<Partial<ExcelJS.Alignment>> | undefined;
}

/** Columns, bold header row (the API's name in a note) with a filter; returns the rows written (one). */
function startPart(sheet: ExcelJS.Worksheet, columns: readonly TableColumn[]): number {
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

/**
 * The sheet options and the part start of a table printed as `print` says: its scale, repeated
 * rows and columns, and the column breaks each part of a split sheet carries.
 */
export function printedTable(
  columns: readonly TableColumn[],
  print: SheetPrint,
): { options: Partial<ExcelJS.AddWorksheetOptions>; start: (part: ExcelJS.Worksheet) => number } {
  return {
    options: { ...TABLE_OPTIONS, ...print.options },
    start: (part) => {
      if (print.breaks.length > 0) addColumnBreaks(part, print.breaks);
      return startPart(part, columns);
    },
  };
}
