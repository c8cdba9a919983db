/**
 * The cells of one worksheet as stored (value and number format), read by the parsers upload reads
 * with (load-workbook-parts.ts), part by part from the zip's directory, for a reader that needs more
 * than a SheetCell keeps (a date's time of day, a Rows cell's format). Parts are named by the
 * workbook's relationships whatever their path, so a workbook whose comments openpyxl wrote
 * (xl/comments/comment1.xml, named by an absolute path) reads as any other: comments are not read.
 */
import type { Readable } from 'node:stream';
import { refuseUnreadablePart } from './refuse-unreadable-part.js';
import { openZipEntryText } from '../zip/read-zip-entry.js';
import type { WorkbookZip } from './open-workbook-zip.js';
import type { ListedSheet } from './parse-workbook-xml.js';
import { loadWorkbookParts } from './load-workbook-parts.js';
import { limitTextRuns } from './limit-text-runs.js';
import { numberRowsAndCells } from './number-rows-and-cells.js';

/** A cell as stored: its value as the part parsers read it (read-cell-value.ts) and its number format. */
export interface StoredCell {
  value: unknown;
  numFmt: string | undefined;
}

/** A worksheet's rows by number, each its non-empty cells by 1-based column. */
export type StoredRows = Map<number, Map<number, StoredCell>>;

interface StreamedRow {
  number: number;
  eachCell(visit: (cell: { value: unknown; numFmt?: string }, column: number) => void): void;
}

/** The largest cell a spreadsheet holds, as upload reads by default. */
const MAX_CELL_CHARS = 32_767;
const LIMITS = { maxSharedStrings: 1_000_000, maxSharedStringChars: 64_000_000, maxCellChars: MAX_CELL_CHARS };

/** The rows of `sheet` of a workbook that passed `openWorkbookZip`; a failure of the parsers is an InputFileError. */
export async function readSheetCells(
  filePath: string,
  file: string,
  workbook: WorkbookZip,
  sheet: ListedSheet,
): Promise<StoredRows> {
  const where = { file, sheet: sheet.name };
  const opened: Readable[] = [];
  const part = (name: string, numbered = false): Readable | undefined => {
    const entry = workbook.findPart(name);
    if (!entry) return undefined;
    const source = openZipEntryText(filePath, entry);
    const limited = source.pipe(limitTextRuns(MAX_CELL_CHARS));
    source.once('error', (error) => limited.destroy(error));
    const stream = numbered ? limited.pipe(numberRowsAndCells()) : limited;
    if (numbered) limited.once('error', (error) => stream.destroy(error));
    opened.push(source, limited, stream);
    return stream;
  };
  const sheetPart = sheet.part ?? `xl/worksheets/sheet${sheet.index}.xml`;
  try {
    if (!workbook.findPart(sheetPart)) throw new Error(`the workbook has no part ${sheetPart} for this sheet`);
    const reader = await loadWorkbookParts(workbook, part, where, LIMITS);
    const worksheet = [...reader._parseWorksheet(part(sheetPart, true) as Readable, sheet.index)][0]?.value;
    if (!worksheet) throw new Error('the worksheet part could not be opened');
    const rows: StoredRows = new Map();
    for await (const events of worksheet.parse()) {
      for (const event of events) {
        if (event.eventType !== 'row') continue;
        const row = event.value as StreamedRow;
        const cells = new Map<number, StoredCell>();
        row.eachCell((cell, column) => cells.set(column, { value: cell.value, numFmt: cell.numFmt }));
        rows.set(row.number, cells);
      }
    }
    return rows;
  } catch (error) {
    throw refuseUnreadablePart(where, sheetPart, error);
  } finally {
    for (const stream of opened) stream.destroy();
  }
}
