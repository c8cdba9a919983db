import type { Migration } from './migration.js';

/**
 * Each run's count of skipped invoices held because the finance system has their key with other
 * content ("held: differs"), beside `skipped`, so that the run listing words them as the results
 * do; counted for the runs already recorded. The detail's prefix is written out: a migration's text never
 * changes.
 */
const sql = `ALTER TABLE runs ADD COLUMN held_differs INTEGER NOT NULL DEFAULT 0;
UPDATE runs SET held_differs = (SELECT COUNT(*) FROM invoices WHERE run_id = runs.id AND state = 'skipped'
  AND substr(detail, 1, 72) = 'a different invoice with the same PayeeId and Invoice_Number was created');`;

export const addRunHeldDiffers: Migration = { id: 113, name: 'run-held-differs', sql, postgres: sql };
