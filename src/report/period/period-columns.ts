/**
 * The columns of the period export's invoice sheets: what identifies the invoice first (PayeeId,
 * vendor, number), then what it was posted as, then when and how, then where it came from.
 */
import type { PeriodRow } from '../../journal/period-statements.js';
import { amountValue } from '../amount-cell.js';
import { sapDateCell } from '../sap-date-cell.js';

export type PeriodColumnKind = 'text' | 'centre' | 'date' | 'dateTime' | 'amount' | 'integer' | 'wrap';

export interface PeriodColumn {
  header: string;
  width: number;
  kind: PeriodColumnKind;
  value: (row: PeriodRow, said: string) => unknown;
}

/** A time of the journal (ISO 8601 UTC) as a cell showing the UTC clock: exceljs writes a Date's UTC fields. */
const utcCell = (iso: string | null): Date | null => (iso ? new Date(iso) : null);

const IDENTITY: readonly PeriodColumn[] = [
  { header: 'PayeeId', width: 12, kind: 'text', value: (row) => row.payeeId },
  { header: 'Vendor', width: 22, kind: 'wrap', value: (row) => row.vendorName },
  { header: 'Invoice_Number', width: 18, kind: 'text', value: (row) => row.invoiceNumber },
  { header: 'InvoiceId', width: 26, kind: 'text', value: (row) => row.invoiceId },
  { header: 'Invoice date', width: 13, kind: 'date', value: (row) => sapDateCell(row.invoiceDate) },
  { header: 'Currency', width: 9, kind: 'text', value: (row) => row.currencyCode },
  {
    header: 'Amount',
    width: 15,
    kind: 'amount',
    value: (row) => amountValue(row.invoiceAmount, row.currencyCode),
  },
];

const SOURCE: readonly PeriodColumn[] = [
  { header: 'Source file', width: 24, kind: 'wrap', value: (row) => row.sourceFile },
  { header: 'Row', width: 7, kind: 'integer', value: (row) => row.firstRow },
];

/** The 1-based column the first printed page keeps with the titles: the amount, with its currency. */
export const amountColumn = (columns: readonly PeriodColumn[]): number =>
  columns.findIndex((c) => c.kind === 'amount') + 1;

/** The Created sheet: `said` is how the invoice came to be created. */
export const CREATED_COLUMNS: readonly PeriodColumn[] = [
  ...IDENTITY,
  { header: 'Instance', width: 13, kind: 'centre', value: (row) => row.instanceId },
  { header: 'Created at (UTC)', width: 19, kind: 'dateTime', value: (row) => utcCell(row.outcomeAt) },
  { header: 'How it was created', width: 44, kind: 'wrap', value: (_row, said) => said },
  ...SOURCE,
];

/** The Open sheet: `said` is the invoice's word at the period's end, read before its amount. */
export const OPEN_COLUMNS: readonly PeriodColumn[] = [
  ...IDENTITY.slice(0, 3),
  { header: 'Open as', width: 20, kind: 'wrap', value: (_row, said) => said },
  ...IDENTITY.slice(3),
  { header: 'Run', width: 6, kind: 'integer', value: (row) => row.runId },
  {
    header: 'Last recorded (UTC)',
    width: 19,
    kind: 'dateTime',
    value: (row) => utcCell(row.outcomeAt ?? row.stagedAt),
  },
  { header: 'Detail', width: 48, kind: 'wrap', value: (row) => row.detail },
  ...SOURCE,
];
