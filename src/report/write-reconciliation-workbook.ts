/**
 * The reconciliation workbook: sheet Summary (counts, amounts per status and currency, stuck and
 * in-doubt invoices), Status (every invoice asked about), Changes (status changes since the
 * previous reconcile) and Legend (what the Check colours say). Written under a private temporary
 * name and published whole.
 */
import type ExcelJS from 'exceljs';
import { importExcelJs } from '../sheets/xlsx/import-exceljs.js';
import { amountStyle } from './amount-cell.js';
import { clipCells } from './clip-cell-text.js';
import { openSplitWorksheet } from './open-split-worksheet.js';
import { writeOutputFile, type OutputName } from './write-output-file.js';
import { writeReconciliationSummary } from './write-reconciliation-summary.js';
import { printOptions } from './print-setup.js';
import { columnLetter } from '../sheets/sheet-row.js';
import { writeLegendSheet } from './write-legend-sheet.js';
import type { ReconcileReport } from '../reconcile/reconcile-invoices.js';
import type { StatusCheck } from '../reconcile/status-check.js';
import { checkColor, checkLegend, type CheckWord } from './reconciliation-check-words.js';
import { STATUS_COLUMNS, type ReconciliationColumn } from './reconciliation-status-columns.js';
import { CHANGES_COLUMNS } from './reconciliation-changes-columns.js';
import { DEFAULT_DATE_STYLE, type DateStyle } from './date-style.js';

type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;
type CellStyle = Partial<ExcelJS.Style>;

const FROZEN_HEADER = { views: [{ state: 'frozen' as const, ySplit: 1 }], ...printOptions(1) };

export interface ReconciliationWorkbookOptions {
  /** @default DEFAULT_DATE_STYLE */
  dateStyle?: DateStyle | undefined;
  /** Excel's row limit, past which Status and Changes go on in `Status (2)`, `Changes (2)`. @default Excel's */
  maxRows?: number | undefined;
}

/** Columns, a bold header row (the API's name in a note) with a filter; returns the rows written (one). */
function startTable(sheet: ExcelJS.Worksheet, columns: readonly ReconciliationColumn[]): number {
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.autoFilter = `A1:${columnLetter(columns.length - 1)}1`;
  const header = sheet.getRow(1);
  header.font = { bold: true };
  columns.forEach((column, index) => {
    if (column.apiName) header.getCell(index + 1).note = `Finance API field: ${column.apiName}`;
  });
  header.commit();
  return 1;
}

/** One style object per column, made once: exceljs looks a style up by the object. */
function columnStyles(columns: readonly ReconciliationColumn[], dateStyle: DateStyle): (CellStyle | undefined)[] {
  const byKind: Partial<Record<ReconciliationColumn['kind'], CellStyle>> = {
    date: { numFmt: dateStyle.cellFormat },
    dateTime: { numFmt: dateStyle.cellDateTimeFormat },
  };
  return columns.map((c) => byKind[c.kind]);
}

const CHECK_STYLES = new Map<string, CellStyle>();
function checkStyle(word: CheckWord): CellStyle | undefined {
  const color = checkColor(word);
  if (!color) return undefined;
  let style = CHECK_STYLES.get(color);
  if (!style) {
    style = { fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: color } } };
    CHECK_STYLES.set(color, style);
  }
  return style;
}

function writeTable(
  workbook: Workbook,
  name: string,
  columns: readonly ReconciliationColumn[],
  checks: readonly StatusCheck[],
  stuck: ReadonlySet<string>,
  options: ReconciliationWorkbookOptions,
): void {
  const styles = columnStyles(columns, options.dateStyle ?? DEFAULT_DATE_STYLE);
  const sheet = openSplitWorksheet(workbook, name, FROZEN_HEADER, (part) => startTable(part, columns), options.maxRows);
  for (const check of checks) {
    const values = columns.map((c) => c.value(check, stuck));
    const row = sheet.addRow(clipCells(values));
    columns.forEach((column, index) => {
      const style =
        column.kind === 'check'
          ? checkStyle(values[index] as CheckWord)
          : column.kind === 'amount'
            ? amountStyle(check.invoice.currency, values[index])
            : styles[index];
      if (style) row.getCell(index + 1).style = style;
    });
    row.commit();
  }
  // One line that says so prints as one page; a bare header row reads as a table that lost its rows.
  if (checks.length === 0)
    sheet.addRow([name === 'Changes' ? 'No status changed.' : 'No invoice was checked.']).commit();
  sheet.commit();
}

/** Writes the workbook and returns the name it was published under. */
export async function writeReconciliationWorkbook(
  report: ReconcileReport,
  target: { description: string; sandbox: boolean },
  name: OutputName,
  options: ReconciliationWorkbookOptions = {},
): Promise<string> {
  const stuck = new Set(report.summary.stuck.map((s) => s.check.invoice.instanceId));
  const changes = report.checks.filter((check) => check.ok && check.changed);
  return writeOutputFile(name, async (stream) => {
    const workbook = new (await importExcelJs()).stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = 'invoice-batch';
    // Summary first: it is what a controller reads; the tables follow.
    writeReconciliationSummary(
      workbook.addWorksheet('Summary', printOptions()),
      report,
      target,
      options.dateStyle ?? DEFAULT_DATE_STYLE,
    );
    writeTable(workbook, 'Status', STATUS_COLUMNS, report.checks, stuck, options);
    writeTable(workbook, 'Changes', CHANGES_COLUMNS, changes, stuck, options);
    writeLegendSheet(workbook, checkLegend(report.stuckAfterDays), 'Check').commit();
    await workbook.commit();
  });
}
