import type { Migration } from './migration.js';
import { withKeyColumn } from './with-key-column.js';

/**
 * One row per status answer `reconcile` received: the status, the accounting document and who
 * still has to act, at the time it was seen. Failed calls are not recorded: they are asked again.
 */
export const createStatusHistory: Migration = {
  id: 100,
  name: 'create-status-history',
  ...withKeyColumn(
    (id) => `
    CREATE TABLE status_history (
      ${id},
      target_identity TEXT NOT NULL,
      instance_id TEXT NOT NULL,
      seen_at TEXT NOT NULL,
      status_code TEXT NOT NULL,
      status_description TEXT NOT NULL,
      status_timestamp TEXT,
      company_code TEXT,
      document_number TEXT,
      fiscal_year TEXT,
      posting_date TEXT,
      clearing_document TEXT,
      clearing_date TEXT,
      payment_run_date TEXT,
      check_number TEXT,
      pending_approvers TEXT,
      last_action TEXT
    );
    CREATE INDEX status_history_by_instance ON status_history (target_identity, instance_id, id);
  `,
  ),
};
