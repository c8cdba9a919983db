/**
 * The reconciliation workbook: sheet Status (every invoice asked about), Changes (status changes
 * since the previous reconcile), Summary (counts, amounts per status and currency, stuck and
 * in-doubt invoices) and Legend (what the row colours say). Written under a private temporary name and published whole.
 */
import type ExcelJS from 'exceljs';
import { importExcelJs } from '../sheets/xlsx/import-exceljs.js';
import { AMOUNT_FORMAT } from './amount-cell.js';
import { clipCells } from './clip-cell-text.js';
import { localDateTime } from './local-time.js';
import { openSplitWorksheet } from './open-split-worksheet.js';
import { writeOutputFile, type OutputName } from './write-output-file.js';
import { writeReconciliationSummary } from './write-reconciliation-summary.js';
import { printOptions } from './print-setup.js';
import { columnLetter } from '../sheets/sheet-row.js';
import { writeLegendSheet, type LegendEntry } from './write-legend-sheet.js';
import type { ReconcileReport } from '../reconcile/reconcile-invoices.js';
import type { StatusCheck } from '../reconcile/status-check.js';
import { describeAction, describeApprovers } from '../reconcile/status-seen.js';

const BOLD = { bold: true };
const FILL = { failed: 'FFFFC7CE', changed: 'FFFFEB9C' };

type Sheet = ExcelJS.Worksheet;
type Cell = string | number | null;

/** `<outDir>/reconcile-YYYYMMDD-HHMMSS.xlsx`, with `-2`, `-3` ... when that exists. */
export function reconciliationFileName(outDir: string, at: Date): OutputName {
  return { folder: outDir, base: 'reconcile', at, extension: 'xlsx' };
}

const STATUS_COLUMNS: readonly { header: string; width: number; value(check: StatusCheck): Cell }[] = [
  { header: 'InvoiceId', width: 18, value: (c) => c.invoice.invoiceId },
  { header: 'Invoice_Number', width: 18, value: (c) => c.invoice.invoiceNumber },
  { header: 'PayeeId', width: 14, value: (c) => c.invoice.payeeId },
  // A number so the sheet sums and sorts; the exact text stays in the journal.
  { header: 'Invoice_Amount', width: 16, value: (c) => (c.invoice.amount === null ? null : Number(c.invoice.amount)) },
  { header: 'CurrencyCode', width: 8, value: (c) => c.invoice.currency },
  { header: 'E_INSTANCE_ID', width: 14, value: (c) => c.invoice.instanceId },
  { header: 'CURRNT_STS', width: 10, value: (c) => (c.ok ? c.status.code : null) },
  { header: 'STS_DESCR', width: 16, value: (c) => (c.ok ? c.status.description : null) },
  {
    header: 'Changed since last check',
    width: 12,
    value: (c) => (c.ok ? (c.changed ? (c.previous ? `yes, was ${c.previous.code}` : 'first check') : 'no') : null),
  },
  { header: 'BUKRS', width: 8, value: (c) => (c.ok ? (c.status.erpDocument?.companyCode ?? null) : null) },
  { header: 'BELNR', width: 12, value: (c) => (c.ok ? (c.status.erpDocument?.documentNumber ?? null) : null) },
  { header: 'GJAHR', width: 6, value: (c) => (c.ok ? (c.status.erpDocument?.fiscalYear ?? null) : null) },
  { header: 'BUDAT', width: 10, value: (c) => (c.ok ? (c.status.erpDocument?.postingDate ?? null) : null) },
  { header: 'AUGBL', width: 12, value: (c) => (c.ok ? (c.status.erpDocument?.clearingDocument ?? null) : null) },
  { header: 'AUGDT', width: 10, value: (c) => (c.ok ? (c.status.erpDocument?.clearingDate ?? null) : null) },
  { header: 'LAUFD', width: 10, value: (c) => (c.ok ? (c.status.erpDocument?.paymentRunDate ?? null) : null) },
  { header: 'CHECT', width: 12, value: (c) => (c.ok ? (c.status.erpDocument?.checkNumber ?? null) : null) },
  {
    header: 'Pending approvers',
    width: 40,
    value: (c) => (c.ok ? describeApprovers(c.status.pendingApprovers) || null : null),
  },
  {
    header: 'Last workflow action',
    width: 40,
    value: (c) => (c.ok ? describeAction(c.status.lastAction) || null : null),
  },
  {
    header: 'In status since',
    width: 20,
    value: (c) => (c.ok && c.inStatusSince ? localDateTime(new Date(c.inStatusSince)) : null),
  },
  { header: 'Error', width: 60, value: (c) => (c.ok ? null : c.error) },
];

