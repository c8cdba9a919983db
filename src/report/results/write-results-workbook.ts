/**
 * The results workbook of one run, written with exceljs's streaming writer from the journal a page
 * at a time, so memory stays flat for any number of invoices: sheets Summary, Results, Problems,
 * Legend. Written under a private temporary name and published whole (write-output-file.ts).
 */
import type ExcelJS from 'exceljs';
import { openWorkbookWriter } from '../open-workbook-writer.js';
import { clipCellText } from '../clip-cell-text.js';
import { calendarDate } from './results-columns.js';
import { RESULTS_SHEET_COLUMNS, type ResultsSheetColumn } from './results-sheet-columns.js';
import { COLUMN_HEADERS } from '../column-headers.js';
import {
  PLAIN_STYLE,
  RESULTS_HEADER,
  resultsColumnStyles,
  shareRowStyle,
  outcomeStyle,
  topAligned,
} from './results-cell-styles.js';
import { rowsCellStyle, rowsCellValue } from './rows-cell.js';
import type { ResultsSummary } from './summary-row.js';
import { amountStyle, amountValue } from '../amount-cell.js';
import { DEFAULT_DATE_STYLE, type DateStyle } from '../date-style.js';
import { AMOUNT_PARTS, amountParts, listedAmountParts, tallyRunAmounts, type RunAmounts } from './tally-run-amounts.js';
import { waitForSheetDrain } from './wait-for-sheet-drain.js';
import { FilledColumns } from './choose-results-columns.js';
import { InDoubtNames } from './name-in-doubt.js';
import { StopReasons } from './stop-messages.js';
import { openSplitWorksheet } from '../open-split-worksheet.js';
import { writeLegendSheet } from '../write-legend-sheet.js';
import { LINE_HEIGHT, wrappedLines } from '../fit-row-height.js';
import { writeOutputFile, type OutputFileSystem, type OutputName } from '../write-output-file.js';
import type { ResultsSource } from './results-source.js';
import { HEADER_FONT, PAGE, printedTable } from './start-table-part.js';
import { planResultsPrint, type ResultsPrint } from './plan-results-print.js';
import { keepTotalsWithRows, TotalsPageFit } from './keep-totals-with-rows.js';
import { placeTotalsLabel } from './place-totals-label.js';
import { writeProblems } from './write-problems-sheet.js';
import { writeSummary } from './write-summary-sheet.js';

/**
 * Writes the workbook and returns the name it was published under. `maxRows` is Excel's row limit,
 * past which Results and Problems go on in `Results (2)`, `Problems (2)`. `resolveCommand` carries the
 * run's settings flags, as the terminal prints it, so the Summary's commands reach the same journal.
 * `fileSystem`: the calls it is written with (node:fs's own, or in tests one failing as a full disk does).
 */
export async function writeResultsWorkbook(
  journal: ResultsSource,
  summary: ResultsSummary,
  name: OutputName,
  maxRows?: number,
  dateStyle: DateStyle = DEFAULT_DATE_STYLE,
  resolveCommand?: string,
  fileSystem?: OutputFileSystem,
): Promise<string> {
  const filled = new FilledColumns();
  const inDoubt = new InDoubtNames();
  const stops = new StopReasons();
  const amounts = await tallyRunAmounts(journal, summary.run.id, (row) => {
    filled.see(row);
    inDoubt.see(row);
    stops.see(row);
  });
  // The totals under the table are wider than any row when the run's amounts add up past them.
  for (const currency of amounts.get('all')?.currencies() ?? [])
    for (const total of amountParts(amounts, currency)) filled.seeAmount(total, currency);
  return writeOutputFile(
    name,
    async (stream) => {
      const workbook = await openWorkbookWriter(stream);
      writeSummary(workbook, summary, amounts, dateStyle, inDoubt.text(), resolveCommand, stops.list());
      const kept = filled.kept();
      await writeResults(workbook, journal, summary.run.id, amounts, maxRows, dateStyle, filled);
      const withSheet = kept.some((index) => RESULTS_SHEET_COLUMNS[index]?.header === COLUMN_HEADERS.sheet);
      await writeProblems(workbook, journal, summary.run.id, maxRows, withSheet);
      writeLegendSheet(workbook).commit();
      await workbook.commit();
    },
    undefined,
    fileSystem,
  );
}

function cellValue(column: ResultsSheetColumn, value: string | number | null, currency: string | null): unknown {
  if (value === null) return value;
  switch (column.kind) {
    case 'date':
      return calendarDate(String(value)) ?? value;
    // The exact text stays in the journal; the sheet gets a number so it sums and sorts.
    case 'amount':
      return amountValue(String(value), currency);
    case 'rows':
      return rowsCellValue(clipCellText(String(value)));
    case 'integer':
      return value;
    default:
      return clipCellText(String(value));
  }
}

