/**
 * The Summary sheet of the reconciliation workbook: the target, counts, invoices and amounts per
 * status, invoices stuck in one status, in-doubt invoices settled by the instance id of their answer
 * and invoices still in doubt, one titled section each.
 */
import { sandboxText } from './sandbox-words.js';
import type ExcelJS from 'exceljs';
import { amountStyle, amountValue } from './amount-cell.js';
import { clipCells } from './clip-cell-text.js';
import { fitColumnWidth } from './fit-column-width.js';
import { fitRowHeight } from './fit-row-height.js';
import { planSheetPrint, type SheetPrint } from './plan-sheet-print.js';
import { addColumnBreaks, printOptions } from './print-setup.js';
import { localDateTimeCell } from './date-cell.js';
import { zoneText } from './local-time.js';
import type { DateStyle } from './date-style.js';
import type { ReconcileReport } from '../reconcile/reconcile-invoices.js';
import { describeApprovers } from '../reconcile/status-seen.js';
import { countChecks } from '../reconcile/count-checks.js';
import { describeReconcileHalt } from '../reconcile/describe-reconcile-halt.js';
import { describeUnknownInstances, NOT_KNOWN, NOT_KNOWN_LABEL } from '../reconcile/describe-unknown-instances.js';

const BOLD = { bold: true };

type Cell = string | number | Date | null;

/**
 * A section's column: `amount`, `count` and `dateTime` cells are numbers, their headers set right above them;
 * an amount takes the decimal places of the row's `currency` cell.
 */
type Column = [header: string, kind?: 'amount' | 'count' | 'dateTime' | 'currency'];

interface Section {
  title: string;
  columns: readonly Column[];
  rows: readonly Cell[][];
  empty: string;
}

const RIGHT_KINDS: ReadonlySet<Column[1]> = new Set(['amount', 'count', 'dateTime']);

/** A text column right after one of numbers is set a little apart, so `1,234.50` and `invoices.csv` never touch. */
function alignment(columns: readonly Column[], index: number): Partial<ExcelJS.Alignment> | undefined {
  const kind = columns[index]![1];
  if (kind === 'amount' || kind === 'count') return { horizontal: 'right' };
  return index > 0 && RIGHT_KINDS.has(columns[index - 1]![1]) && !RIGHT_KINDS.has(kind)
    ? { horizontal: 'left', indent: 1 }
    : undefined;
}

function writeSection(sheet: ExcelJS.Worksheet, dateStyle: DateStyle, { title, columns, rows, empty }: Section): void {
  sheet.addRow([]).commit();
  const titleRow = sheet.addRow([title]);
  titleRow.font = BOLD;
  titleRow.commit();
  if (rows.length === 0) {
    sheet.addRow([empty]).commit();
    return;
  }
  const head = sheet.addRow(columns.map(([header]) => header));
  head.font = BOLD;
  columns.forEach((_, index) => {
    const align = alignment(columns, index);
    if (align) head.getCell(index + 1).alignment = align;
  });
  head.commit();
  const currencyAt = columns.findIndex(([, kind]) => kind === 'currency');
  for (const cells of rows) {
    const row = sheet.addRow(clipCells(cells));
    const currency = currencyAt < 0 ? undefined : cells[currencyAt];
    columns.forEach(([, kind], index) => {
      const cell = row.getCell(index + 1);
      if (kind === 'amount')
        cell.style = amountStyle(typeof currency === 'string' ? currency : undefined, cells[index]);
      if (kind === 'dateTime') cell.numFmt = dateStyle.cellDateTimeFormat;
      const align = kind === 'amount' || kind === 'count' ? undefined : alignment(columns, index);
      if (align) cell.alignment = align;
    });
    row.commit();
  }
}

/** The text a cell shows, as long as it prints: an amount with its separators, a date and time in full. */
function shownText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return '0000-00-00 00:00:00';
  if (typeof cell === 'number') return cell.toLocaleString('en-US', { minimumFractionDigits: 2 });
  return cell;
}

/** Each column as wide as the longest header or value any section puts in it (fitColumnWidth). */
function sectionWidths(least: readonly number[], sections: readonly Section[]): number[] {
  return least.map((width, index) =>
    fitColumnWidth(
      width,
      sections.flatMap((s) =>
        s.rows.length === 0
          ? []
          : [s.columns[index]?.[0] ?? '', ...s.rows.map((cells) => shownText(cells[index] ?? null))],
      ),
    ),
  );
}

