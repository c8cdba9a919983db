/**
 * The validation workbook of `validate`: sheet Summary (counts and control totals), sheet Problems
 * (one row per problem: the invoice, where, what is wrong, what to do), sheet Invoices (each invoice
 * with its problems) and a Legend. Written as
 * invoices arrive (write-streamed-workbook.ts) under a private temporary name and published whole
 * (write-output-file.ts).
 */
import { fitBoldRowHeight, fitRowHeight } from '../fit-row-height.js';
import { fitColumnWidth } from '../fit-column-width.js';
import { HIDDEN_SHEET_LABEL } from '../../mapping/hidden-sheet-read.js';
import { amountValue } from '../amount-cell.js';
import { clipCellText } from '../clip-cell-text.js';
import { sourceStem } from '../results-file-name.js';
import type { WrittenCell } from '../xlsx-writer/sheet-xml.js';
import {
  openStreamedWorkbook,
  type StreamedSheet,
  type StreamedWorkbook,
} from '../xlsx-writer/write-streamed-workbook.js';
import { openOutputFile, type OutputName } from '../write-output-file.js';
import { STYLE, amountStyleId } from '../xlsx-writer/xlsx-parts.js';
import type { DateStyle } from '../date-style.js';
import type { MappedInvoice } from '../../mapping/mapped-invoice.js';
import {
  INVOICE_COLUMNS,
  INVOICE_WRAP_WIDTHS,
  PROBLEM_WRAP_WIDTHS,
  PROBLEM_COLUMNS,
  PROBLEM_STYLES,
  invoiceRow,
  invoiceStyles,
  keptColumns,
  problemRow,
} from './validation-rows.js';
import { planSheetPrint } from '../plan-sheet-print.js';
import { identityTitles } from '../identity-titles.js';
import { HIDDEN_PART_LABEL, untotalledText, type FileSummary } from '../../mapping/summarize-file.js';
import type { SkippedRows } from '../../mapping/filter-rows.js';
import { LEFT_OUT_LABEL, leftOutLines } from '../describe-left-out-rows.js';
import { LEGEND_WIDTHS, legendRows } from './validation-legend-rows.js';

const PROBLEMS = 0;
const INVOICES = 1;

/** The values of `row` at the indexes `kept`. */
const pick = <T>(row: readonly T[], kept: readonly number[]): T[] => kept.map((index) => row[index]!);

const headerOf = (columns: readonly { header: string }[]) => ({
  cells: columns.map((c) => c.header),
  styles: columns.map(() => STYLE.header),
});

/** `<outDir>/<stem>-validation-<YYYYMMDD-HHMMSS>.xlsx`, never overwriting an earlier file. */
export function validationFileName(outDir: string, sourceFile: string, at: Date): OutputName {
  return { folder: outDir, base: `${sourceStem(sourceFile, 'input')}-validation`, at, extension: 'xlsx' };
}

export interface ValidationWorkbook {
  add(invoice: MappedInvoice): void;
  /** Resolves once the rows added so far have left memory: call it every few hundred invoices. */
  drained(): Promise<void>;
  /** Completes the workbook and returns the name it was published under. */
  finish(summary: FileSummary, about: ValidationAbout): Promise<string>;
  /** Removes the partial file after a failure. */
  abandon(): Promise<void>;
}

/** What the Summary sheet says of the validation besides its figures. */
export interface ValidationAbout {
  source: string;
  mapping: string;
  /** Whether PayeeIds were checked against a cached advertiser list, how old it is, how to refresh it. */
  advertiserList?: string | undefined;
  /** The rows the mapping's rules left out, by rule, each named with its rule. @default none */
  leftOut?: SkippedRows | undefined;
  /** The sheet read, said with what it is, when it is hidden in the workbook (describeSheetRead). @default none */
  hiddenSheet?: string | undefined;
}

/**
 * A currency's control total, named for what it adds up as the upload's "in the file" column does: every
 * invoice of the file whose amount was read, the invalid ones too.
 */
export const fileTotalLabel = (currency: string) => `Total ${currency} in the file (valid and invalid)`;

/** The hidden part of the Invalid count, or of a currency's total: `Of which EUR in hidden rows`. */
const hiddenPartLabel = (currency?: string) =>
  currency === undefined
    ? `${HIDDEN_PART_LABEL[0]!.toUpperCase()}${HIDDEN_PART_LABEL.slice(1)}`
    : `Of which ${currency} ${HIDDEN_PART_LABEL.replace(/^of which /, '')}`;

/**
 * The Summary's columns, in characters: the first as wide as its longest fixed label (a currency's
 * total, every code three letters), the second a sentence's.
 */
const SUMMARY_WIDTHS = [fitColumnWidth(30, [fileTotalLabel('EUR'), LEFT_OUT_LABEL, 'Not in the totals']), 60];

/** A Summary row of a sentence or a path: wrapped in its column, the row as tall as its lines. */
const textRow = (label: string, text: string) => ({
  cells: [label, text],
  styles: [STYLE.headerTop, STYLE.wrapTop],
  height: fitRowHeight([label, text], [0, SUMMARY_WIDTHS[1]!]),
});

const NO_PROBLEMS = { cells: ['No problems'], styles: [STYLE.plain] };

/** A Summary row whose label may be longer than its column (a rule of the mapping): both wrap. */
const wrappedRow = (label: string, text: string) => ({
  cells: [label, text],
  styles: [STYLE.headerWrapTop, STYLE.wrapTop],
  // The label is bold, which runs wider than the widths count: measured as header rows are.
  height: Math.max(fitBoldRowHeight([label], [SUMMARY_WIDTHS[0]!]), fitRowHeight([text], [SUMMARY_WIDTHS[1]!])),
});

