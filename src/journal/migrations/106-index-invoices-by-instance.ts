import type { Migration } from './migration.js';

/**
 * Invoices by the instance id the finance system gave them: after each run, a created invoice
 * whose instance id another invoice already has is looked up here (settle-shared-instances).
 * Instance id first: a partial index of created invoices on (target_identity, instance_id) was
 * tried, and PostgreSQL then planned the send loop's queries for a key's created rows on it (the
 * journal's cost per invoice doubled, bench row 8b 0.43 -> 0.88 ms); on (instance_id) alone it
 * joined it with the key index on target_identity, 0.23 ms per row of the run. Only rows that
 * have an instance id are in it, so the updates before an answer do not touch it. Leading zeros
 * are left out, as `resolve` leaves them out: 17 and 0030000017 are one instance.
 */
export const indexInvoicesByInstance: Migration = {
  id: 106,
  name: 'index-invoices-by-instance',
  sql: "CREATE INDEX invoices_by_instance ON invoices (ltrim(instance_id, '0'), target_identity) WHERE instance_id IS NOT NULL;",
  postgres:
    "CREATE INDEX invoices_by_instance ON invoices (ltrim(instance_id, '0'), target_identity) WHERE instance_id IS NOT NULL;",
};
