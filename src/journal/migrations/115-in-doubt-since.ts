import type { Migration } from './migration.js';

/**
 * When an invoice became in doubt, kept once `resolve` settles it: the settlement's time then
 * takes `outcome_at`, and without this column the start of the doubt was lost. Left null for the
 * rows settled before it existed: the journal never held their time again.
 */
const sql = 'ALTER TABLE invoices ADD COLUMN in_doubt_at TEXT;';

export const addInDoubtSince: Migration = { id: 115, name: 'in-doubt-since', sql, postgres: sql };
