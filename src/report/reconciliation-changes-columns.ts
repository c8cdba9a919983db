/** The columns of the reconciliation workbook's Changes sheet: one row per status change since the previous reconcile. */
import type { StatusCheck } from '../reconcile/status-check.js';
import { amountValue } from './amount-cell.js';
import { localDateTimeCell } from './date-cell.js';
import type { ReconciliationColumn } from './reconciliation-status-columns.js';

type Changed = Extract<StatusCheck, { ok: true }>;
const changed = (c: StatusCheck): c is Changed => c.ok;

export const CHANGES_COLUMNS: readonly ReconciliationColumn[] = [
  { header: 'Vendor', width: 24, kind: 'text', value: (c) => c.invoice.vendorName },
  {
    header: 'Invoice number',
    apiName: 'Invoice_Number',
    width: 17,
    kind: 'text',
    value: (c) => c.invoice.invoiceNumber,
  },
  {
    header: 'Amount',
    apiName: 'Invoice_Amount',
    width: 14,
    kind: 'amount',
    value: (c) => amountValue(c.invoice.amount),
  },
  { header: 'Currency', apiName: 'CurrencyCode', width: 11, kind: 'text', value: (c) => c.invoice.currency },
  {
    header: 'From status',
    apiName: 'STS_DESCR seen at the previous check',
    width: 16,
    kind: 'text',
    value: (c) => (c.previous ? c.previous.description || c.previous.code : '(first check)'),
  },
  {
    header: 'To status',
    apiName: 'E_STATUS.STS_DESCR',
    width: 16,
    kind: 'text',
    value: (c) => (changed(c) ? c.status.description : null),
  },
  {
    header: 'Previous check',
    width: 20,
    kind: 'dateTime',
    value: (c) => (c.previous ? localDateTimeCell(c.previous.seenAt) : null),
  },
  { header: 'Checked', width: 20, kind: 'dateTime', value: (c) => localDateTimeCell(c.checkedAt) },
  { header: 'Vendor id', apiName: 'PayeeId', width: 13, kind: 'text', value: (c) => c.invoice.payeeId },
  { header: 'Invoice id', apiName: 'InvoiceId', width: 22, kind: 'text', value: (c) => c.invoice.invoiceId },
  {
    header: 'Status codes',
    apiName: 'CURRNT_STS before and now',
    width: 13,
    kind: 'text',
    value: (c) => (changed(c) ? `${c.previous?.code ?? '-'} -> ${c.status.code}` : null),
  },
  { header: 'Instance id', apiName: 'E_INSTANCE_ID', width: 14, kind: 'text', value: (c) => c.invoice.instanceId },
];
