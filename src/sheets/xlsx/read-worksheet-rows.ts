/**
 * Streams one worksheet as SheetRows with exceljs's streaming parsers, fed part by part from the
 * zip's central directory: workbook, shared strings and styles first, then only the wanted sheet.
 * exceljs's own single pass over the zip (unzipper) parks sheets in temp files when they come
 * before the shared strings, as Excel stores them, and unpacks with no size limit; reading parts
 * directly avoids both. Any failure of the parsers becomes an InputFileError.
 */
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { InputFileError } from '../../errors.js';
import type { SheetCell, SheetRow } from '../sheet-row.js';
import { openZipEntryText } from '../zip/read-zip-entry.js';
import { WORKBOOK_PART, type WorkbookZip } from './open-workbook-zip.js';
import type { WorkbookSheet } from './parse-workbook-xml.js';
import { sheetCellFromExcel } from './sheet-cell-from-excel.js';

/** The part parsers of exceljs 4.4's WorkbookReader (internal methods; exceljs is pinned and patched). */
interface WorkbookParsers {
  _parseWorkbook(stream: Readable): Promise<void>;
  _parseSharedStrings(stream: Readable): AsyncGenerator<unknown>;
  _parseStyles(stream: Readable): Promise<void>;
  _parseWorksheet(stream: Readable, sheetNo: number): Generator<{ eventType: string; value: StreamedWorksheet }>;
}

/** exceljs's worksheet reader: `parse()` yields the events of each chunk of sheet XML at once. */
interface StreamedWorksheet {
  parse(): AsyncIterable<Array<{ eventType: string; value: unknown }>>;
}

interface StreamedRow {
  number: number;
  eachCell(options: { includeEmpty: boolean }, visit: (cell: { value: unknown; numFmt?: string }, column: number) => void): void;
}

const EMPTY: SheetCell = Object.freeze({ kind: 'empty' });

export interface WorksheetStream {
  /** Rows in batches, one per chunk of sheet XML. */
  rows: AsyncGenerator<SheetRow[]>;
  /** Stops reading and releases the file. */
  release: () => Promise<void>;
}

/** Rows of `sheet`, read lazily from a workbook that passed `openWorkbookZip`. */
export function readWorksheetRows(filePath: string, file: string, workbook: WorkbookZip, sheet: WorkbookSheet): WorksheetStream {
  const open = new Set<Readable>();
  const part = (name: string): Readable | undefined => {
    const entry = workbook.findPart(name);
    if (!entry) return undefined;
    const stream = openZipEntryText(filePath, entry);
    open.add(stream);
    stream.once('close', () => open.delete(stream));
    return stream;
  };
  const release = async (): Promise<void> => {
    for (const stream of open) stream.destroy();
    open.clear();
  };
  async function* rows(): AsyncGenerator<SheetRow[]> {
    const sheetPart = sheet.part ?? `xl/worksheets/sheet${sheet.index}.xml`;
    if (!workbook.findPart(sheetPart)) {
      throw new InputFileError(`the workbook has no worksheet part for this sheet (expected ${sheetPart}; is it a chart sheet?)`, {
        file,
        sheet: sheet.name,
      });
    }
    try {
      const reader = await loadWorkbookParts(workbook, part);
      const worksheet = [...reader._parseWorksheet(part(sheetPart) as Readable, sheet.index)][0]?.value;
      if (!worksheet) throw new Error('exceljs did not open the worksheet');
      for await (const events of worksheet.parse()) {
        const batch: SheetRow[] = [];
        for (const event of events) {
          if (event.eventType !== 'row') continue;
          const row = event.value as StreamedRow;
          const cells = rowCells(row, workbook.date1904);
          if (cells.length > 0) batch.push({ file, sheet: sheet.name, row: row.number, cells });
        }
        if (batch.length > 0) yield batch;
      }
    } catch (error) {
      if (error instanceof InputFileError) throw error;
      throw new InputFileError(`cannot read the workbook, it may be damaged: ${oneLine(error)}`, { file, sheet: sheet.name }, { cause: error });
    } finally {
      await release();
    }
  }
  return { rows: rows(), release };
}

/** A WorkbookReader that has parsed the workbook, shared strings and styles parts. */
async function loadWorkbookParts(workbook: WorkbookZip, part: (name: string) => Readable | undefined): Promise<WorkbookParsers> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader('', {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as WorkbookParsers;
  await reader._parseWorkbook(part(WORKBOOK_PART) as Readable);
  const sharedStrings = part(workbook.sharedStringsPart);
  if (sharedStrings) for await (const _ of reader._parseSharedStrings(sharedStrings)) void _;
  const styles = part(workbook.stylesPart);
  if (styles) await reader._parseStyles(styles);
  return reader;
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
