import type { Migration } from './migration.js';

/**
 * Created invoices by the instance id the finance system gave them: after each run, a created
 * invoice whose instance id another invoice already has is looked up here (settle-shared-instances).
 */
export const indexInvoicesByInstance: Migration = {
  id: 106,
  name: 'index-invoices-by-instance',
  sql: "CREATE INDEX invoices_by_instance ON invoices (target_identity, instance_id) WHERE state = 'created';",
  postgres: "CREATE INDEX invoices_by_instance ON invoices (target_identity, instance_id) WHERE state = 'created';",
};
