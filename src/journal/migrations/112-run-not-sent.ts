import type { Migration } from './migration.js';

/**
 * Each run's count of failed invoices none of whose requests left ("not sent"), beside `failed`,
 * so that the run listing words them as the results do; counted for the runs already recorded.
 */
const sql = `ALTER TABLE runs ADD COLUMN not_sent INTEGER NOT NULL DEFAULT 0;
UPDATE runs SET not_sent = (SELECT COUNT(*) FROM invoices WHERE run_id = runs.id AND state = 'failed' AND attempts = 0);`;

export const addRunNotSent: Migration = { id: 112, name: 'run-not-sent', sql, postgres: sql };