/**
 * What the final status codes mean to a finance reader: each code with its name where an invoice
 * showed it, and that an invoice in one is not asked about again, with the setting that lists them.
 */
export function finalStatusText(codes: readonly string[], descriptions: Readonly<Record<string, string>>): string {
  const named = codes.map((code) => (descriptions[code] ? `${code} (${descriptions[code]})` : code));
  const which = codes.length === 1 ? 'an invoice in this status' : 'an invoice in one of these statuses';
  return `${named.join(', ')}: ${which} is done and not checked again (reconcile.finalStatusCodes in the config)`;
}

/**
 * Adds the Summary sheet, its print set up first (a streamed sheet writes whether it fits to a page
 * as it opens): where and when, counts, amounts per status and currency, stuck and in-doubt invoices.
 */
export function writeReconciliationSummary(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  report: ReconcileReport,
  target: { description: string; sandbox: boolean },
  dateStyle: DateStyle,
): void {
  const { summary } = report;
  const { answered, callsFailed: failed, notAsked, unknownInstances } = countChecks(report.checks);
  const lines: Cell[][] = [
    ['Target', target.description],
    ['Sandbox', sandboxText(target.sandbox)],
    [`Reconciled at (${zoneText(report.startedAt)})`, localDateTimeCell(report.startedAt.toISOString())],
    ['Final statuses', finalStatusText(report.finalStatusCodes, summary.descriptions)],
    // Checked is what was answered: to check = checked + not known + calls failed + not asked.
    ['Invoices to check', summary.checked],
    ['Invoices checked', answered],
    ['Status changes', summary.changed],
    ['First checks', summary.firstChecks],
    [NOT_KNOWN_LABEL, unknownInstances === 0 ? 0 : describeUnknownInstances(unknownInstances)],
    ['Calls failed', failed === 0 ? 0 : `${failed} (asked again at the next reconcile)`],
    ['Not asked', notAsked === 0 ? 0 : `${notAsked} (asked at the next reconcile)`],
    ...(report.halt ? [['Stopped', describeReconcileHalt(report.halt, report.checks)]] : []),
  ];
  const sections = summarySections(report);
  const widths = sectionWidths([24, 22, 16, 12, 16, 14, 22, 12, 40], sections);
  // The first lines' labels share the first column with the tables': a label wider than it ran into its value.
  widths[0] = fitColumnWidth(
    widths[0]!,
    lines.map((cells) => String(cells[0])),
  );
  // Only the columns some table fills print: the others are empty however wide.
  const used = Math.max(2, ...sections.filter((part) => part.rows.length > 0).map((part) => part.columns.length));
  const print = planSummaryPrint(widths.slice(0, used));
  const sheet = workbook.addWorksheet('Summary', print.options);
  if (print.breaks.length > 0) addColumnBreaks(sheet, print.breaks);
  const firstPage = print.breaks[0] ?? used;
  // Columns fit the tables; a long value of the first lines wraps across the first page's columns beside it.
  sheet.columns = widths.map((width) => ({ width }));
  const valueWidth = widths.slice(1, firstPage).reduce((sum, width) => sum + width, 0);
  for (const cells of lines) {
    const row = sheet.addRow(clipCells(cells));
    // Label and value side by side read as a form: the value to the left, whether number or text.
    row.getCell(2).alignment = { horizontal: 'left' };
    if (cells[1] instanceof Date) row.getCell(2).numFmt = dateStyle.cellDateTimeFormat;
    const value = row.getCell(2).value;
    if (typeof value === 'string' && value.length > widths[1]! && firstPage > 2) {
      // Running on over the empty cells would stop at the first page's edge: wrapped within it instead.
      sheet.mergeCells(row.number, 2, row.number, firstPage);
      row.getCell(2).alignment = { horizontal: 'left', vertical: 'top', wrapText: true };
      row.getCell(1).alignment = { vertical: 'top' };
      row.height = fitRowHeight([null, value], [0, valueWidth]);
    }
    row.commit();
  }
  for (const part of sections) writeSection(sheet, dateStyle, part);
  sheet.commit();
}

