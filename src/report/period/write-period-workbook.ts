/**
 * The auditor's period workbook (`journal export`): Totals (per target and currency: invoices,
 * credit notes, net), Created (every invoice created in the period), Open (what was unresolved at
 * its end) and the Legend. Written under a private temporary name and published whole.
 */
import type ExcelJS from 'exceljs';
import { HEADER_WRAP, startWrappedTable } from '../start-wrapped-table.js';
import { openWorkbookWriter } from '../open-workbook-writer.js';
import { amountStyle, amountValue } from '../amount-cell.js';
import { clipCells } from '../clip-cell-text.js';
import { fitRowHeight } from '../fit-row-height.js';
import { openSplitWorksheet } from '../open-split-worksheet.js';
import { writeOutputFile, type OutputName } from '../write-output-file.js';
import { addColumnBreaks, printOptions } from '../print-setup.js';
import { planSheetPrint } from '../plan-sheet-print.js';
import { writeLegendSheet } from '../write-legend-sheet.js';
import { addWorksheet } from '../ignore-numbers-as-text.js';
import { DEFAULT_DATE_STYLE, type DateStyle } from '../date-style.js';
import type { PeriodRow } from '../../journal/period-statements.js';
import { amountColumn, CREATED_COLUMNS, OPEN_COLUMNS, type PeriodColumn } from './period-columns.js';
import type { CurrencyTotals, PeriodExport } from './plan-period-export.js';
import { describePeriod } from './describe-period.js';

type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;
type CellStyle = Partial<ExcelJS.Style>;

const TOP: CellStyle = { alignment: { vertical: 'top' } };
const CENTRE: CellStyle = { alignment: { horizontal: 'center', vertical: 'top' } };
const WRAP: CellStyle = { alignment: { horizontal: 'left', vertical: 'top', wrapText: true } };

function styleOf(column: PeriodColumn, dateStyle: DateStyle): CellStyle {
  if (column.kind === 'date') return { numFmt: dateStyle.cellFormat, ...CENTRE };
  if (column.kind === 'dateTime') return { numFmt: dateStyle.cellDateTimeFormat, ...CENTRE };
  if (column.kind === 'integer' || column.kind === 'centre') return CENTRE;
  return column.kind === 'wrap' ? WRAP : TOP;
}

function writeRows(
  workbook: Workbook,
  name: string,
  columns: readonly PeriodColumn[],
  lines: readonly { row: PeriodRow; said: string }[],
  dateStyle: DateStyle,
  none: string,
): void {
  const widths = columns.map((c) => c.width);
  // PayeeId to Invoice_Number repeated at the left of any later page across; the amount on the first.
  const print = planSheetPrint(widths, [1, 3], amountColumn(columns));
  const styles = columns.map((c) => styleOf(c, dateStyle));
  const wrapped = columns.map((c) => (c.kind === 'wrap' ? c.width : 0));
  const start = (part: ExcelJS.Worksheet) => {
    if (print.breaks.length > 0) addColumnBreaks(part, print.breaks);
    return startWrappedTable(
      part,
      columns.map((c, index) => ({
        header: c.header,
        width: widths[index]!,
        horizontal: c.kind === 'amount' ? 'right' : undefined,
      })),
    );
  };
  const sheet = openSplitWorksheet(
    workbook,
    name,
    { views: [{ state: 'frozen', ySplit: 1 }], ...print.options },
    start,
  );
  for (const { row: invoice, said } of lines) {
    const values = columns.map((c) => c.value(invoice, said));
    const row = sheet.addRow(clipCells(values));
    // LibreOffice does not grow a row on opening: wrapped text is given its height.
    row.height = fitRowHeight(values, wrapped);
    columns.forEach((column, index) => {
      row.getCell(index + 1).style =
        column.kind === 'amount' ? { ...amountStyle(invoice.currencyCode, values[index]), ...TOP } : styles[index]!;
    });
    row.commit();
  }
  if (lines.length === 0) sheet.addRow([none]).commit();
  sheet.commit();
}

const TOTALS_HEADERS = [
  'Target',
  'Currency',
  'Invoices',
  'Invoices amount',
  'Credit notes',
  'Credit notes amount',
  'Net amount',
];
const TOTALS_WIDTHS = [34, 10, 10, 18, 13, 20, 18];
/** The period's lines above the table; the table's header is the row after a blank one. */
const TOTALS_HEADER_ROW = 4;

function writeTotals(workbook: Workbook, exported: PeriodExport, journal: string): void {
  const sheet = addWorksheet(workbook, 'Totals', printOptions(TOTALS_HEADER_ROW));
  sheet.columns = TOTALS_WIDTHS.map((width) => ({ width }));
  const title = sheet.addRow([describePeriod(exported.period)]);
  title.font = { bold: true };
  title.commit();
  sheet.addRow([`Journal: ${journal}. Amounts as posted, summed exactly; credit notes are negative.`]).commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(TOTALS_HEADERS);
  header.font = { bold: true };
  header.alignment = HEADER_WRAP;
  header.commit();
  for (const total of exported.totals) writeTotal(sheet, total);
  if (exported.totals.length === 0) sheet.addRow(['No invoice was created in the period.']).commit();
  sheet.commit();
}

function writeTotal(sheet: ExcelJS.Worksheet, total: CurrencyTotals): void {
  const amounts = [total.invoiceAmount, total.creditNoteAmount, total.net].map((a) => amountValue(a, total.currency));
  const row = sheet.addRow([
    total.target,
    total.currency,
    total.invoices,
    amounts[0],
    total.creditNotes,
    amounts[1],
    amounts[2],
  ]);
  [4, 6, 7].forEach((column, index) => {
    row.getCell(column).style = amountStyle(total.currency, amounts[index]);
  });
  row.getCell(3).style = CENTRE;
  row.getCell(5).style = CENTRE;
  row.commit();
}

/** Writes the workbook and returns the name it was published under. */
export async function writePeriodWorkbook(
  exported: PeriodExport,
  journal: string,
  name: OutputName,
  dateStyle: DateStyle = DEFAULT_DATE_STYLE,
): Promise<string> {
  return writeOutputFile(name, async (stream) => {
    const workbook = await openWorkbookWriter(stream);
    writeTotals(workbook, exported, journal);
    const created = exported.created.map(({ row, how }) => ({ row, said: how }));
    writeRows(workbook, 'Created', CREATED_COLUMNS, created, dateStyle, 'No invoice was created in the period.');
    const open = exported.open.map(({ row, word }) => ({ row, said: word }));
    writeRows(workbook, 'Open', OPEN_COLUMNS, open, dateStyle, 'No invoice was open at the end of the period.');
    writeLegendSheet(workbook).commit();
    await workbook.commit();
  });
}
