/**
 * The claim of a turn of the send loop as one call on PostgreSQL: hold the rows' keys, numbers and
 * InvoiceIds, then mark `sending` the rows whose keys are clear (key-is-clear.ts) and whose invoice
 * no other key's row holds (other-keys-are-clear.ts). Two
 * statements from the client were two round trips per turn, and with three workers on two cores
 * each round trip waited for a core; one call inside the function keeps the two statements apart,
 * which they must be: in a VOLATILE PL/pgSQL function each statement takes a new snapshot, so the
 * marking sees the 'sending' row of a worker that committed and let a key go after the first
 * statement began (one SQL statement for both posted an invoice twice in the bench).
 */
import type pg from 'pg';
import { foldInvoiceIdSql } from '../fold-invoice-id-sql.js';
import { keyIsClearSql } from '../key-is-clear.js';
import { otherKeysAreClearSql } from '../other-keys-are-clear.js';

const FOLDED_ID = foldInvoiceIdSql('i.invoice_id');
// Held by texts no key's text can be (a key's starts with its target): an InvoiceId and a number are held apart.
const NUMBER_LOCK_TEXT = `'number' || chr(31) || coalesce(i.target_identity, '') || chr(31) || coalesce(i.invoice_number, '')`;
const INVOICE_ID_LOCK_TEXT = `'invoice-id' || chr(31) || i.target_identity || chr(31) || ${FOLDED_ID}`;

const FUNCTION_BODY = `
    DECLARE
      got boolean[];
      done integer[];
    BEGIN
      -- Only READ COMMITTED gives the marking a snapshot of its own; a stricter level would keep
      -- the transaction's first one, and could mark a key another worker is sending.
      IF current_setting('transaction_isolation') <> 'read committed' THEN
        RAISE EXCEPTION 'the claim needs READ COMMITTED, not %', current_setting('transaction_isolation');
      END IF;
      -- Beside its key, a row's Invoice_Number and folded InvoiceId on its target are held: two workers
      -- posting one invoice under two keys would otherwise both find the other key clear.
      SELECT coalesce(array_agg(
          pg_try_advisory_xact_lock(hashtextextended(k.key, 0))
          AND pg_try_advisory_xact_lock(hashtextextended(${NUMBER_LOCK_TEXT}, 0))
          AND (coalesce(${FOLDED_ID}, '') = ''
            OR pg_try_advisory_xact_lock(hashtextextended(${INVOICE_ID_LOCK_TEXT}, 0)))
          ORDER BY k.n), '{}')
        INTO got
        FROM unnest(keys, row_ids) WITH ORDINALITY AS k (key, row_id, n)
        LEFT JOIN invoices AS i ON i.id = k.row_id;
      WITH claimed AS (
        UPDATE invoices AS i SET state = 'sending', sending_at = claimed_at, updated_at = claimed_at
        FROM unnest(row_ids, got) AS c (row_id, ok)
        WHERE c.ok AND i.id = c.row_id AND i.state = 'staged' AND ${keyIsClearSql()}
          AND ${otherKeysAreClearSql()}
        RETURNING i.id)
      SELECT coalesce(array_agg(claimed.id), '{}') INTO done FROM claimed;
      held := got;
      marked := done;
      RETURN NEXT;
    END
    `;

/**
 * The name this build calls. An older build, opening a journal, wrote its own body into the name it
 * called (invoice_batch_claim_rows) whenever that body differed, and workers of a newer build already
 * running then claimed by the older rule; a name of its own (migration 124) is out of that reach.
 * Another rule that older builds must not claim by needs a new name and a migration again.
 */
export const CLAIM_ROWS_FUNCTION = 'invoice_batch_claim_rows_v2';

/**
 * Creates the function under `name`, or replaces one of an earlier rule. Its `force` argument is no
 * longer read (key-is-clear.ts) but kept: another signature would add a second function beside the old one.
 */
export function claimRowsFunctionSql(name: string): string {
  return `
    CREATE OR REPLACE FUNCTION ${name}(keys text[], row_ids integer[], claimed_at text, force integer)
    RETURNS TABLE (held boolean[], marked integer[])
    LANGUAGE plpgsql VOLATILE AS $fn$${FUNCTION_BODY}$fn$;`;
}

export const CLAIM_ROWS_FUNCTION_SQL = claimRowsFunctionSql(CLAIM_ROWS_FUNCTION);

/**
 * When the journal opens (under the migration lock): a claim function written by an earlier version
 * of the rule is replaced, so the rule changes without a migration as long as every build that may
 * still open the journal claims safely beside this one. A journal whose migrations have not created
 * it yet is left alone.
 */
export async function installClaimFunction(client: pg.PoolClient): Promise<void> {
  const found = await client.query<{ body: string }>(
    `SELECT prosrc AS body FROM pg_proc WHERE oid = to_regproc('${CLAIM_ROWS_FUNCTION}')`,
  );
  const body = found.rows[0]?.body;
  if (body !== undefined && body !== FUNCTION_BODY) await client.query(CLAIM_ROWS_FUNCTION_SQL);
}