async function writeResults(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  journal: ResultsSource,
  runId: number,
  amounts: RunAmounts,
  maxRows: number | undefined,
  dateStyle: DateStyle,
  filled: FilledColumns,
): Promise<void> {
  const styles = resultsColumnStyles(dateStyle);
  const kept = filled.kept();
  const widths = filled.widths();
  const header = kept.map((index) => ({ ...RESULTS_HEADER[index]!, width: widths[index]! }));
  const print = planResultsPrint(header);
  const table = printedTable(header, print);
  const sheet = openSplitWorksheet(workbook, 'Results', table.options, table.start, maxRows);
  let part = sheet.current();
  let fit = totalsPageFit(print);
  for (let after = 0; ;) {
    const rows = await journal.lists.listRunResultsPage(runId, after, PAGE);
    for (const invoice of rows) {
      const values = RESULTS_SHEET_COLUMNS.map((column) =>
        cellValue(column, column.value(invoice), invoice.currencyCode),
      );
      const row = sheet.addRow(kept.map((index) => values[index]));
      shareRowStyle(row);
      const height = wrappedHeight(values, widths);
      if (height !== undefined) row.height = height;
      // The totals print on the last part only: its pages are the ones estimated.
      if (sheet.current() !== part) [part, fit] = [sheet.current(), totalsPageFit(print)];
      fit.add(row.number, height, true);
      // Every cell gets a shared style object, the plain ones too: see results-cell-styles.ts.
      kept.forEach((index, at) => {
        const column = RESULTS_SHEET_COLUMNS[index]!;
        const cell = row.getCell(at + 1);
        if (column.kind === 'outcome') cell.style = topAligned(outcomeStyle(String(cell.value)));
        else if (column.kind === 'amount') cell.style = topAligned(amountStyle(invoice.currencyCode, cell.value));
        else if (column.kind === 'rows') cell.style = topAligned(rowsCellStyle(invoice.rows));
        else cell.style = topAligned(styles[index] ?? PLAIN_STYLE);
      });
      row.commit();
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]?.id ?? after;
    await waitForSheetDrain(sheet.current());
  }
  const printed = header.map((column) => column.width);
  for (const { number, height } of writeTotals(sheet, amounts, kept, print.titles[1], printed))
    fit.add(number, height, false);
  keepTotalsWithRows(part, fit);
  sheet.commit();
}

/** The columns whose text wraps, by index: only these are measured, once a row. */
const WRAPPED = RESULTS_SHEET_COLUMNS.flatMap((column, index) => (column.wrap ? [index] : []));
/** Eight lines show any message the tool writes; a longer one (a server's page) is whole in the cell. */
const MOST_WRAPPED_LINES = 8;

/** The height of a row whose wrapped text takes more than one line; none for the usual one-line row. */
function wrappedHeight(values: readonly unknown[], widths: readonly number[]): number | undefined {
  let lines = 1;
  for (const index of WRAPPED) {
    const value = values[index];
    // The run's width (choose-results-columns.ts): a Message column widened to keep its days whole.
    if (typeof value === 'string') lines = Math.max(lines, wrappedLines(value, widths[index]!));
  }
  return lines > 1 ? Math.min(lines, MOST_WRAPPED_LINES) * LINE_HEIGHT : undefined;
}

/**
 * After a blank row (outside the filter), each currency's amount in the file and the parts it splits
 * into, those the terminal's control totals list (listedAmountParts), so no total reads as posted
 * money that was not; a blank row between currencies, so each block reads as one.
 */
function writeTotals(
  sheet: ReturnType<typeof openSplitWorksheet>,
  amounts: RunAmounts,
  kept: readonly number[],
  lastTitle: number,
  widths: readonly number[],
): { number: number; height?: number }[] {
  const written: { number: number; height?: number }[] = [];
  const currencies = amounts.get('all')?.currencies() ?? [];
  if (currencies.length === 0) return written;
  const parts = currencies.map((currency) => amountParts(amounts, currency));
  const listed = listedAmountParts(parts);
  const amountAt = kept.findIndex((index) => RESULTS_SHEET_COLUMNS[index]!.kind === 'amount');
  const currencyAt = kept.findIndex((index) => RESULTS_SHEET_COLUMNS[index]!.header === 'Currency');
  currencies.forEach((currency, index) => {
    const blank = sheet.addRow([]);
    written.push({ number: blank.number });
    blank.commit();
    for (const part of listed) {
      const label = `Total: ${AMOUNT_PARTS[part]!.toLowerCase()}`;
      const place = placeTotalsLabel(label, amountAt, lastTitle, widths);
      // Its first cell set (null): exceljs reads an array without one as 1-based.
      const values: unknown[] = [null];
      values[place.at] = label;
      values[amountAt] = amountValue(parts[index]![part]!, currency);
      values[currencyAt] = currency;
      const row = sheet.addRow(values);
      written.push({ number: row.number, height: place.height });
      row.font = HEADER_FONT;
      if (place.height !== undefined) row.height = place.height;
      const style = amountStyle(currency, values[amountAt]);
      row.getCell(amountAt + 1).numFmt = style.numFmt!;
      if (style.alignment) row.getCell(amountAt + 1).alignment = style.alignment;
      // Wrapped, it is set at the bottom as the amount is: its last line reads beside the amount.
      if (place.at > 0)
        row.getCell(place.at + 1).alignment = { horizontal: 'right', wrapText: place.height !== undefined };
      const alignment = RESULTS_HEADER[kept[currencyAt]!]?.alignment;
      if (alignment) row.getCell(currencyAt + 1).alignment = alignment;
      row.commit();
    }
  });
  return written;
}

/** The page estimate of a Results part printed as `print` says. */
const totalsPageFit = (print: ResultsPrint) => new TotalsPageFit(print.options.pageSetup, print.scale);
