/** The results workbook's Problems sheet: every problem of a run, a page at a time. */
import type ExcelJS from 'exceljs';
import { clipCells } from '../clip-cell-text.js';
import { openSplitWorksheet } from '../open-split-worksheet.js';
import { COLUMN_HEADERS } from '../column-headers.js';
import type { ProblemRow } from '../../journal/report-rows.js';
import { fitColumnWidth } from '../fit-column-width.js';
import { fitRowHeight, LINE_HEIGHT } from '../fit-row-height.js';
import { PLAIN_STYLE, shareRowStyle, topAligned } from './results-cell-styles.js';
import type { ResultsSource } from './results-source.js';
import { PAGE, printedTable } from './start-table-part.js';
import { planSheetPrint } from '../plan-sheet-print.js';
import { waitForSheetDrain } from './wait-for-sheet-drain.js';

interface ProblemColumn {
  header: string;
  /** Characters; the Field column is widened to its longest value, to FIELD_MOST. */
  width: number;
  value: (p: ProblemRow) => string | number | null;
}

/** The Problems sheet's columns, headed with the Results sheet's words where it has the column too. */
const PROBLEM_COLUMNS: readonly ProblemColumn[] = [
  { header: COLUMN_HEADERS.sourceFile, width: 16, value: (p) => p.file },
  { header: COLUMN_HEADERS.sheet, width: 10, value: (p) => p.sheet },
  { header: COLUMN_HEADERS.row, width: 7, value: (p) => p.row },
  { header: COLUMN_HEADERS.column, width: 14, value: (p) => p.column },
  { header: COLUMN_HEADERS.field, width: 10, value: (p) => p.field },
  { header: COLUMN_HEADERS.value, width: 14, value: (p) => p.value },
  { header: COLUMN_HEADERS.message, width: 50, value: (p) => p.message },
  { header: COLUMN_HEADERS.invoiceId, width: 24, value: (p) => p.invoiceId },
];
/** A field path wider than this (a line's tax of a long invoice) wraps in its cell, not over the Value. */
const FIELD_MOST = 30;
/**
 * Text that wraps, at the top of its cell, in a row as tall as its lines. Value too: a formula
 * (`=VLOOKUP(A7,Rates!A:B,2,FALSE)`) cut at the column's edge hides what is wrong in it.
 */
const WRAPPED = new Set<string>([COLUMN_HEADERS.field, COLUMN_HEADERS.value, COLUMN_HEADERS.message]);
/** Every header of the Problems sheet, Sheet included. */
export const PROBLEM_HEADERS = PROBLEM_COLUMNS.map(({ header }) => header);
const LEFT_ALIGNED = Object.freeze({ alignment: { horizontal: 'left' as const } });
/** A message longer than its column wraps in a grown row, so a printed copy shows all of it. */
const WRAP_STYLE = Object.freeze({ alignment: Object.freeze({ wrapText: true, vertical: 'top' as const }) });

/**
 * The longest field path of the run's problems, and whether it has any: a first pass, as the sheet's
 * widths and print area come before its rows.
 */
async function surveyProblems(journal: ResultsSource, runId: number): Promise<{ longest: string; any: boolean }> {
  let longest = '';
  let any = false;
  for (let after = 0; ;) {
    const problems = await journal.lists.listRunProblemsPage(runId, after, PAGE);
    if (problems.length > 0) any = true;
    for (const p of problems) if ((p.field ?? '').length > longest.length) longest = p.field ?? '';
    if (problems.length < PAGE) return { longest, any };
    after = problems[problems.length - 1]?.id ?? after;
  }
}

/**
 * The sheet options of a Problems sheet holding only its header and `No problems`: printed in pages
 * across, it would be pages of headers alone; it prints its repeated columns and that line, one page.
 */
function printedEmpty(options: Partial<ExcelJS.AddWorksheetOptions>): Partial<ExcelJS.AddWorksheetOptions> {
  const last = options.pageSetup?.printTitlesColumn?.split(':')[1];
  if (!last) return options;
  // exceljs puts a `$` before each part (`$A1`); LibreOffice prints a range only with its rows absolute too.
  return { ...options, pageSetup: { ...options.pageSetup, printArea: `A$1:${last}$2` } };
}

/** @param withSheet as the Results sheet: a Sheet column only when some invoice of the run has a sheet (not a CSV's) */

export async function writeProblems(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  journal: ResultsSource,
  runId: number,
  maxRows: number | undefined,
  withSheet: boolean,
): Promise<void> {
  const shown = PROBLEM_COLUMNS.filter(({ header }) => withSheet || header !== COLUMN_HEADERS.sheet);
  const survey = await surveyProblems(journal, runId);
  const fieldWidth = fitColumnWidth(PROBLEM_COLUMNS[4]!.width, [survey.longest], FIELD_MOST);
  const columns = shown.map(({ header, width }) => ({
    header,
    width: header === COLUMN_HEADERS.field ? fieldWidth : width,
  }));
  // The Row column, 1-based: a number sits right by default, under the next header rather than its own.
  const rowColumn = shown.findIndex(({ header }) => header === COLUMN_HEADERS.row) + 1;
  const messageColumn = shown.findIndex(({ header }) => header === COLUMN_HEADERS.message) + 1;
  const wrapWidths = columns.map(({ header, width }) => (WRAPPED.has(header) ? width : 0));
  // Where a problem is (the file, its sheet, the row) is repeated on every page across, and what is
  // wrong there (column, field, value, message) prints on the same page as it.
  const print = planSheetPrint(
    columns.map(({ width }) => width),
    [1, rowColumn],
    messageColumn,
  );
  const table = printedTable(columns, print);
  const options = survey.any ? table.options : printedEmpty(table.options);
  const sheet = openSplitWorksheet(workbook, 'Problems', options, table.start, maxRows);
  let written = 0;
  for (let after = 0; ;) {
    const problems = await journal.lists.listRunProblemsPage(runId, after, PAGE);
    for (const p of problems) {
      const values = clipCells(shown.map(({ value }) => value(p)));
      const row = sheet.addRow(values);
      shareRowStyle(row);
      const height = fitRowHeight(values, wrapWidths);
      // In a grown row every cell reads from the top, beside the message's first line.
      const grown = height > LINE_HEIGHT;
      if (grown) row.height = height;
      for (let column = 1; column <= shown.length; column += 1)
        row.getCell(column).style = grown ? topAligned(PLAIN_STYLE) : PLAIN_STYLE;
      row.getCell(rowColumn).style = grown ? topAligned(LEFT_ALIGNED) : LEFT_ALIGNED;
      for (let column = 1; column <= shown.length; column += 1)
        if (WRAPPED.has(shown[column - 1]!.header)) row.getCell(column).style = WRAP_STYLE;
      row.commit();
    }
    written += problems.length;
    if (problems.length < PAGE) break;
    after = problems[problems.length - 1]?.id ?? after;
    await waitForSheetDrain(sheet.current());
  }
  // One line that says so prints as one page; a bare header row reads as a table that lost its rows.
  if (written === 0) sheet.addRow(['No problems']).commit();
  sheet.commit();
}
