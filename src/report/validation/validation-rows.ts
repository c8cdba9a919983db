/**
 * The rows of the validation workbook's two tables: Problems, one row per problem with the
 * invoice it belongs to and what to do, and Invoices, one row per invoice. What a clerk scans
 * first is on the left (vendor, invoice number, date; status), where it is in the file after it.
 * Pure.
 */
import { amountValue } from '../amount-cell.js';
import { clipCellText, clipCells } from '../clip-cell-text.js';
import type { WrittenCell } from '../xlsx-writer/sheet-xml.js';
import { STYLE, amountStyleId } from '../xlsx-writer/xlsx-parts.js';
import type { MappedInvoice, Problem } from '../../mapping/mapped-invoice.js';
import { adviseProblem, problemPlace } from './advise-problem.js';
import { COLUMN_HEADERS } from '../column-headers.js';
import { rowsCellValue } from '../results/rows-cell.js';

interface Column {
  header: string;
  /** Characters. */
  width: number;
  /** Style id of the column's cells (the header is bold). @default wrapTop */
  style?: number;
}

// Headed with the words of the upload's Problems sheet where it has the column too.
export const PROBLEM_COLUMNS: readonly Column[] = [
  { header: COLUMN_HEADERS.vendorName, width: 24 },
  { header: COLUMN_HEADERS.vendorId, width: 13 },
  { header: 'Invoice number', width: 16 },
  { header: 'Invoice date', width: 13, style: STYLE.date },
  // Indented: the invoice date before it is right-aligned (23 Feb 2024Lines).
  { header: COLUMN_HEADERS.sheet, width: 10, style: STYLE.indentTop },
  { header: COLUMN_HEADERS.row, width: 7, style: STYLE.leftTop },
  // Wide enough for a line's field path (InvoiceItems[0].Amount); a longer one wraps.
  { header: COLUMN_HEADERS.column, width: 24 },
  { header: COLUMN_HEADERS.value, width: 18 },
  { header: COLUMN_HEADERS.message, width: 50, style: STYLE.wrapTop },
  { header: 'What to do', width: 50, style: STYLE.wrapTop },
  { header: COLUMN_HEADERS.invoiceId, width: 24 },
];

// Headed with the words of the upload's Results sheet: its problems are the Message there.
export const INVOICE_COLUMNS: readonly Column[] = [
  { header: COLUMN_HEADERS.outcome, width: 10 },
  { header: COLUMN_HEADERS.vendorName, width: 24 },
  { header: COLUMN_HEADERS.vendorId, width: 13 },
  { header: 'Invoice number', width: 16 },
  { header: 'Invoice date', width: 13, style: STYLE.date },
  // Written before any invoice arrives, so sized for a signed amount past a billion with its grouping
  // (INR crore, IDR, JPY): narrower, Calc and Excel show ###.
  { header: 'Amount', width: 18, style: STYLE.amount },
  // Indented: the amount beside it is right-aligned, and would read as one word with it (3,524.68EUR).
  { header: 'Currency', width: 10, style: STYLE.indentTop },
  { header: 'Lines', width: 7 },
  { header: COLUMN_HEADERS.message, width: 80, style: STYLE.wrapTop },
  { header: COLUMN_HEADERS.sheet, width: 10 },
  { header: COLUMN_HEADERS.rows, width: 20, style: STYLE.leftTop },
  { header: COLUMN_HEADERS.invoiceId, width: 24 },
];

/** The indexes of `columns` a workbook shows: the Vendor column only when the mapping reads a vendor name. */
export function keptColumns(columns: readonly Column[], withVendor: boolean): number[] {
  return columns.flatMap((column, index) => (withVendor || column.header !== COLUMN_HEADERS.vendorName ? [index] : []));
}

// Text wraps at the top of its cell, so that a row made tall by one long text reads from its top line.
const stylesOf = (columns: readonly Column[]) => columns.map((column) => column.style ?? STYLE.wrapTop);
/** The widths of the columns that wrap, 0 for the others: what a row's height is counted from. */
const WRAPPING: ReadonlySet<number> = new Set([STYLE.wrapTop, STYLE.indentTop]);
const wrapWidthsOf = (columns: readonly Column[]) =>
  columns.map((column) => (WRAPPING.has(column.style ?? STYLE.wrapTop) ? column.width : 0));
