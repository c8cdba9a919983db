/**
 * Opens one sheet of an XLSX workbook as a table: zip checks first, then the sheet streamed.
 */
import path from 'node:path';
import type { OpenTable, TableOptions } from '../sheet-row.js';
import { tableFromRows } from '../table-from-rows.js';
import { openWorkbookZip } from './open-workbook-zip.js';
import { chooseSheet } from './pick-sheet.js';
import { findDrawingOnlySheets } from './find-drawing-only-sheets.js';
import type { ListedSheet } from './parse-workbook-xml.js';
import { readWorksheetRowsInWorker } from './read-worksheet-rows-in-worker.js';
import { openZipEntryText } from '../zip/read-zip-entry.js';
import { readMergedRanges, type MergedRange } from './read-merged-ranges.js';
import { spreadMergedCells } from './spread-merged-cells.js';
import { readHiddenColumns } from './read-hidden-columns.js';
import { refuseResultsWorkbook } from './refuse-results-workbook.js';
import { readTableTotalsRows } from './read-table-totals-rows.js';
import { readAutoFilter } from './read-auto-filter.js';
import { readFormatLocales } from './read-format-locales.js';

export async function openXlsxTable(filePath: string, options: TableOptions): Promise<OpenTable> {
  const file = path.basename(filePath);
  const workbook = await openWorkbookZip(filePath, options.maxUncompressedBytes);
  let sheet: ListedSheet;
  try {
    // Only without `sheet:`: a tab the mapping names is read as it is.
    const drawingOnly = options.sheet === undefined ? await findDrawingOnlySheets(filePath, workbook) : undefined;
    sheet = chooseSheet(workbook.sheets, options.sheet, file, drawingOnly);
  } catch (error) {
    // A results workbook given back is named for what it is, not for the sheet it lacks.
    await refuseResultsWorkbook(filePath, file, workbook);
    throw error;
  }
  if (options.sheet === undefined && sheet.name === 'Summary') await refuseResultsWorkbook(filePath, file, workbook);
  const sheetPart = sheet.part ?? `xl/worksheets/sheet${sheet.index}.xml`;
  const part = workbook.findPart(sheetPart);
  const ranges = await mergedRangesOf(filePath, part);
  const hiddenColumns = await hiddenColumnsOf(filePath, part);
  // A damaged relationships or table part leaves the rows as they are: the row reader judges the sheet.
  const tablesWithTotals = await readTableTotalsRows(filePath, workbook, sheetPart).catch(() => []);
  const styles = workbook.findPart(workbook.stylesPart);
  // A damaged styles part is the row reader's to refuse; here it only tells no locale.
  const formatLocales = styles ? await readFormatLocales(openZipEntryText(filePath, styles)).catch(() => []) : [];
  const { rows, release } = readWorksheetRowsInWorker(filePath, file, workbook, sheet, options);
  const wanted = options.headerRow;
  const table = await tableFromRows(rows, {
    file,
    sheet: sheet.name,
    // without a header row named, the first non-empty row is the header
    locateHeader: (row) =>
      wanted === undefined ? 'header' : row.row < wanted ? 'above' : row.row === wanted ? 'header' : 'missed',
    headerWanted: wanted === undefined ? 'the first non-empty row' : `row ${wanted}`,
    trailerRows: options.trailerRows ?? 0,
    allowNoRows: options.allowNoRows ?? false,
    release,
  });
  return {
    ...table,
    sheetPosition: sheet.index,
    ...(sheet.hidden ? { sheetHidden: true } : {}),
    hiddenColumns,
    tablesWithTotals,
    formatLocales,
    // Read only once a hidden row is met: the filter follows the rows, so the part is read again whole.
    readAutoFilter: part ? () => readAutoFilter(openZipEntryText(filePath, part)).catch(() => undefined) : undefined,
    batches: spreadMergedCells(table.batches, ranges, table.headerRow),
  };
}

/** The sheet's merged ranges; none when the part is missing (the row reader says so) or cannot be read. */
async function mergedRangesOf(
  filePath: string,
  entry: Parameters<typeof openZipEntryText>[1] | undefined,
): Promise<MergedRange[]> {
  if (!entry) return [];
  // A damaged part is refused by the row reader, with its message: not here.
  return readMergedRanges(openZipEntryText(filePath, entry)).catch(() => []);
}

/** The sheet's hidden columns; none when the part is missing or cannot be read (the row reader says so). */
async function hiddenColumnsOf(
  filePath: string,
  entry: Parameters<typeof openZipEntryText>[1] | undefined,
): Promise<Set<number>> {
  if (!entry) return new Set();
  return readHiddenColumns(openZipEntryText(filePath, entry)).catch(() => new Set<number>());
}
