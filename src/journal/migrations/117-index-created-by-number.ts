import type { Migration } from './migration.js';

/**
 * Created invoices by target and Invoice_Number, whatever the PayeeId: an upload looks up whether
 * the number of each staged invoice was created for another vendor with the same date and amount
 * (a corrected PayeeId, batch/send/hold-other-payee-rows.ts). The key index starts with the PayeeId,
 * so without this that look-up read every row of the target. Only created rows are in it.
 */
const sql =
  "CREATE INDEX invoices_created_by_number ON invoices (target_identity, invoice_number) WHERE state = 'created';";

export const indexCreatedByNumber: Migration = { id: 117, name: 'index-created-by-number', sql, postgres: sql };