export const PROBLEM_WRAP_WIDTHS = wrapWidthsOf(PROBLEM_COLUMNS);
export const INVOICE_WRAP_WIDTHS = wrapWidthsOf(INVOICE_COLUMNS);
export const PROBLEM_STYLES = stylesOf(PROBLEM_COLUMNS);
const VALID_STYLES = stylesOf(INVOICE_COLUMNS);
const INVALID_STYLES = [STYLE.invalid, ...VALID_STYLES.slice(1)];
const AMOUNT_AT = INVOICE_COLUMNS.findIndex((column) => column.header === 'Amount');

/** The style ids of an invoice's row: invalid coloured, the amount in its currency's decimal places. */
export function invoiceStyles(invoice: MappedInvoice): number[] {
  const styles = [...(invoice.invoice ? VALID_STYLES : INVALID_STYLES)];
  styles[AMOUNT_AT] = amountStyleId(
    invoice.draft.CurrencyCode,
    amountValue(invoice.draft.Invoice_Amount, invoice.draft.CurrencyCode),
  );
  return styles;
}

/** Days from Excel's day 0 (1899-12-30) to 1970-01-01. */
const EPOCH_DAYS = 25_569;

/** `20250131` -> the day number of a date cell; text that is no such day stays text; none -> null. */
export function dateValue(yyyymmdd: string | undefined): number | string | null {
  const match = yyyymmdd === undefined ? null : /^(\d{4})(\d{2})(\d{2})$/.exec(yyyymmdd);
  if (!match) return yyyymmdd ?? null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000 + EPOCH_DAYS;
}

/** The cells naming the invoice a problem belongs to: vendor, vendor id, number, date. */
function invoiceCells(invoice: MappedInvoice): WrittenCell[] {
  const d = invoice.draft;
  return [
    clipCellText(d.vendorName ?? ''),
    clipCellText(d.PayeeId ?? ''),
    clipCellText(d.Invoice_Number ?? ''),
    dateValue(d.Invoice_Date),
  ];
}

export function problemRow(invoice: MappedInvoice, problem: Problem): WrittenCell[] {
  return [
    ...invoiceCells(invoice),
    ...clipCells([
      problem.sheet ?? invoice.sheet ?? '',
      problem.row ?? '',
      problemPlace(problem),
      problem.value ?? '',
      problem.message,
      adviseProblem(problem),
      invoice.draft.InvoiceId ?? '',
    ]),
  ];
}

/** Every problem of an invoice, one a line: where, what is wrong, what to do. */
export function problemsText(invoice: MappedInvoice): string {
  return clipCellText(
    invoice.problems
      .map((p) => {
        const where = [
          p.sheet && p.sheet !== invoice.sheet ? `sheet ${p.sheet}` : '',
          p.row !== undefined ? `row ${p.row}` : '',
          p.column ? `"${p.column}"` : problemPlace(p),
        ]
          .filter(Boolean)
          .join(' ');
        const got = p.value === undefined ? '' : `, got ${JSON.stringify(p.value)}`;
        return `${where ? `${where}: ` : ''}${p.message}${got}. ${adviseProblem(p)}`;
      })
      .join('\n'),
  );
}

export function invoiceRow(invoice: MappedInvoice): WrittenCell[] {
  const d = invoice.draft;
  const [vendor, vendorId, number, date] = invoiceCells(invoice);
  return [
    invoice.invoice ? 'valid' : 'invalid',
    vendor,
    vendorId,
    number,
    date,
    amountValue(d.Invoice_Amount, d.CurrencyCode),
    clipCellText(d.CurrencyCode ?? ''),
    d.lines,
    problemsText(invoice),
    invoice.sheet ?? '',
    // One source row is a number cell, as the Results sheet's Rows is; several stay their text.
    rowsCellValue(invoice.rows),
    clipCellText(d.InvoiceId ?? ''),
  ];
}
