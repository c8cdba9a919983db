/** The columns of the reconciliation workbook's Changes sheet: one row per status change since the previous reconcile. */
import type { StatusCheck } from '../reconcile/status-check.js';
import { localDateTimeCell } from './date-cell.js';
import { INVOICE_COLUMNS, type ReconciliationColumn } from './reconciliation-status-columns.js';

type Changed = Extract<StatusCheck, { ok: true }>;
const changed = (c: StatusCheck): c is Changed => c.ok;

export const CHANGES_COLUMNS: readonly ReconciliationColumn[] = [
  INVOICE_COLUMNS.vendor,
  INVOICE_COLUMNS.invoiceNumber,
  INVOICE_COLUMNS.amount,
  INVOICE_COLUMNS.currency,
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
  INVOICE_COLUMNS.vendorId,
  INVOICE_COLUMNS.invoiceId,
  {
    header: 'Status codes',
    apiName: 'CURRNT_STS before and now',
    width: 13,
    kind: 'text',
    value: (c) => (changed(c) ? `${c.previous?.code ?? '-'} -> ${c.status.code}` : null),
  },
  INVOICE_COLUMNS.instanceId,
];
