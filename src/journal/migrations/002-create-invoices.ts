import type { Migration } from './migration.js';
import { withKeyColumn } from './with-key-column.js';

/**
 * One row per invoice of a run. The business key is (target_identity, payee_id, invoice_number);
 * it is not unique because the same invoice appears again in later runs (skipped, retried).
 */
export const createInvoices: Migration = {
  id: 2,
  name: 'create-invoices',
  ...withKeyColumn(
    (id) => `
    CREATE TABLE invoices (
      ${id},
      run_id INTEGER NOT NULL REFERENCES runs (id),
      seq INTEGER NOT NULL,
      target_identity TEXT NOT NULL,
      payee_id TEXT,
      invoice_number TEXT,
      invoice_id TEXT,
      currency_code TEXT,
      invoice_amount TEXT,
      lines INTEGER NOT NULL DEFAULT 0,
      source_file TEXT NOT NULL,
      sheet TEXT,
      rows TEXT NOT NULL,
      first_row INTEGER NOT NULL,
      payload_json TEXT,
      payload_hash TEXT,
      state TEXT NOT NULL CHECK (state IN ('staged', 'sending', 'created', 'rejected', 'failed', 'in-doubt', 'skipped', 'invalid')),
      instance_id TEXT,
      http_status INTEGER,
      e_retcode INTEGER,
      e_message TEXT,
      detail TEXT,
      attempts INTEGER NOT NULL DEFAULT 0,
      staged_at TEXT NOT NULL,
      sending_at TEXT,
      outcome_at TEXT,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX invoices_by_key ON invoices (target_identity, payee_id, invoice_number);
    CREATE INDEX invoices_by_run_state ON invoices (run_id, state, id);
    CREATE INDEX invoices_by_state ON invoices (state);
    CREATE INDEX invoices_by_invoice_id ON invoices (invoice_id);
  `,
  ),
};
