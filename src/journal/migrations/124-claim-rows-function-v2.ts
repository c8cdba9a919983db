import type { Migration } from './migration.js';
import { CLAIM_ROWS_FUNCTION_SQL } from '../postgres/claim-rows-function.js';

/**
 * The claim function under a name of its own (postgres/claim-rows-function.ts): the InvoiceId and
 * vendor-id holds are checked inside the claim, and a build from before them wrote its body back into
 * the old name whenever it opened the journal, so that workers of this build already running claimed
 * by the older rule and posted an invoice twice. This migration also makes every older build refuse
 * the journal (it does not know 124), on SQLite as on PostgreSQL: an older build claims by its own
 * rule on SQLite too, where the claim is statements of the program, not a stored function. The old
 * name is left raising: an older process that opened the journal before the upgrade claims nothing
 * more and says why, instead of claiming beside this build by its rule.
 */
const postgres = `${CLAIM_ROWS_FUNCTION_SQL}
    CREATE OR REPLACE FUNCTION invoice_batch_claim_rows(keys text[], row_ids integer[], claimed_at text, force integer)
    RETURNS TABLE (held boolean[], marked integer[])
    LANGUAGE plpgsql VOLATILE AS $fn$
    BEGIN
      RAISE EXCEPTION 'a newer invoice-batch upgraded this journal (schema 124): use that version';
    END
    $fn$;`;

export const claimRowsFunctionV2: Migration = {
  id: 124,
  name: 'claim-rows-function-v2',
  sql: '-- nothing on SQLite: recorded, so that older builds refuse the journal',
  postgres,
};
