/**
 * Streams one worksheet as SheetRows with exceljs's streaming parsers, fed part by part from the
 * zip's central directory: workbook, shared strings and styles first, then only the wanted sheet.
 * exceljs's own single pass over the zip (unzipper) parks sheets in temp files when they come
 * before the shared strings, as Excel stores them, and unpacks with no size limit; reading parts
 * directly avoids both. Any failure of the parsers becomes an InputFileError.
 */
import type { Readable } from 'node:stream';
import { InputFileError } from '../../errors.js';
import { columnLetter, type SheetCell, type SheetRow } from '../sheet-row.js';
import { openZipEntryText } from '../zip/read-zip-entry.js';
import type { WorkbookZip } from './open-workbook-zip.js';
import { loadWorkbookParts, tooLong, type StringLimits } from './load-workbook-parts.js';
import type { ListedSheet, StaleResults } from './parse-workbook-xml.js';
import { limitTextRuns, TextRunTooLong } from './limit-text-runs.js';
import { sheetCellFromExcel } from './sheet-cell-from-excel.js';
import { numberRowsAndCells } from './number-rows-and-cells.js';
import { markReadRows } from './mark-read-rows.js';
import { refuseUnreadablePart } from './refuse-unreadable-part.js';

interface StreamedRow {
  number: number;
  eachCell(
    options: { includeEmpty: boolean },
    visit: (cell: { value: unknown; numFmt?: string }, column: number) => void,
  ): void;
}

const EMPTY: SheetCell = Object.freeze({ kind: 'empty' });

/** Default for `maxCellChars`: the most characters Excel holds in one cell. */
const DEFAULT_MAX_CELL_CHARS = 32_767;
/** Default for `maxSharedStrings`. */
const DEFAULT_MAX_SHARED_STRINGS = 1_000_000;
/** Default for `maxSharedStringChars`: at most about 128 MB of string memory. */
const DEFAULT_MAX_SHARED_STRING_CHARS = 64_000_000;

interface WorksheetLimits {
  /** @default DEFAULT_MAX_CELL_CHARS */
  maxCellChars?: number | undefined;
  /** @default DEFAULT_MAX_SHARED_STRINGS */
  maxSharedStrings?: number | undefined;
  /** @default DEFAULT_MAX_SHARED_STRING_CHARS */
  maxSharedStringChars?: number | undefined;
}

/** What the reader needs to know of a workbook besides its parts. */
interface ReadContext {
  file: string;
  sheet: string;
  date1904: boolean;
  /** Why the workbook's formulas' saved results may be out of date, if they may. */
  staleResults: StaleResults | undefined;
  /** Shared strings read; undefined when the workbook has no shared strings part. */
  sharedStrings: number | undefined;
  maxCellChars: number;
}

export interface WorksheetStream {
  /** Rows in batches, one per chunk of sheet XML. */
  rows: AsyncGenerator<SheetRow[]>;
  /** Stops reading and releases the file. */
  release: () => Promise<void>;
}

