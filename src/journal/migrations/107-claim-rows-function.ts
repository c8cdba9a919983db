import type { Migration } from './migration.js';
import { CLAIM_ROWS_FUNCTION_SQL } from '../postgres/claim-rows-function.js';

/**
 * The claim of a turn of the send loop as one call on PostgreSQL (postgres/claim-rows-function.ts).
 * SQLite needs nothing: one process holds the whole journal while it claims.
 */
export const claimRowsFunction: Migration = {
  id: 107,
  name: 'claim-rows-function',
  sql: '-- nothing on SQLite',
  // The function as the rule is now: replaced when the journal opens, whenever the rule changed.
  postgres: CLAIM_ROWS_FUNCTION_SQL,
};