/**
 * How the Summary prints: as every table prints (plan-sheet-print.ts), one page wide while that is
 * readable, else in groups of columns a page across each, the first two columns (a table's vendor
 * and invoice number, or status and code) repeated at the left. No row is repeated: the first rows
 * are a form, not a header.
 */
function planSummaryPrint(widths: readonly number[]): SheetPrint {
  const print = planSheetPrint(widths, [1, 2]);
  if (print.breaks.length === 0) return { options: printOptions(), breaks: [] };
  const { printTitlesRow: _row, ...pageSetup } = print.options.pageSetup ?? {};
  return { options: { ...print.options, pageSetup }, breaks: print.breaks };
}

/** The tables of the Summary, in order: per status, amounts, stuck, settled in-doubt, still in doubt. */
function summarySections(report: ReconcileReport): Section[] {
  const { summary } = report;
  const { callsFailed: failed, notAsked, unknownInstances } = countChecks(report.checks);
  const sections: Section[] = [];
  // Local times name their zone, its offset as the reconcile began (as Reconciled at does).
  const zone = zoneText(report.startedAt);
  const push = (title: string, columns: readonly Column[], rows: readonly Cell[][], empty: string): void => {
    sections.push({ title, columns, rows, empty });
  };
  push(
    'Invoices per status',
    [['Status'], ['Status code'], ['Invoices', 'count']],
    [
      ...Object.entries(summary.byStatus).map(([code, n]): Cell[] => [summary.descriptions[code] ?? '', code, n]),
      ...(unknownInstances ? [[NOT_KNOWN, '', unknownInstances]] : []),
      ...(failed ? [['check failed', '', failed]] : []),
      ...(notAsked ? [['not checked', '', notAsked]] : []),
    ],
    'No invoice was checked.',
  );
  push(
    'Amounts per status and currency',
    [['Status'], ['Status code'], ['Currency', 'currency'], ['Invoices', 'count'], ['Total', 'amount']],
    [
      ...summary.amounts.map((a) => [a.description, a.code, a.currency, a.invoices, amountValue(a.total)]),
      // As the journal recorded them: the finance system holds no status, and so no amount, for them.
      ...summary.notKnownAmounts.map((a) => [NOT_KNOWN, '', a.currency, a.invoices, amountValue(a.total)]),
    ],
    'No amounts.',
  );
  push(
    `Stuck: in one status for more than ${report.stuckAfterDays} days`,
    [
      ['Vendor'],
      ['Invoice number'],
      ['Vendor id'],
      ['Instance id'],
      ['Status'],
      ['Status code'],
      [`Since (${zone})`, 'dateTime'],
      ['Days', 'count'],
      ['Pending approvers'],
    ],
    summary.stuck.map(({ check, days }) => [
      check.invoice.vendorName,
      check.invoice.invoiceNumber,
      check.invoice.payeeId,
      check.invoice.instanceId,
      check.status.description,
      check.status.code,
      check.inStatusSince ? localDateTimeCell(check.inStatusSince) : null,
      days,
      describeApprovers(check.status.pendingApprovers),
    ]),
    'None.',
  );
  if (report.settled.length > 0)
    push(
      'In doubt, looked up by the instance id of their answer (as resolve does)',
      [['Vendor id and invoice number'], ['Invoice id'], ['Instance id'], ['Outcome'], ['Why still in doubt']],
      report.settled.map((s) => [s.key, s.invoiceId, s.instanceId, s.created ? 'created' : 'in doubt', s.why ?? null]),
      'None.',
    );
  push(
    'In doubt: waiting for resolution (invoice-batch resolve)',
    [
      ['Vendor'],
      ['Invoice number'],
      ['Vendor id'],
      ['Currency', 'currency'],
      ['Amount', 'amount'],
      ['Source file'],
      [`Sent (${zone})`, 'dateTime'],
      ['Invoice id'],
      ['Detail'],
    ],
    report.inDoubt.map((row) => [
      row.vendorName,
      row.invoiceNumber,
      row.payeeId,
      row.currencyCode,
      amountValue(row.invoiceAmount),
      row.sourceFile,
      row.sendingAt ? localDateTimeCell(row.sendingAt) : null,
      row.invoiceId,
      row.detail,
    ]),
    'None.',
  );
  return sections;
}
