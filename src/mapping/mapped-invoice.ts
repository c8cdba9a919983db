/**
 * What reading a file through a mapping yields: one MappedInvoice per invoice found, valid or
 * not. Problems are data; only file-level failures throw (InputFileError / ConfigError).
 */
import type { Invoice } from '../invoice/invoice-schema.js';
import { quoteValue } from '../errors.js';
import type { MappedCarriedKey } from '../journal/carried-fields.js';

/** One validation problem, addressed the way a user finds it in the file. */
export interface Problem {
  file: string;
  sheet?: string | undefined;
  /** 1-based row in the source. */
  row?: number | undefined;
  /** Source column header (or letter) the value came from. */
  column?: string | undefined;
  /** Invoice field path, e.g. `InvoiceItems[2].Tax`. */
  field?: string | undefined;
  /** The value found, as text. */
  value?: string | undefined;
  message: string;
}

export interface MappedInvoice {
  /** Base name of the source file. */
  file: string;
  sheet: string | undefined;
  /** Source rows that formed this invoice, e.g. `5` or `5-7` or `5, 9, 12`; joined layouts add the lines sheet: `5; Lines: 7-9`. */
  rows: string;
  /** First source row, for ordering. */
  firstRow: number;
  /**
   * What the mapping produced, valid or not; enough to identify the invoice in a report.
   * Key fields may be missing when the source lacked them. With the carried fields the mapping
   * reads from columns of their own (journal/carried-fields.ts): the vendor's name, the mapping's
   * `vendorName` column, else the name PayeeId was looked up by.
   */
  draft: { [K in MappedCarriedKey]?: string | undefined } & {
    InvoiceId?: string | undefined;
    Invoice_Number?: string | undefined;
    PayeeId?: string | undefined;
    CurrencyCode?: string | undefined;
    Invoice_Amount?: string | undefined;
    /** YYYYMMDD as mapped. */
    Invoice_Date?: string | undefined;
    lines: number;
  };
  /** The validated payload when `problems` is empty. */
  invoice: Invoice | undefined;
  problems: Problem[];
  /** A row of it is hidden in the sheet (hiddenRows: problem): a problem, and a part of the file's figures each summary names. @default false */
  hiddenInSheet?: boolean | undefined;
}

/** Renders a problem as one line: `file, sheet S, row R, column "C": message, got "v"`. */
export function formatProblem(problem: Problem): string {
  const parts = [problem.file];
  if (problem.sheet) parts.push(`sheet ${problem.sheet}`);
  if (problem.row !== undefined) parts.push(`row ${problem.row}`);
  if (problem.column) parts.push(`column "${problem.column}"`);
  else if (problem.field) parts.push(`field ${problem.field}`);
  // The workbook keeps the whole value; a printed line shows its start.
  const got = problem.value === undefined ? '' : `, got ${quoteValue(problem.value)}`;
  return `${parts.join(', ')}: ${problem.message}${got}`;
}
