/** The results workbook's Problems sheet: every problem of a run, a page at a time. */
import type ExcelJS from 'exceljs';
import { clipCells } from '../clip-cell-text.js';
import { openSplitWorksheet } from '../open-split-worksheet.js';
import { PROBLEM_HEADERS } from './results-columns.js';
import { PLAIN_STYLE, shareRowStyle } from './results-cell-styles.js';
import type { ResultsSource } from './results-source.js';
import { PAGE, startPart, TABLE_OPTIONS } from './start-table-part.js';
import { waitForSheetDrain } from './wait-for-sheet-drain.js';

/** The Problems sheet's Row column, 1-based, and its style: left, as its header. */
const ROW_COLUMN = PROBLEM_HEADERS.indexOf('Row') + 1;
const LEFT_ALIGNED = Object.freeze({ alignment: { horizontal: 'left' as const } });

export async function writeProblems(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  journal: ResultsSource,
  runId: number,
  maxRows: number | undefined,
): Promise<void> {
  const columns = PROBLEM_HEADERS.map((header) => ({ header, width: header === 'Message' ? 70 : 16 }));
  const sheet = openSplitWorksheet(workbook, 'Problems', TABLE_OPTIONS, (part) => startPart(part, columns), maxRows);
  let written = 0;
  for (let after = 0; ;) {
    const problems = await journal.lists.listRunProblemsPage(runId, after, PAGE);
    for (const p of problems) {
      const row = sheet.addRow(clipCells([p.file, p.sheet, p.row, p.column, p.field, p.value, p.message, p.invoiceId]));
      shareRowStyle(row);
      for (let column = 1; column <= PROBLEM_HEADERS.length; column += 1) row.getCell(column).style = PLAIN_STYLE;
      // A number sits right by default, under the next header (Column) rather than its own.
      row.getCell(ROW_COLUMN).style = LEFT_ALIGNED;
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
