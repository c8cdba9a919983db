import type { Migration } from './migration.js';

/**
 * A run's rows in id order: the results sheet and CSV page through a run with `run_id = ? AND id > ?
 * ORDER BY id`, which `invoices_by_run_state` (run_id, state, id) can only answer by sorting the whole
 * run for every page.
 */
export const indexInvoicesByRun: Migration = {
  id: 4,
  name: 'index-invoices-by-run',
  sql: 'CREATE INDEX invoices_by_run ON invoices (run_id, id);',
  postgres: 'CREATE INDEX invoices_by_run ON invoices (run_id, id);',
};
