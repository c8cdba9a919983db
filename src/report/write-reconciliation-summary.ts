/**
 * The Summary sheet of the reconciliation workbook: the target, counts, invoices and amounts per
 * status, invoices stuck in one status and invoices still in doubt, one titled section each.
 */
import type ExcelJS from 'exceljs';
import { AMOUNT_FORMAT, amountValue } from './amount-cell.js';
import { clipCells } from './clip-cell-text.js';
import { localDateTime } from './local-time.js';
import type { ReconcileReport } from '../reconcile/reconcile-invoices.js';
import { describeApprovers } from '../reconcile/status-seen.js';

const BOLD = { bold: true };

type Cell = string | number | null;

/** @param amounts headers of the columns that hold amounts, formatted as such */
function section(
  sheet: ExcelJS.Worksheet,
  title: string,
  headers: readonly string[],
  rows: readonly Cell[][],
  empty: string,
  amounts: readonly string[] = [],
): void {
  sheet.addRow([]).commit();
  const titleRow = sheet.addRow([title]);
  titleRow.font = BOLD;
  titleRow.commit();
  if (rows.length === 0) {
    sheet.addRow([empty]).commit();
    return;
  }
  const head = sheet.addRow([...headers]);
  head.font = BOLD;
  head.commit();
  const amountColumns = amounts.map((header) => headers.indexOf(header) + 1).filter((column) => column > 0);
  for (const cells of rows) {
    const row = sheet.addRow(clipCells(cells));
    for (const column of amountColumns) row.getCell(column).numFmt = AMOUNT_FORMAT;
    row.commit();
  }
}

/** The Summary sheet: where and when, counts, amounts per status and currency, stuck and in-doubt invoices. */
export function writeReconciliationSummary(
  sheet: ExcelJS.Worksheet,
  report: ReconcileReport,
  target: { description: string; sandbox: boolean },
): void {
  const { summary } = report;
  sheet.columns = [
    { width: 24 },
    { width: 22 },
    { width: 18 },
    { width: 16 },
    { width: 18 },
    { width: 16 },
    { width: 20 },
    { width: 8 },
    { width: 40 },
  ];
  const lines: Cell[][] = [
    ['Target', target.description],
    [
      'Sandbox',
      target.sandbox ? 'YES - local sandbox: nothing reached a real finance system' : 'no - a real finance system',
    ],
    ['Reconciled at', localDateTime(report.startedAt)],
    ['Final status codes', report.finalStatusCodes.join(', ')],
    ['Invoices checked', summary.checked],
    ['Status changes', summary.changed],
    ['Calls failed', summary.errors === 0 ? 0 : `${summary.errors} (asked again at the next reconcile)`],
  ];
  for (const cells of lines) sheet.addRow(clipCells(cells)).commit();
  section(
    sheet,
    'Invoices per status',
    ['Status', 'Description', 'Invoices'],
    [
      ...Object.entries(summary.byStatus).map(([code, n]): Cell[] => [code, summary.descriptions[code] ?? '', n]),
      ...(summary.errors ? [['(call failed)', '', summary.errors]] : []),
    ],
    'No invoice was checked.',
  );
  section(
    sheet,
    'Amounts per status and currency',
    ['Status', 'Description', 'Currency', 'Invoices', 'Total'],
    summary.amounts.map((a) => [a.code, a.description, a.currency, a.invoices, amountValue(a.total)]),
    'No amounts.',
    ['Total'],
  );
  section(
    sheet,
    `Stuck: in one status for more than ${report.stuckAfterDays} days`,
    [
      'InvoiceId',
      'Invoice_Number',
      'PayeeId',
      'E_INSTANCE_ID',
      'Status',
      'Description',
      'Since',
      'Days',
      'Pending approvers',
    ],
    summary.stuck.map(({ check, days }) => [
      check.invoice.invoiceId,
      check.invoice.invoiceNumber,
      check.invoice.payeeId,
      check.invoice.instanceId,
      check.status.code,
      check.status.description,
      check.inStatusSince ? localDateTime(new Date(check.inStatusSince)) : null,
      days,
      describeApprovers(check.status.pendingApprovers),
    ]),
    'None.',
  );
  section(
    sheet,
    'In doubt: waiting for resolution (invoice-batch resolve)',
    ['InvoiceId', 'Invoice_Number', 'PayeeId', 'CurrencyCode', 'Invoice_Amount', 'Source', 'Sent', 'Detail'],
    report.inDoubt.map((row) => [
      row.invoiceId,
      row.invoiceNumber,
      row.payeeId,
      row.currencyCode,
      amountValue(row.invoiceAmount),
      row.sourceFile,
      row.sendingAt ? localDateTime(new Date(row.sendingAt)) : null,
      row.detail,
    ]),
    'None.',
    ['Invoice_Amount'],
  );
  sheet.commit();
}
