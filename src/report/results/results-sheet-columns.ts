/**
 * The columns of the Results sheet: first what a person scans (outcome, vendor, number, date,
 * amount, currency, message), then the technical ones, each with a readable header and, where the
 * finance API has its own name for it, that name in the header's note. The results CSV keeps the
 * API names and its own order (results-columns.ts): programs read it.
 */
import { placeCarriedColumns } from '../../journal/carried-fields.js';
import type { ResultRow } from '../../journal/report-rows.js';
import { outcomeWordOf, type OutcomeWord } from '../outcome-words.js';
import { COLUMN_HEADERS } from '../column-headers.js';
import { otherTargetMessage } from './other-target-messages.js';
import { stopMessage } from './stop-messages.js';
import { createdEarlierWords } from '../created-earlier-words.js';

export interface ResultsSheetColumn {
  header: string;
  /** The API's name of the field, shown as the header cell's note. */
  apiName?: string;
  /** Width in characters: the header and its filter button fit, and the usual values. */
  width: number;
  /** `amount` and `integer`: number cells; `date`: a date cell from YYYYMMDD; `rows`: a number for one row. */
  kind: 'text' | 'amount' | 'integer' | 'date' | 'rows' | 'outcome';
  /** A long text wraps inside the column and the row grows, instead of running under the next cells, cut off in print. */
  wrap?: true;
  /**
   * Filled only when the file or the mapping gives it (a due date, a vendor name, an XLSX sheet):
   * left out of a run's sheet when no invoice of it has a value, so no empty column asks what went
   * wrong. @default always shown
   */
  optional?: true;
  value(row: ResultRow): string | number | null;
}

/** The outcome word of a Results row, by the vocabulary's one rule. */
export function resultOutcome(row: Pick<ResultRow, 'state' | 'attempts' | 'detail'>): OutcomeWord {
  return outcomeWordOf(row);
}

/**
 * The finance system's message and the tool's detail, each once (a detail about another target,
 * or the run's stop, in short: other-target-messages.ts, stop-messages.ts); for an invalid invoice,
 * where its reasons are.
 */
function message(row: ResultRow): string | null {
  const detail = row.detail && (otherTargetMessage(row.detail) ?? stopMessage(row.detail) ?? row.detail);
  const parts = [row.eMessage, detail].filter((part): part is string => Boolean(part));
  if (parts.length > 0) return [...new Set(parts)].join(' | ');
  if (row.state !== 'invalid') return null;
  // Where its reasons are, then where the finance system holds the invoice of its key, if anywhere.
  const earlier = createdEarlierWords(row);
  return earlier === undefined ? problemsPointer(row) : `${problemsPointer(row)}; ${earlier}`;
}

/** An invalid invoice's reasons are on the Problems sheet, one line each, under its file, sheet and row. */
function problemsPointer(row: Pick<ResultRow, 'sourceFile' | 'sheet' | 'rows'>): string {
  const sheet = row.sheet ? `, sheet ${row.sheet}` : '';
  const rows = /^\d+$/.test(row.rows) ? `row ${row.rows}` : `rows ${row.rows}`;
  return `not read as an invoice: see Problems, ${row.sourceFile}${sheet}, ${rows}`;
}

/** The columns of the invoice's key and outcome; the carried fields (carried-fields.ts) are placed among them. */
const OWN_COLUMNS: readonly ResultsSheetColumn[] = [
  { header: COLUMN_HEADERS.outcome, width: 14, kind: 'outcome', value: (row) => resultOutcome(row) },
  { header: 'Invoice number', apiName: 'Invoice_Number', width: 17, kind: 'text', value: (row) => row.invoiceNumber },
  { header: 'Amount', apiName: 'Invoice_Amount', width: 14, kind: 'amount', value: (row) => row.invoiceAmount },
  { header: 'Currency', apiName: 'CurrencyCode', width: 11, kind: 'text', value: (row) => row.currencyCode },
  {
    header: COLUMN_HEADERS.message,
    apiName: 'E_MESSAGE, then the detail invoice-batch recorded',
    width: 40,
    kind: 'text',
    wrap: true,
    value: message,
  },
  { header: COLUMN_HEADERS.vendorId, apiName: 'PayeeId', width: 13, kind: 'text', value: (row) => row.payeeId },
  { header: COLUMN_HEADERS.invoiceId, apiName: 'InvoiceId', width: 22, kind: 'text', value: (row) => row.invoiceId },
  { header: 'Lines', width: 8, kind: 'integer', value: (row) => row.lines },
  {
    header: COLUMN_HEADERS.instanceId,
    apiName: 'E_INSTANCE_ID',
    width: 14,
    kind: 'text',
    value: (row) => row.instanceId,
  },
  { header: 'Return code', apiName: 'E_RETCODE', width: 14, kind: 'integer', value: (row) => row.eRetcode },
  { header: 'HTTP status', width: 14, kind: 'integer', value: (row) => row.httpStatus },
  { header: 'Attempts', width: 11, kind: 'integer', value: (row) => row.attempts },
  { header: COLUMN_HEADERS.sourceFile, width: 20, kind: 'text', value: (row) => row.sourceFile },
  { header: COLUMN_HEADERS.sheet, width: 10, kind: 'text', optional: true, value: (row) => row.sheet },
  { header: COLUMN_HEADERS.rows, width: 8, kind: 'rows', value: (row) => row.rows },
];

export const RESULTS_SHEET_COLUMNS: readonly ResultsSheetColumn[] = placeCarriedColumns(
  OWN_COLUMNS,
  'sheet',
  (field, { header, apiName, width, kind }) => ({
    header,
    ...(apiName === undefined ? {} : { apiName }),
    width,
    kind,
    // A long vendor name wraps in its column rather than run over the next one.
    ...(kind === 'text' ? { wrap: true as const } : {}),
    ...('mapping' in field ? { optional: true as const } : {}),
    value: (row) => row[field.name],
  }),
);
