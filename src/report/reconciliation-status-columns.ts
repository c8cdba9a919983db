/**
 * The columns of the reconciliation workbook's Status sheet in four groups, each printed as its own
 * page across: first what a person reads (what the check found, the status, vendor, invoice number
 * and date, amount, who it waits for), then the workflow and why a check failed, then the
 * accounting document, then the source file and the ids. Readable headers; the finance API's
 * (SAP's) name of a field is the header's note.
 */
import type { StatusCheck } from '../reconcile/status-check.js';
import { describeActionDone, describeApprovers } from '../reconcile/status-seen.js';
import { amountValue } from './amount-cell.js';
import { localDateTimeCell } from './date-cell.js';
import { checkWordOf } from './reconciliation-check-words.js';
import { sapDateCell, sapTimestampCell } from './sap-date-cell.js';
import { COLUMN_HEADERS } from './column-headers.js';
import { shortCheckReason } from './short-check-reason.js';

type Cell = string | number | Date | null;

export interface ReconciliationColumn {
  header: string;
  /** The finance API's name of the field, shown as the header cell's note. */
  apiName?: string;
  width: number;
  /** `date`, `dateTime`: date cells in the user's date style; `amount`: number cells; `check`: coloured. */
  kind: 'text' | 'check' | 'amount' | 'integer' | 'date' | 'dateTime';
  /** Long text wrapped within the column's width. @default false */
  wrap?: boolean;
  /** Centred values: short codes that would otherwise run into the number beside them. @default false */
  centre?: boolean;
  /**
   * A `dateTime` read as the finance system's clock showed it (its timestamps name no zone), not
   * a local time. @default false: a local time, its header naming the zone
   */
  financeClock?: boolean;
  value(check: StatusCheck, stuck: ReadonlySet<string>): Cell;
}

/**
 * The header written over a column: a column of times says whose clock, `Checked (Pacific/Auckland,
 * UTC+13)`, as a wall time alone is read in the reader's zone, hours apart. `zone` is `zoneText`'s.
 */
export function columnHeader(column: ReconciliationColumn, zone: string): string {
  if (column.kind !== 'dateTime') return column.header;
  return `${column.header} (${column.financeClock ? "the finance system's clock" : zone})`;
}

const document = (c: StatusCheck) => (c.ok ? c.status.erpDocument : undefined);
const digits = (text: string | undefined): Cell =>
  text === undefined ? null : /^\d{1,9}$/.test(text) ? Number(text) : text;

/** The invoice's own columns, the same on the Status and Changes sheets. */
export const INVOICE_COLUMNS = {
  // Wrapped as on Results: a long name is cut at the column's edge otherwise.
  vendor: { header: 'Vendor', width: 24, kind: 'text', wrap: true, value: (c) => c.invoice.vendorName },
  invoiceNumber: {
    header: 'Invoice number',
    apiName: 'Invoice_Number',
    width: 16,
    kind: 'text',
    value: (c) => c.invoice.invoiceNumber,
  },
  amount: {
    header: 'Amount',
    apiName: 'Invoice_Amount',
    width: 13,
    kind: 'amount',
    value: (c) => amountValue(c.invoice.amount, c.invoice.currency),
  },
  currency: {
    header: 'Currency',
    apiName: 'CurrencyCode',
    width: 10,
    kind: 'text',
    centre: true,
    value: (c) => c.invoice.currency,
  },
  vendorId: { header: 'Vendor id', apiName: 'PayeeId', width: 12, kind: 'text', value: (c) => c.invoice.payeeId },
  invoiceId: { header: 'Invoice id', apiName: 'InvoiceId', width: 20, kind: 'text', value: (c) => c.invoice.invoiceId },
  instanceId: {
    header: COLUMN_HEADERS.instanceId,
    apiName: 'E_INSTANCE_ID',
    width: 12,
    kind: 'text',
    value: (c) => c.invoice.instanceId,
  },
} satisfies Record<string, ReconciliationColumn>;

/**
 * Printed first: what a finance reader needs to act on an invoice. Each group, the repeated vendor
 * and invoice number with it, is narrow enough to print at 8 pt (plan-sheet-print.ts).
 */
const READ_COLUMNS: readonly ReconciliationColumn[] = [
  // Wrapped: "not known to the finance system" takes two lines rather than widen every page.
  { header: 'Check', width: 16, kind: 'check', wrap: true, value: (c, stuck) => checkWordOf(c, stuck) },
  // A call that failed shows the last status the journal knows (In status since: since when).
  {
    header: 'Status',
    apiName: 'E_STATUS.STS_DESCR',
    width: 13,
    kind: 'text',
    value: (c) => (c.ok ? c.status.description : c.previous ? c.previous.description || c.previous.code : null),
  },
  INVOICE_COLUMNS.vendor,
  INVOICE_COLUMNS.invoiceNumber,
  {
    header: 'Invoice date',
    apiName: 'Invoice_Date',
    width: 13,
    kind: 'date',
    value: (c) => sapDateCell(c.invoice.invoiceDate),
  },
  INVOICE_COLUMNS.amount,
  INVOICE_COLUMNS.currency,
  {
    header: 'Pending approvers',
    width: 26,
    kind: 'text',
    value: (c) => (c.ok ? describeApprovers(c.status.pendingApprovers) || null : null),
  },
];

