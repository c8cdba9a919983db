import type { Migration } from './migration.js';

/**
 * The claim of a turn of the send loop as one call on PostgreSQL: hold the rows' keys, then mark
 * `sending` the rows whose keys are clear (the conditions of KEY_IS_CLEAR_SQL, with `force` for
 * its parameter). Two statements from the client were two round trips per turn, and with three
 * workers on two cores each round trip waited for a core; one call inside the function keeps the
 * two statements apart, which they must be: in a VOLATILE PL/pgSQL function each statement takes a
 * new snapshot, so the marking sees the 'sending' row of a worker that committed and let a key go
 * after the first statement began (one SQL statement for both posted an invoice twice in the
 * bench). SQLite needs nothing: one process holds the whole journal while it claims.
 */
export const claimRowsFunction: Migration = {
  id: 107,
  name: 'claim-rows-function',
  sql: '-- nothing on SQLite',
  postgres: `
    CREATE FUNCTION invoice_batch_claim_rows(keys text[], row_ids integer[], claimed_at text, force integer)
    RETURNS TABLE (held boolean[], marked integer[])
    LANGUAGE plpgsql VOLATILE AS $fn$
    DECLARE
      got boolean[];
      done integer[];
    BEGIN
      -- Only READ COMMITTED gives the marking a snapshot of its own; a stricter level would keep
      -- the transaction's first one, and could mark a key another worker is sending.
      IF current_setting('transaction_isolation') <> 'read committed' THEN
        RAISE EXCEPTION 'invoice_batch_claim_rows needs READ COMMITTED, not %', current_setting('transaction_isolation');
      END IF;
      SELECT coalesce(array_agg(pg_try_advisory_xact_lock(hashtextextended(k.key, 0)) ORDER BY k.n), '{}')
        INTO got
        FROM unnest(keys) WITH ORDINALITY AS k (key, n);
      WITH claimed AS (
        UPDATE invoices AS i SET state = 'sending', sending_at = claimed_at, updated_at = claimed_at
        FROM unnest(row_ids, got) AS c (row_id, ok)
        WHERE c.ok AND i.id = c.row_id AND i.state = 'staged'
          AND NOT EXISTS (
            SELECT 1 FROM invoices AS k
            WHERE k.target_identity = i.target_identity AND k.payee_id = i.payee_id
              AND k.invoice_number = i.invoice_number AND k.id <> i.id
              AND (k.state = 'sending' OR (k.state = 'created' AND force = 0)
                OR (k.state = 'in-doubt' AND k.sending_at IS NOT NULL)))
        RETURNING i.id)
      SELECT coalesce(array_agg(claimed.id), '{}') INTO done FROM claimed;
      held := got;
      marked := done;
      RETURN NEXT;
    END
    $fn$;`,
};
