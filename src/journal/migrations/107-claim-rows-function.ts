import type { Migration } from './migration.js';
import { claimRowsFunctionSql } from '../postgres/claim-rows-function.js';

/**
 * The claim of a turn of the send loop as one call on PostgreSQL (postgres/claim-rows-function.ts).
 * SQLite needs nothing: one process holds the whole journal while it claims.
 */
export const claimRowsFunction: Migration = {
  id: 107,
  name: 'claim-rows-function',
  sql: '-- nothing on SQLite',
  // Under the name the builds before migration 124 call; 124 takes it out of use.
  postgres: claimRowsFunctionSql('invoice_batch_claim_rows'),
};
