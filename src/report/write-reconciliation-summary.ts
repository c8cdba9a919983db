/**
 * The Summary sheet of the reconciliation workbook: the target, counts, invoices and amounts per
 * status, invoices stuck in one status, in-doubt invoices settled by the instance id of their answer
 * and invoices still in doubt, one titled section each.
 */
import { sandboxText } from './sandbox-words.js';
import type ExcelJS from 'exceljs';
import { clipCells } from './clip-cell-text.js';
import { fitColumnWidth } from './fit-column-width.js';
import { fitRowHeight, wrappedLines } from './fit-row-height.js';
import { printOptions } from './print-setup.js';
import { addWorksheet } from './ignore-numbers-as-text.js';
import { localDateTimeCell } from './date-cell.js';
import { zoneText } from './local-time.js';
import type { DateStyle } from './date-style.js';
import { sectionWidths, writeSection, type Cell } from './write-summary-section.js';
import { summarySections } from './list-summary-sections.js';
import type { ReconcileReport } from '../reconcile/reconcile-invoices.js';
import { countChecks } from '../reconcile/count-checks.js';
import { describeReconcileHalt } from '../reconcile/describe-reconcile-halt.js';
import { describeUnlistedStatuses } from '../reconcile/describe-unlisted-statuses.js';
import { describeUnknownInstances, NOT_KNOWN_LABEL } from '../reconcile/describe-unknown-instances.js';

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
    ...(summary.unlisted.length > 0 ? [['Statuses not listed', describeUnlistedStatuses(summary.unlisted)]] : []),
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
  // One page wide, as many pages down as it takes: in pages across, the first two columns repeated on
  // the later pages printed the form's labels and the small tables' status names there with no value
  // (pages 3-6 of 13 of a reconcile with five in doubt). No row is repeated: the first rows are a
  // form, not a header.
  const sheet = addWorksheet(workbook, 'Summary', printOptions());
  // Columns fit the tables; a long value of the first lines wraps across the columns beside it.
  sheet.columns = widths.map((width) => ({ width }));
  const valueWidth = widths.slice(1, Math.max(2, used)).reduce((sum, width) => sum + width, 0);
  for (const [label, value] of lines) {
    const row = sheet.addRow(clipCells([label, value]));
    const cell = row.getCell(2);
    // Label and value side by side read as a form: the value to the left, whether number or text.
    cell.alignment = { horizontal: 'left' };
    if (value instanceof Date) cell.numFmt = dateStyle.cellDateTimeFormat;
    const text = cell.value;
    const long = typeof text === 'string' && wrappedLines(text, widths[1]!) > 1;
    const across = used > 2 && long;
    if (across) sheet.mergeCells(row.number, 2, row.number, used);
    const room = across ? valueWidth : widths[1]!;
    if (typeof text === 'string' && wrappedLines(text, room) > 1) {
      // Running on over the empty cells would stop at the first page's edge: wrapped within it instead.
      cell.alignment = { horizontal: 'left', vertical: 'top', wrapText: true };
      row.getCell(1).alignment = { vertical: 'top' };
      row.height = fitRowHeight([text], [room]);
    }
    row.commit();
  }
  for (const part of sections) writeSection(sheet, dateStyle, part, widths);
  sheet.commit();
}
