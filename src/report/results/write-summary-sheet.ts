/** The results workbook's Summary sheet: the run, its outcomes and each currency's amounts. */
import type ExcelJS from 'exceljs';
import { amountFormat } from '../amount-cell.js';
import { clipCells } from '../clip-cell-text.js';
import type { DateStyle } from '../date-style.js';
import { fitRowHeight } from '../fit-row-height.js';
import { addWorksheet } from '../ignore-numbers-as-text.js';
import { fitSummaryWidths } from './fit-summary-widths.js';
import { printOptions } from '../print-setup.js';
import { outcomeStyle } from './results-cell-styles.js';
import { summaryRows } from './results-summary-rows.js';
import type { ResultsSummary } from './summary-row.js';
import { HEADER_FONT } from './start-table-part.js';
import type { StopReason } from './stop-messages.js';
import type { RunAmounts } from './tally-run-amounts.js';

const WRAP = { vertical: 'top', wrapText: true } as const;
const LEFT_WRAP = { ...WRAP, horizontal: 'left' } as const;
const RIGHT_WRAP = { ...WRAP, horizontal: 'right' } as const;

/** A count among amounts: whole, with thousands separated as they are. */
const COUNT_FORMAT = '#,##0';

/** Long values span B:G. */
const SUMMARY_SPAN = 7;

/** The widths a row's values wrap in: a spanning last value has the columns from its own to G. */
function spanWidths(widths: readonly number[], count: number): number[] {
  const last = count - 1;
  const spanned = widths.slice(last, SUMMARY_SPAN).reduce((sum, width) => sum + width, 0);
  return [...widths.slice(0, last), spanned];
}

export function writeSummary(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  summary: ResultsSummary,
  amounts: RunAmounts,
  dateStyle: DateStyle,
  inDoubt?: string,
  resolve?: string,
  stops?: readonly StopReason[],
): void {
  const sheet = addWorksheet(workbook, 'Summary', printOptions());
  const rows = summaryRows(summary, amounts, inDoubt, resolve, stops);
  const widths = fitSummaryWidths(rows);
  sheet.columns = widths.map((width) => ({ width }));
  for (const cells of rows) {
    const row = sheet.addRow(clipCells(cells.values));
    const span = cells.span && cells.values.length < SUMMARY_SPAN;
    row.height = fitRowHeight(cells.values, span ? spanWidths(widths, cells.values.length) : widths);
    if (span) sheet.mergeCells(row.number, cells.values.length, row.number, SUMMARY_SPAN);
    if (cells.bold) row.font = HEADER_FONT;
    // Label and value side by side read as a form; the amount table's numbers and headers sit to the right.
    row.alignment = cells.amounts ? RIGHT_WRAP : LEFT_WRAP;
    if (cells.amounts) {
      row.getCell(1).alignment = LEFT_WRAP;
      for (let column = 2; column <= cells.values.length; column += 1)
        row.getCell(column).numFmt = cells.counts?.includes(column - 1)
          ? COUNT_FORMAT
          : amountFormat(cells.currency, cells.values[column - 1]);
    }
    if (cells.dateTime) row.getCell(2).numFmt = dateStyle.cellDateTimeFormat;
    if (cells.outcome) row.getCell(1).style = { ...outcomeStyle(cells.outcome), alignment: LEFT_WRAP };
    row.commit();
  }
  sheet.commit();
}
