/** The PostgreSQL implementation of `SendStatements` (send-statements.ts). */
import { INVOICE_COLUMNS, type InvoiceRow } from '../invoice-row.js';
import {
  FIND_CREATED_FOR_STAGED_SQL,
  RECORD_OUTCOME_SQL,
  outcomeValues,
  type CreatedForStaged,
  type SendStatements,
} from '../send-statements.js';
import type { PostgresConnection } from './postgres-connection.js';

export function postgresSendStatements(c: PostgresConnection): SendStatements {
  return {
    async claimKey(key) {
      // A transaction-scoped advisory lock on the key's 64-bit hash; "try" so that workers skip what another holds instead of waiting.
      // The key's rows are read by the next statement, never by this one: a statement sees the journal as it was when
      // it began, so a read in the same statement could miss the 'sending' row of a worker that committed and let the
      // lock go in between, and post the invoice a second time (seen in the bench when the two were one statement).
      const row = await c.row<{ held: boolean }>('SELECT pg_try_advisory_xact_lock(hashtextextended(?, 0)) AS held', [
        `${key.targetIdentity}\u001f${key.payeeId}\u001f${key.invoiceNumber}`,
      ]);
      return row?.held === true;
    },
    async findKeyRows(key, excludeId) {
      return c.rows<InvoiceRow>(
        `SELECT ${INVOICE_COLUMNS} FROM invoices
         WHERE target_identity = ? AND payee_id = ? AND invoice_number = ? AND id <> ?
           AND state IN ('created', 'in-doubt', 'sending')
         ORDER BY id`,
        [key.targetIdentity, key.payeeId, key.invoiceNumber, excludeId],
      );
    },
    async findCreatedByKey(key) {
      return c.row<InvoiceRow>(
        `SELECT ${INVOICE_COLUMNS} FROM invoices
         WHERE target_identity = ? AND payee_id = ? AND invoice_number = ? AND state = 'created'
         ORDER BY id LIMIT 1`,
        [key.targetIdentity, key.payeeId, key.invoiceNumber],
      );
    },
    async findCreatedForStaged(runId, afterId, throughId) {
      return c.rows<CreatedForStaged>(FIND_CREATED_FOR_STAGED_SQL, [runId, afterId, throughId]);
    },
    async recordSkipped(rows, at) {
      if (rows.length === 0) return [];
      // One statement for the whole page: each statement is a round trip to the server.
      const recorded = await c.rows<{ id: number }>(
        `UPDATE invoices AS i SET state = 'skipped', instance_id = v.instance_id, detail = v.detail, outcome_at = ?, updated_at = ?
         FROM unnest(?::int[], ?::text[], ?::text[]) AS v (id, instance_id, detail)
         WHERE i.id = v.id AND i.state = 'staged'
         RETURNING i.id`,
        [at, at, rows.map((row) => row.rowId), rows.map((row) => row.instanceId), rows.map((row) => row.detail)],
      );
      return recorded.map((row) => row.id);
    },
    async markSending(rowId, at) {
      return (
        (await c.change(
          `UPDATE invoices SET state = 'sending', sending_at = ?, updated_at = ? WHERE id = ? AND state = 'staged'`,
          [at, at, rowId],
        )) === 1
      );
    },
    async recordOutcome(rowId, outcome) {
      await c.change(RECORD_OUTCOME_SQL, outcomeValues(rowId, outcome));
    },
    async markStaleSendingInDoubt(runId, detail, at) {
      return c.change(
        `UPDATE invoices SET state = 'in-doubt', detail = ?, attempts = attempts + 1, outcome_at = ?, updated_at = ?
         WHERE run_id = ? AND state = 'sending'`,
        [detail, at, at, runId],
      );
    },
    async failStagedInvoices(runId, detail, at) {
      return c.change(
        `UPDATE invoices SET state = 'failed', detail = ?, outcome_at = ?, updated_at = ? WHERE run_id = ? AND state = 'staged'`,
        [detail, at, at, runId],
      );
    },
    async failStagedSharingInvalidKey(runId, detail, at) {
      return c.change(
        `UPDATE invoices SET state = 'failed', detail = ?, outcome_at = ?, updated_at = ?
         WHERE id IN (
           SELECT good.id FROM invoices AS bad
           JOIN invoices AS good ON good.target_identity = bad.target_identity
             AND good.payee_id = TRIM(bad.payee_id) AND good.invoice_number = TRIM(bad.invoice_number)
           WHERE bad.run_id = ? AND bad.state = 'invalid' AND good.run_id = bad.run_id AND good.state = 'staged')`,
        [detail, at, at, runId],
      );
    },
  };
}
