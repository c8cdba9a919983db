/**
 * The results workbook of one run, written with exceljs's streaming writer from the journal a page
 * at a time, so memory stays flat for any number of invoices: sheets Results, Problems, Summary.
 * Written under a private temporary name and published whole (write-output-file.ts).
 */
import type ExcelJS from 'exceljs';
import { importExcelJs } from '../sheets/xlsx/import-exceljs.js';
import { clipCellText, clipCells } from './clip-cell-text.js';
import type { Journal } from '../journal/open-journal.js';
import type { RunSummary } from '../journal/summarize-run.js';
import { PROBLEM_HEADERS, RESULTS_COLUMNS, calendarDate, outcomeOf } from './results-columns.js';
import { PLAIN_STYLE, RESULTS_COLUMN_STYLES, outcomeStyle } from './results-cell-styles.js';
import { summaryRows } from './results-summary-rows.js';
import { AMOUNT_FORMAT, amountValue } from './amount-cell.js';
import { waitForSheetDrain } from './wait-for-sheet-drain.js';
import { openSplitWorksheet } from './open-split-worksheet.js';
import { columnLetter } from '../sheets/sheet-row.js';
import { writeOutputFile, type OutputName } from './write-output-file.js';

const PAGE = 500;

const HEADER_FONT = { bold: true };
const FROZEN_HEADER = { views: [{ state: 'frozen' as const, ySplit: 1 }] };

/** Columns, bold header row with a filter; returns the rows written (one). */
function startPart(sheet: ExcelJS.Worksheet, columns: readonly { header: string; width: number }[]): number {
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.autoFilter = `A1:${columnLetter(columns.length - 1)}1`;
  sheet.getRow(1).font = HEADER_FONT;
  sheet.getRow(1).commit();
  return 1;
}

/**
 * Writes the workbook and returns the name it was published under. `maxRows` is Excel's row limit,
 * past which Results and Problems go on in `Results (2)`, `Problems (2)`.
 */
export async function writeResultsWorkbook(
  journal: Journal,
  summary: RunSummary,
  name: OutputName,
  maxRows?: number,
): Promise<string> {
  return writeOutputFile(name, async (stream) => {
    const workbook = new (await importExcelJs()).stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = 'invoice-batch';
    await writeResults(workbook, journal, summary.run.id, maxRows);
    await writeProblems(workbook, journal, summary.run.id, maxRows);
    writeSummary(workbook, summary);
    await workbook.commit();
  });
}

async function writeResults(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  journal: Journal,
  runId: number,
  maxRows: number | undefined,
): Promise<void> {
  const sheet = openSplitWorksheet(
    workbook,
    'Results',
    FROZEN_HEADER,
    (part) => startPart(part, RESULTS_COLUMNS),
    maxRows,
  );
  const outcomeIndex = RESULTS_COLUMNS.findIndex((column) => column.header === 'Outcome');
  for (let after = 0; ;) {
    const rows = await journal.lists.listRunResultsPage(runId, after, PAGE);
    for (const invoice of rows) {
      const row = sheet.addRow(
        RESULTS_COLUMNS.map((column) => {
          const value = column.value(invoice);
          if (value === null) return value;
          if (column.kind === 'text') return clipCellText(String(value));
          if (column.kind === 'date') return calendarDate(String(value)) ?? value;
          // The exact text stays in the journal; the sheet gets a number so it sums and sorts.
          return column.kind === 'amount' ? amountValue(String(value)) : value;
        }),
      );
      // Every cell gets a shared style object, the plain ones too: see results-cell-styles.ts.
      RESULTS_COLUMN_STYLES.forEach((style, index) => {
        row.getCell(index + 1).style = index === outcomeIndex ? outcomeStyle(outcomeOf(invoice.state)) : style;
      });
      row.commit();
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]?.id ?? after;
    await waitForSheetDrain(sheet.current());
  }
  sheet.commit();
}

async function writeProblems(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  journal: Journal,
  runId: number,
  maxRows: number | undefined,
): Promise<void> {
  const columns = PROBLEM_HEADERS.map((header) => ({ header, width: header === 'Message' ? 70 : 16 }));
  const sheet = openSplitWorksheet(workbook, 'Problems', FROZEN_HEADER, (part) => startPart(part, columns), maxRows);
  for (let after = 0; ;) {
    const problems = await journal.lists.listRunProblemsPage(runId, after, PAGE);
    for (const p of problems) {
      const row = sheet.addRow(clipCells([p.file, p.sheet, p.row, p.column, p.field, p.value, p.message, p.invoiceId]));
      for (let column = 1; column <= PROBLEM_HEADERS.length; column += 1) row.getCell(column).style = PLAIN_STYLE;
      row.commit();
    }
    if (problems.length < PAGE) break;
    after = problems[problems.length - 1]?.id ?? after;
    await waitForSheetDrain(sheet.current());
  }
  sheet.commit();
}

function writeSummary(workbook: ExcelJS.stream.xlsx.WorkbookWriter, summary: RunSummary): void {
  const sheet = workbook.addWorksheet('Summary');
  sheet.columns = [{ width: 22 }, { width: 60 }, { width: 22 }];
  for (const cells of summaryRows(summary)) {
    const row = sheet.addRow(clipCells(cells.values));
    if (cells.bold) row.font = HEADER_FONT;
    if (cells.amounts)
      for (let column = 2; column <= cells.values.length; column += 1) row.getCell(column).numFmt = AMOUNT_FORMAT;
    row.commit();
  }
  sheet.commit();
}
