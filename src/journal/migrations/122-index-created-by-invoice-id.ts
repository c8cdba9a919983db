import type { Migration } from './migration.js';

/**
 * Created invoices by target and InvoiceId, folded as the look-up compares it (trimmed, upper case):
 * an upload looks up whether the InvoiceId of each staged invoice was created under another
 * Invoice_Number or PayeeId (a corrected mapping, batch/send/hold-same-invoice-id-rows.ts). Without
 * it that look-up read every created row of the target for each staged row. Only created rows are in it.
 */
const sql =
  "CREATE INDEX invoices_created_by_invoice_id ON invoices (target_identity, UPPER(TRIM(invoice_id))) WHERE state = 'created';";

export const indexCreatedByInvoiceId: Migration = { id: 122, name: 'index-created-by-invoice-id', sql, postgres: sql };