/** Columns and a bold header row with a filter; returns the rows written (one). */
function header(sheet: Sheet, columns: readonly { header: string; width: number }[]): number {
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.autoFilter = `A1:${columnLetter(columns.length - 1)}1`;
  sheet.getRow(1).font = BOLD;
  sheet.getRow(1).commit();
  return 1;
}

type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;
const FROZEN_HEADER = { views: [{ state: 'frozen' as const, ySplit: 1 }], ...printOptions(1) };

/** What the row colours of Status say. */
const LEGEND: readonly LegendEntry[] = [
  {
    word: 'changed',
    color: FILL.changed,
    meaning: 'The status changed since the previous reconcile, or this is the first check of the invoice.',
    todo: 'Read the new status; nothing to do unless it is one you act on (rejected, stuck).',
  },
  {
    word: 'check failed',
    color: FILL.failed,
    meaning: 'The status could not be read from the finance system (see Error).',
    todo: 'Run reconcile again later; if it keeps failing, pass Error on to whoever runs the finance system.',
  },
  {
    word: 'no colour',
    meaning: 'The status is the same as at the previous reconcile.',
    todo: 'Nothing.',
  },
];

function fill(row: ExcelJS.Row, argb: string): void {
  row.eachCell({ includeEmpty: true }, (cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb } };
  });
}

function writeStatus(workbook: Workbook, checks: readonly StatusCheck[], maxRows: number | undefined): void {
  const sheet = openSplitWorksheet(workbook, 'Status', FROZEN_HEADER, (part) => header(part, STATUS_COLUMNS), maxRows);
  const amountColumn = STATUS_COLUMNS.findIndex((c) => c.header === 'Invoice_Amount') + 1;
  for (const check of checks) {
    const row = sheet.addRow(clipCells(STATUS_COLUMNS.map((c) => c.value(check))));
    row.getCell(amountColumn).numFmt = AMOUNT_FORMAT;
    if (!check.ok) fill(row, FILL.failed);
    else if (check.changed) fill(row, FILL.changed);
    row.commit();
  }
  sheet.commit();
}

function writeChanges(workbook: Workbook, checks: readonly StatusCheck[], maxRows: number | undefined): void {
  const columns = [
    'InvoiceId',
    'Invoice_Number',
    'PayeeId',
    'E_INSTANCE_ID',
    'From status',
    'From description',
    'To status',
    'To description',
    'Previous check',
    'Seen',
  ];
  const widths = columns.map((h) => ({ header: h, width: h.endsWith('description') ? 18 : 16 }));
  const sheet = openSplitWorksheet(workbook, 'Changes', FROZEN_HEADER, (part) => header(part, widths), maxRows);
  for (const check of checks) {
    if (!check.ok || !check.changed) continue;
    const { invoice, previous } = check;
    sheet
      .addRow(
        clipCells([
          invoice.invoiceId,
          invoice.invoiceNumber,
          invoice.payeeId,
          invoice.instanceId,
          previous?.code ?? '(first check)',
          previous?.description ?? null,
          check.status.code,
          check.status.description,
          previous ? localDateTime(new Date(previous.seenAt)) : null,
          localDateTime(new Date(check.checkedAt)),
        ]),
      )
      .commit();
  }
  sheet.commit();
}

/**
 * Writes the workbook and returns the name it was published under. `maxRows` is Excel's row limit,
 * past which Status and Changes go on in `Status (2)`, `Changes (2)`.
 */
export async function writeReconciliationWorkbook(
  report: ReconcileReport,
  target: { description: string; sandbox: boolean },
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
    writeStatus(workbook, report.checks, maxRows);
    writeChanges(workbook, report.checks, maxRows);
    writeReconciliationSummary(workbook.addWorksheet('Summary', printOptions()), report, target);
    writeLegendSheet(workbook, LEGEND).commit();
    await workbook.commit();
  });
}
