import type { Migration } from './migration.js';

/**
 * The operating-system user each run was started by, beside its host and pid: who ran an upload,
 * as `resolve` records who settled an invoice. Null for the runs recorded before, which every
 * listing shows as "unknown".
 */
const sql = 'ALTER TABLE runs ADD COLUMN os_user TEXT;';

export const addRunOsUser: Migration = { id: 120, name: 'run-os-user', sql, postgres: sql };
