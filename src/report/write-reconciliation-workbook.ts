/**
 * The reconciliation workbook: sheet Summary (counts, amounts per status and currency, stuck and
 * in-doubt invoices), Status (every invoice asked about), Changes (status changes since the
 * previous reconcile) and Legend (what the Check colours say). Written under a private temporary
 * name and published whole.
 */
import type ExcelJS from 'exceljs';
import { startWrappedTable } from './start-wrapped-table.js';
import { openWorkbookWriter } from './open-workbook-writer.js';
import { amountStyle } from './amount-cell.js';
import { topAligned } from './results/results-cell-styles.js';
import { clipCells } from './clip-cell-text.js';
import { fitRowHeight } from './fit-row-height.js';
import { openSplitWorksheet } from './open-split-worksheet.js';
import { writeOutputFile, type OutputName } from './write-output-file.js';
import { writeReconciliationSummary } from './write-reconciliation-summary.js';
import { addColumnBreaks, pagesAcross } from './print-setup.js';
import { planSheetPrint, type SheetPrint } from './plan-sheet-print.js';
import { writeLegendSheet } from './write-legend-sheet.js';
import type { ReconcileReport } from '../reconcile/reconcile-invoices.js';
import type { StatusCheck } from '../reconcile/status-check.js';
import { checkColor, checkLegend, RECONCILE_TERMS, type CheckWord } from './reconciliation-check-words.js';
import {
  columnHeader,
  INVOICE_COLUMNS,
  STATUS_COLUMNS,
  STATUS_PAGES_ACROSS,
  STATUS_TITLE_COLUMNS,
  type ReconciliationColumn,
} from './reconciliation-status-columns.js';
import { zoneText } from './local-time.js';
import { CHANGES_COLUMNS } from './reconciliation-changes-columns.js';
import { DEFAULT_DATE_STYLE, type DateStyle } from './date-style.js';
import { swapInVendorId } from './put-vendor-id-first.js';

type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;
type CellStyle = Partial<ExcelJS.Style>;

const FROZEN = { views: [{ state: 'frozen' as const, ySplit: 1 }] };

/** The Status and Changes sheets' columns and how each prints, for a report with or without vendor names. */
interface TableLayouts {
  status: { columns: readonly ReconciliationColumn[]; print: SheetPrint };
  changes: { columns: readonly ReconciliationColumn[]; print: SheetPrint };
}

/**
 * Status is too wide for one readable page: it prints in its groups of columns, vendor and invoice
 * number on each; Changes as every table does. With no vendor name in any row, the vendor id takes
 * the empty Vendor column's place, among the first columns and repeated on the later pages.
 */
function tableLayouts(named: boolean): TableLayouts {
  const { vendor, vendorId } = INVOICE_COLUMNS;
  const shown = (columns: readonly ReconciliationColumn[]) =>
    named ? columns : swapInVendorId(columns, vendor, vendorId);
  const groups = STATUS_PAGES_ACROSS.map(shown);
  const status = named ? STATUS_COLUMNS : groups.flat();
  const titles = shown(STATUS_TITLE_COLUMNS);
  const changes = shown(CHANGES_COLUMNS);
  return {
    status: {
      columns: status,
      print: pagesAcross(
        groups.map((group) => group.map((column) => column.width)),
        [status.indexOf(titles[0]!) + 1, status.indexOf(titles[titles.length - 1]!) + 1],
      ),
    },
    changes: {
      columns: changes,
      print: planSheetPrint(
        changes.map((column) => column.width),
        [1, 2],
      ),
    },
  };
}

export interface ReconciliationWorkbookOptions {
  /** @default DEFAULT_DATE_STYLE */
  dateStyle?: DateStyle | undefined;
  /** Excel's row limit, past which Status and Changes go on in `Status (2)`, `Changes (2)`. @default Excel's */
  maxRows?: number | undefined;
}

