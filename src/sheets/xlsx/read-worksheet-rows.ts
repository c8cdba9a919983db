/**
 * Streams one worksheet of a workbook through exceljs's streaming reader, as SheetRows with only
 * their non-empty cells. Other sheets are skipped unread; any failure of the reader becomes an
 * InputFileError.
 */
import ExcelJS from 'exceljs';
import { InputFileError } from '../../errors.js';
import type { SheetCell, SheetRow } from '../sheet-row.js';
import type { WorkbookSheet } from './parse-workbook-xml.js';
import { sheetCellFromExcel } from './sheet-cell-from-excel.js';

/** The parts of exceljs's worksheet reader used here (its published types omit them). */
interface StreamedWorksheet extends AsyncIterable<StreamedRow> {
  id: number | string;
  name: string;
}
interface StreamedRow {
  number: number;
  eachCell(options: { includeEmpty: boolean }, visit: (cell: { value: unknown; numFmt?: string }, column: number) => void): void;
}

const EMPTY: SheetCell = Object.freeze({ kind: 'empty' });

export interface WorksheetStream {
  rows: AsyncGenerator<SheetRow>;
  /** Stops reading and releases the file. */
  release: () => Promise<void>;
}

/** Rows of `sheet` in `filePath`, read lazily; `date1904` is the workbook's date system. */
export function readWorksheetRows(filePath: string, file: string, sheet: WorkbookSheet, date1904: boolean): WorksheetStream {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const release = async (): Promise<void> => {
    const stream = (reader as unknown as { stream?: { destroy(): void } }).stream;
    stream?.destroy();
  };
  async function* rows(): AsyncGenerator<SheetRow> {
    try {
      for await (const worksheet of reader as unknown as AsyncIterable<StreamedWorksheet>) {
        if (!isWanted(worksheet, sheet)) continue;
        for await (const row of worksheet) {
          const cells = rowCells(row, date1904);
          if (cells.length > 0) yield { file, sheet: sheet.name, row: row.number, cells };
        }
        return;
      }
    } catch (error) {
      if (error instanceof InputFileError) throw error;
      throw new InputFileError(`cannot read the workbook: ${oneLine(error)}`, { file, sheet: sheet.name }, { cause: error });
    } finally {
      await release();
    }
    throw new InputFileError('the workbook has no worksheet part for this sheet (is it a chart sheet?)', { file, sheet: sheet.name });
  }
  return { rows: rows(), release };
}

/** exceljs names a sheet from the workbook part; when it cannot link the part, it calls it SheetN after the part number. */
function isWanted(worksheet: StreamedWorksheet, sheet: WorkbookSheet): boolean {
  if (worksheet.name === sheet.name) return true;
  return sheet.partNumber !== undefined && worksheet.name === `Sheet${worksheet.id}` && Number(worksheet.id) === sheet.partNumber;
}

/** Non-empty cells by 0-based column, gaps filled with empty cells, nothing after the last value. */
function rowCells(row: StreamedRow, date1904: boolean): SheetCell[] {
  const cells: SheetCell[] = [];
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    const converted = sheetCellFromExcel(cell.value, cell.numFmt, date1904);
    if (converted.kind === 'empty') return;
    while (cells.length < column - 1) cells.push(EMPTY);
    cells[column - 1] = converted;
  });
  return cells;
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.trim() || 'unknown error';
}
