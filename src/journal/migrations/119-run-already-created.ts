import type { Migration } from './migration.js';

/**
 * Each run's count of invoices the finance system already held ("already created"), kept beside
 * `created` and refreshed with it: counted from the rows when read, it ran ahead of the stored
 * counts while a run was sent (its answers are recorded row by row, its counts refreshed at the
 * end), and a run listed more already created than created. Counted for the runs already recorded.
 * The detail's words are written out: a migration's text never changes.
 */
const ALREADY = `state = 'created' AND COALESCE(substr(detail, 1, 37), '') = 'already created in the finance system'`;
const sql = `ALTER TABLE runs ADD COLUMN already_created INTEGER NOT NULL DEFAULT 0;
UPDATE runs SET already_created = (SELECT COUNT(*) FROM invoices WHERE run_id = runs.id AND ${ALREADY});`;

export const addRunAlreadyCreated: Migration = { id: 119, name: 'run-already-created', sql, postgres: sql };