const DETAIL_WIDTH = 20;

/** Printed second: the workflow (the status before, who did what, since when) and why a check failed. */
const WORKFLOW_COLUMNS: readonly ReconciliationColumn[] = [
  {
    header: 'Previous status',
    width: 13,
    kind: 'text',
    value: (c) => (c.ok && c.changed && c.previous ? c.previous.description || c.previous.code : null),
  },
  {
    header: 'Last action',
    apiName: 'the last entry of the workflow history',
    width: 24,
    kind: 'text',
    value: (c) => (c.ok ? describeActionDone(c.status.lastAction) || null : null),
  },
  {
    header: 'Last action at',
    apiName: 'TIMESTAMP of the last workflow entry',
    width: 20,
    kind: 'dateTime',
    financeClock: true,
    value: (c) => (c.ok ? sapTimestampCell(c.status.lastAction?.timestamp) : null),
  },
  {
    header: 'In status since',
    width: 20,
    kind: 'dateTime',
    value: (c) => (c.inStatusSince ? localDateTimeCell(c.inStatusSince) : null),
  },
  {
    header: 'Detail',
    width: DETAIL_WIDTH,
    kind: 'text',
    wrap: true,
    value: (c) =>
      c.ok
        ? c.unlisted
          ? `${c.status.code} is not a status the API lists (reconcile.statusCodes)`
          : null
        : shortCheckReason(c, DETAIL_WIDTH),
  },
];

/** Printed third: the accounting document, once posted, and its clearing and payment. */
const DOCUMENT_COLUMNS: readonly ReconciliationColumn[] = [
  {
    header: 'Posting date',
    apiName: 'BUDAT',
    width: 13,
    kind: 'date',
    value: (c) => sapDateCell(document(c)?.postingDate),
  },
  {
    header: 'Document number',
    apiName: 'BELNR',
    width: 12,
    kind: 'text',
    value: (c) => document(c)?.documentNumber ?? null,
  },
  { header: 'Company code', apiName: 'BUKRS', width: 10, kind: 'text', value: (c) => document(c)?.companyCode ?? null },
  {
    header: 'Fiscal year',
    apiName: 'GJAHR',
    width: 7,
    kind: 'integer',
    value: (c) => digits(document(c)?.fiscalYear),
  },
  {
    header: 'Clearing document',
    apiName: 'AUGBL',
    width: 11,
    kind: 'text',
    value: (c) => document(c)?.clearingDocument ?? null,
  },
  {
    header: 'Clearing date',
    apiName: 'AUGDT',
    width: 13,
    kind: 'date',
    value: (c) => sapDateCell(document(c)?.clearingDate),
  },
  {
    header: 'Payment run',
    apiName: 'LAUFD',
    width: 13,
    kind: 'date',
    value: (c) => sapDateCell(document(c)?.paymentRunDate),
  },
  {
    header: 'Cheque number',
    apiName: 'CHECT',
    width: 11,
    kind: 'text',
    value: (c) => document(c)?.checkNumber ?? null,
  },
];

/** Printed last: the file the invoice came from and the ids to search for it by. */
const ID_COLUMNS: readonly ReconciliationColumn[] = [
  { header: 'Source file', width: 20, kind: 'text', value: (c) => c.invoice.sourceFile },
  INVOICE_COLUMNS.vendorId,
  INVOICE_COLUMNS.invoiceId,
  {
    header: 'Status code',
    apiName: 'E_STATUS.CURRNT_STS',
    width: 10,
    kind: 'text',
    value: (c) => (c.ok ? c.status.code : null),
  },
  INVOICE_COLUMNS.instanceId,
];

/** The groups of columns, each starting a new printed page across. */
export const STATUS_PAGES_ACROSS: readonly (readonly ReconciliationColumn[])[] = [
  READ_COLUMNS,
  WORKFLOW_COLUMNS,
  DOCUMENT_COLUMNS,
  ID_COLUMNS,
];

export const STATUS_COLUMNS: readonly ReconciliationColumn[] = STATUS_PAGES_ACROSS.flat();

/** Vendor and invoice number: repeated at the left of the later pages across, so each row there is known. */
export const STATUS_TITLE_COLUMNS = [INVOICE_COLUMNS.vendor, INVOICE_COLUMNS.invoiceNumber] as const;
