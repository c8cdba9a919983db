/** Test helper: what the plan tests give a planner, a journal row of an invoice and the plain options. */
import type { PlanOptions } from '../../src/batch/plan-invoice.js';
import type { InvoiceRow } from '../../src/journal/invoice-row.js';

/** No --force, no --retry-in-doubt, a back-end that does not refuse duplicates. */
export const NONE: PlanOptions = { force: false, retryInDoubt: false, rejectsDuplicates: false };

/** A journal row of an invoice created once, with the fields a test names replaced. */
export function invoiceRow(overrides: Partial<InvoiceRow>): InvoiceRow {
  return {
    id: 1,
    runId: 1,
    seq: 1,
    targetIdentity: 't',
    payeeId: '0000100001',
    invoiceNumber: 'N1',
    invoiceId: 'I1',
    currencyCode: 'EUR',
    invoiceAmount: '1.0000',
    invoiceDate: '20250130',
    vendorName: null,
    dueDate: null,
    lines: 1,
    sourceFile: 'f.csv',
    sheet: null,
    rows: '2',
    firstRow: 2,
    payloadHash: 'same',
    state: 'created',
    instanceId: '0030000001',
    httpStatus: 200,
    eRetcode: 0,
    eMessage: '',
    detail: null,
    attempts: 1,
    stagedAt: '2025-01-31T10:00:00Z',
    sendingAt: '2025-01-31T10:00:01Z',
    outcomeAt: '2025-01-31T10:00:02Z',
    inDoubtAt: null,
    updatedAt: '2025-01-31T10:00:02Z',
    ...overrides,
  };
}
