import { normalizeTargetIdentity } from '../../finance-api/target-identity.js';
import type { Migration } from './migration.js';

const IN_CHANGED = 'target_identity IN (SELECT old_text FROM migration_values)';
const renamed = (table: string) =>
  `UPDATE ${table} SET target_identity = (SELECT new_text FROM migration_values WHERE old_text = ${table}.target_identity)
     WHERE ${IN_CHANGED};`;

/**
 * Journals written before a finance system was known by its normalized address hold the address
 * as it was typed (`HTTPS://Host:443`, `http://127.0.0.1:08080/.`): each such identity becomes the
 * one the program now computes for it, so the invoices, runs and statuses recorded under it are
 * found again. Advertiser lists cached under such a spelling are dropped, not merged: two spellings
 * may hold two lists of one system, and a list is fetched again when needed.
 */
const sql = `
  ${renamed('runs')}
  ${renamed('invoices')}
  ${renamed('status_history')}
  DELETE FROM advertisers WHERE ${IN_CHANGED};
  DELETE FROM advertiser_lists WHERE ${IN_CHANGED};
`;

export const normalizeTargetIdentities: Migration = {
  id: 108,
  name: 'normalize-target-identities',
  sql,
  postgres: sql,
  values: {
    query: `SELECT target_identity FROM runs UNION SELECT target_identity FROM invoices
      UNION SELECT target_identity FROM status_history UNION SELECT target_identity FROM advertiser_lists`,
    map: normalizeTargetIdentity,
  },
};
