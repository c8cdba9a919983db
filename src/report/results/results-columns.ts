/**
 * The columns of the Results sheet (and of the results CSV), in order, with how each takes its
 * value from a journal row.
 */
import { placeCarriedColumns } from '../../journal/carried-fields.js';
import type { ResultRow } from '../../journal/report-rows.js';
import { outcomeWordOf } from '../outcome-words.js';

export interface ResultsColumn {
  header: string;
  /** Width in characters in the workbook. */
  width: number;
  /**
   * `amount`: a number cell in the workbook, in CSV the exact text posted (the API's four decimals); `integer`: a number cell;
   * `date`: YYYYMMDD, a date cell in the workbook and YYYY-MM-DD in CSV.
   */
  kind: 'text' | 'amount' | 'integer' | 'date';
  value(row: ResultRow): string | number | null;
}

/** The columns of the invoice's key and outcome; the carried fields (carried-fields.ts) are placed among them. */
const OWN_COLUMNS: readonly ResultsColumn[] = [
  { header: 'Source', width: 28, kind: 'text', value: (row) => row.sourceFile },
  { header: 'Sheet', width: 14, kind: 'text', value: (row) => row.sheet },
  { header: 'Rows', width: 10, kind: 'text', value: (row) => row.rows },
  { header: 'InvoiceId', width: 18, kind: 'text', value: (row) => row.invoiceId },
  { header: 'Invoice_Number', width: 18, kind: 'text', value: (row) => row.invoiceNumber },
  { header: 'PayeeId', width: 14, kind: 'text', value: (row) => row.payeeId },
  { header: 'CurrencyCode', width: 8, kind: 'text', value: (row) => row.currencyCode },
  { header: 'Invoice_Amount', width: 16, kind: 'amount', value: (row) => row.invoiceAmount },
  { header: 'Lines', width: 7, kind: 'integer', value: (row) => row.lines },
  // The words of the workbook, the terminal and --json (in doubt, held: differs, not sent), not the journal's states.
  { header: 'Outcome', width: 10, kind: 'text', value: (row) => outcomeWordOf(row) },
  { header: 'HTTP status', width: 8, kind: 'integer', value: (row) => row.httpStatus },
  { header: 'E_RETCODE', width: 8, kind: 'integer', value: (row) => row.eRetcode },
  { header: 'E_INSTANCE_ID', width: 14, kind: 'text', value: (row) => row.instanceId },
  { header: 'E_MESSAGE', width: 40, kind: 'text', value: (row) => row.eMessage },
  { header: 'Detail', width: 60, kind: 'text', value: (row) => row.detail },
  { header: 'Attempts', width: 8, kind: 'integer', value: (row) => row.attempts },
];

export const RESULTS_COLUMNS: readonly ResultsColumn[] = placeCarriedColumns(
  OWN_COLUMNS,
  'csv',
  (field, { header, width, kind }) => ({ header, width, kind, value: (row) => row[field.name] }),
);

/** `20240311` -> 2024-03-11 at 00:00 UTC, the day a date cell shows; undefined for anything else. */
export function calendarDate(text: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
}