const HEADER_ALIGN: Partial<Record<ReconciliationColumn['kind'], 'right' | 'center'>> = {
  amount: 'right',
  integer: 'center',
  date: 'center',
  dateTime: 'center',
};
// Every cell of a table row starts at the row's top, as wrapped text does: in a row made tall by
// a long vendor or detail, a number at the row's foot reads as the first line of the row below.
const CENTRE: CellStyle = { alignment: { horizontal: 'center', vertical: 'top' } };
const TOP: CellStyle = { alignment: { vertical: 'top' } };

/** Columns, a bold header row (the API's name in a note) with a filter; returns the rows written (one). */
function startTable(sheet: ExcelJS.Worksheet, columns: readonly ReconciliationColumn[], zone: string): number {
  return startWrappedTable(
    sheet,
    columns.map((c) => ({
      header: columnHeader(c, zone),
      width: c.width,
      horizontal: c.centre ? 'center' : HEADER_ALIGN[c.kind],
      apiName: c.apiName,
    })),
  );
}

/** One style object per column, made once: exceljs looks a style up by the object. */
function columnStyles(columns: readonly ReconciliationColumn[], dateStyle: DateStyle): (CellStyle | undefined)[] {
  const byKind: Partial<Record<ReconciliationColumn['kind'], CellStyle>> = {
    // Centred: a right-aligned date runs into the text of the column after it.
    date: { numFmt: dateStyle.cellFormat, alignment: { horizontal: 'center', vertical: 'top' } },
    dateTime: { numFmt: dateStyle.cellDateTimeFormat, alignment: { horizontal: 'center', vertical: 'top' } },
    integer: CENTRE,
  };
  return columns.map((c) => (c.wrap ? WRAP : c.centre ? CENTRE : (byKind[c.kind] ?? TOP)));
}

/** Set to the left whatever the script: right-to-left text would otherwise touch the column after it. */
const WRAP: CellStyle = { alignment: { horizontal: 'left', vertical: 'top', wrapText: true } };

const CHECK_STYLES = new Map<string, CellStyle>();
/** The word wrapped as its column's other text, on its colour where it has one. */
function checkStyle(word: CheckWord): CellStyle {
  const color = checkColor(word);
  if (!color) return WRAP;
  let style = CHECK_STYLES.get(color);
  if (!style) {
    style = { ...WRAP, fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: color } } };
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
  print: SheetPrint,
  zone: string,
): void {
  const styles = columnStyles(columns, options.dateStyle ?? DEFAULT_DATE_STYLE);
  const start = (part: ExcelJS.Worksheet) => {
    if (print.breaks.length > 0) addColumnBreaks(part, print.breaks);
    return startTable(part, columns, zone);
  };
  const sheetOptions = { ...FROZEN, ...print.options };
  const widths = columns.map((c) => (c.wrap ? c.width : 0));
  const sheet = openSplitWorksheet(workbook, name, sheetOptions, start, options.maxRows);
  for (const check of checks) {
    const values = columns.map((c) => c.value(check, stuck));
    const row = sheet.addRow(clipCells(values));
    // Wrapped text is given its height: LibreOffice does not grow a row on opening.
    if (values.some((value, index) => widths[index] && typeof value === 'string'))
      row.height = fitRowHeight(values, widths);
    columns.forEach((column, index) => {
      const style =
        column.kind === 'check'
          ? checkStyle(values[index] as CheckWord)
          : column.kind === 'amount'
            ? topAligned(amountStyle(check.invoice.currency, values[index]))
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
    const workbook = await openWorkbookWriter(stream);
    // Summary first: it is what a controller reads; the tables follow.
    writeReconciliationSummary(workbook, report, target, options.dateStyle ?? DEFAULT_DATE_STYLE);
    // The zone's offset as the reconcile began, as the Summary's Reconciled at names it.
    const zone = zoneText(report.startedAt);
    const { status, changes: changed } = tableLayouts(report.checks.some((check) => Boolean(check.invoice.vendorName)));
    writeTable(workbook, 'Status', status.columns, report.checks, stuck, options, status.print, zone);
    writeTable(workbook, 'Changes', changed.columns, changes, stuck, options, changed.print, zone);
    writeLegendSheet(workbook, checkLegend(report.stuckAfterDays), 'Check', RECONCILE_TERMS).commit();
    await workbook.commit();
  });
}