function summaryRows(summary: FileSummary, about: ValidationAbout) {
  const rows: [string, WrittenCell][] = [
    ['File', clipCellText(about.source)],
    ['Mapping', about.mapping],
    // Only a hidden sheet is named: the user sees another tab than the one read.
    ...(about.hiddenSheet === undefined
      ? []
      : [[HIDDEN_SHEET_LABEL, clipCellText(about.hiddenSheet)] as [string, WrittenCell]]),
    ...(about.advertiserList === undefined ? [] : [['Advertiser list', about.advertiserList] as [string, WrittenCell]]),
    ['Invoices', summary.invoices],
    ['Lines', summary.lines],
    ['Valid', summary.valid],
    ['Invalid', summary.invalid],
    // The part of the invalid the clerk filtered or hid, under the count it is part of.
    ...((summary.hidden ?? 0) > 0 ? [[hiddenPartLabel(), summary.hidden!] as [string, WrittenCell]] : []),
    ['Problems', summary.problems],
  ];
  const amountRow = (label: string, amount: string, currency: string) => ({
    cells: [label, amountValue(amount, currency)],
    styles: [STYLE.header, amountStyleId(currency, amountValue(amount, currency))],
  });
  const totals = Object.entries(summary.totals).flatMap(([currency, amount]) => {
    const hidden = summary.hiddenTotals?.[currency];
    return [
      amountRow(fileTotalLabel(currency), amount, currency),
      ...(hidden === undefined ? [] : [amountRow(hiddenPartLabel(currency), hidden, currency)]),
    ];
  });
  const untotalled = summary.untotalled > 0 ? [textRow('Not in the totals', untotalledText(summary.untotalled))] : [];
  const leftOut = leftOutLines(about.leftOut);
  return [
    ...rows.map(([label, value]) =>
      typeof value === 'string' ? textRow(label, value) : { cells: [label, value], styles: [STYLE.header, 0] },
    ),
    ...totals,
    ...untotalled,
    // Every row not read as an invoice, with its rule: the Problems sheet lists only rows that were.
    { cells: [LEFT_OUT_LABEL, leftOut.total], styles: [STYLE.header, 0] },
    ...leftOut.rules.map(({ rule, text }) => wrappedRow(clipCellText(rule), clipCellText(text))),
  ];
}

/** A table sheet's layout, printed by the rule every table follows, the invoice's identity on every page across. */
function tableLayout(columns: readonly { header: string; width: number }[]) {
  const widths = columns.map((c) => c.width);
  const titles = identityTitles(columns.map((c) => c.header));
  return { frozenHeader: true, widths, print: planSheetPrint(widths, titles) };
}

// Summary first, as in the upload's results workbook; then Problems: it is what a clerk fixes the file from.
function sheetsOf(problemsKept: readonly number[], invoicesKept: readonly number[]): StreamedSheet[] {
  const problems = pick(PROBLEM_COLUMNS, problemsKept);
  const invoices = pick(INVOICE_COLUMNS, invoicesKept);
  return [
    // Said as the results workbook's Problems sheet says it, and printed as one page, not headers across.
    { name: 'Problems', header: headerOf(problems), layout: tableLayout(problems), empty: NO_PROBLEMS },
    { name: 'Invoices', header: headerOf(invoices), layout: tableLayout(invoices) },
    { name: 'Summary', whole: true, firstTab: true, layout: { frozenHeader: false, widths: SUMMARY_WIDTHS } },
    { name: 'Legend', whole: true, layout: { frozenHeader: true, widths: LEGEND_WIDTHS } },
  ];
}

/**
 * `maxRows` is Excel's row limit, past which a sheet goes on in `Invoices (2)`, `Problems (2)`.
 * @param withVendor whether the mapping reads a vendor name: without one, no Vendor column, as the
 *   results workbook leaves out a column no invoice fills @default true
 */
export async function openValidationWorkbook(
  name: OutputName,
  maxRows?: number,
  dateStyle?: DateStyle,
  withVendor = true,
): Promise<ValidationWorkbook> {
  const output = openOutputFile(name);
  const problemsKept = keptColumns(PROBLEM_COLUMNS, withVendor);
  const invoicesKept = keptColumns(INVOICE_COLUMNS, withVendor);
  const problemStyles = pick(PROBLEM_STYLES, problemsKept);
  const [problemWraps, invoiceWraps] = [
    pick(PROBLEM_WRAP_WIDTHS, problemsKept),
    pick(INVOICE_WRAP_WIDTHS, invoicesKept),
  ];
  let workbook: StreamedWorkbook;
  try {
    const sheets = sheetsOf(problemsKept, invoicesKept);
    workbook = await openStreamedWorkbook(output, sheets, maxRows, dateStyle?.cellFormat);
  } catch (error) {
    await output.discard();
    throw error;
  }

  return {
    add(invoice) {
      const row = pick(invoiceRow(invoice), invoicesKept);
      const styles = pick(invoiceStyles(invoice), invoicesKept);
      workbook.addRow(INVOICES, row, styles, fitRowHeight(row, invoiceWraps));
      for (const problem of invoice.problems) {
        const cells = pick(problemRow(invoice, problem), problemsKept);
        workbook.addRow(PROBLEMS, cells, problemStyles, fitRowHeight(cells, problemWraps));
      }
    },
    drained: () => workbook.drained(),
    async finish(summary, about) {
      await workbook.finish([summaryRows(summary, about), legendRows()]);
      return output.publish();
    },
    async abandon() {
      try {
        await workbook.abandon();
      } finally {
        await output.discard();
      }
    },
  };
}