/** Rows of `sheet`, read lazily from a workbook that passed `openWorkbookZip`. */
export function readWorksheetRows(
  filePath: string,
  file: string,
  workbook: WorkbookZip,
  sheet: ListedSheet,
  limits: WorksheetLimits = {},
): WorksheetStream {
  const maxCellChars = limits.maxCellChars ?? DEFAULT_MAX_CELL_CHARS;
  const stringLimits: StringLimits = {
    maxSharedStrings: limits.maxSharedStrings ?? DEFAULT_MAX_SHARED_STRINGS,
    maxSharedStringChars: limits.maxSharedStringChars ?? DEFAULT_MAX_SHARED_STRING_CHARS,
    maxCellChars,
  };
  const open = new Set<Readable>();
  // Filled as the sheet's XML passes, before exceljs emits the rows it holds.
  const hiddenRows = new Set<number>();
  const part = (name: string, numbered = false): Readable | undefined => {
    const entry = workbook.findPart(name);
    if (!entry) return undefined;
    const source = openZipEntryText(filePath, entry);
    const limited = source.pipe(limitTextRuns(maxCellChars));
    const stream = numbered ? limited.pipe(numberRowsAndCells((row) => hiddenRows.add(row))) : limited;
    source.once('error', (error) => limited.destroy(error));
    if (numbered) limited.once('error', (error) => stream.destroy(error));
    for (const opened of new Set([source, limited, stream])) {
      open.add(opened);
      opened.once('close', () => open.delete(opened));
    }
    return stream;
  };
  const release = async (): Promise<void> => {
    for (const stream of open) stream.destroy();
    open.clear();
  };
  async function* rows(): AsyncGenerator<SheetRow[]> {
    const sheetPart = sheet.part ?? `xl/worksheets/sheet${sheet.index}.xml`;
    if (!workbook.findPart(sheetPart)) {
      throw new InputFileError(
        `the workbook has no worksheet part for this sheet (expected ${sheetPart}; is it a chart sheet?)`,
        {
          file,
          sheet: sheet.name,
        },
      );
    }
    const where = { file, sheet: sheet.name };
    try {
      const reader = await loadWorkbookParts(workbook, part, where, stringLimits);
      const worksheet = [...reader._parseWorksheet(part(sheetPart, true) as Readable, sheet.index)][0]?.value;
      if (!worksheet) throw new Error('exceljs did not open the worksheet');
      const context: ReadContext = {
        ...where,
        date1904: workbook.date1904,
        staleResults: workbook.staleResults,
        sharedStrings: reader.sharedStrings?.length,
        maxCellChars,
      };
      const readBefore = markReadRows();
      for await (const events of worksheet.parse()) {
        const batch: SheetRow[] = [];
        for (const event of events) {
          if (event.eventType !== 'row') continue;
          const row = event.value as StreamedRow;
          const cells = rowCells(row, context);
          const hidden = hiddenRows.delete(row.number);
          if (cells.length === 0) continue;
          // Two rows of one number would be read as two invoices (or one as its own duplicate)
          if (readBefore(row.number)) throw repeatedRow(where, row.number);
          const read: SheetRow = { file, sheet: sheet.name, row: row.number, cells };
          if (hidden) read.hidden = true;
          batch.push(read);
        }
        if (batch.length > 0) yield batch;
      }
    } catch (error) {
      if (error instanceof TextRunTooLong) throw tooLong(where, `${sheetPart} holds a value of`, error.maxChars);
      throw refuseUnreadablePart(where, sheetPart, error);
    } finally {
      await release();
    }
  }
  return { rows: rows(), release };
}

/** Non-empty cells by 0-based column, gaps filled with empty cells, nothing after the last value. */
function rowCells(row: StreamedRow, context: ReadContext): SheetCell[] {
  const cells: SheetCell[] = [];
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    let converted = sheetCellFromExcel(cell.value, cell.numFmt, context.date1904, context.staleResults);
    if (converted.kind === 'empty') return;
    if (converted.kind === 'text' && converted.text.length > context.maxCellChars) {
      const at = { file: context.file, sheet: context.sheet, row: row.number, column: columnLetter(column - 1) };
      throw tooLong(at, 'the cell holds', context.maxCellChars, converted.text.length);
    }
    if (converted.kind === 'unreadable' && context.sharedStrings === undefined && isSharedStringRef(cell.value)) {
      converted = { ...converted, reason: 'a shared-string cell in a workbook that has no shared strings part' };
    }
    while (cells.length < column - 1) cells.push(EMPTY);
    cells[column - 1] = converted;
  });
  return cells;
}

function repeatedRow(where: { file: string; sheet: string }, row: number): InputFileError {
  return new InputFileError(
    `the sheet holds row ${row} twice, so which of the two it shows cannot be told: ` +
      'the file is damaged or was edited by hand; save it again from the program that made it',
    { ...where, row },
  );
}

function isSharedStringRef(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'sharedString' in value;
}
