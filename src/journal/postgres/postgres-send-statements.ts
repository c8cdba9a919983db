/** The PostgreSQL implementation of `SendStatements` (send-statements.ts). */
import { INVOICE_COLUMNS, type InvoiceRow } from '../invoice-row.js';
import {
  FIND_CREATED_FOR_STAGED_SQL,
  FIND_SHARED_INSTANCES_POSTGRES,
  MARK_CREATED_IN_DOUBT_SQL,
  RECORD_OUTCOME_SQL,
  outcomeValues,
  sharedInstancesOf,
  type SharedInstanceRow,
  type CreatedForStaged,
  type OutcomeRecord,
  type SendStatements,
  type BusinessKey,
} from '../send-statements.js';
import type { PostgresConnection } from './postgres-connection.js';
import { FIND_OTHER_TARGET_ROWS_SQL, RECORD_HELD_SQL, type OtherTargetRow } from '../other-target-statements.js';

/** The text a key is held by: every version of the tool sharing a journal must hold a key by the same text. */
const heldKeyText = (key: BusinessKey): string => `${key.targetIdentity}\u001f${key.payeeId}\u001f${key.invoiceNumber}`;

export function postgresSendStatements(c: PostgresConnection): SendStatements {
  return {
    async claimRows(rows, at, force) {
      // Both statements in one call (migration 107's function), a round trip less per turn. The keys are held by
      // transaction-scoped advisory locks on their 64-bit hashes; "try" so that workers skip what another holds
      // instead of waiting. The keys' rows are read by the function's second statement, never by the first: a statement
      // sees the journal as it was when it began, so a read in the same statement could miss the 'sending' row of a
      // worker that committed and let the lock go in between, and post the invoice a second time.
      if (rows.length === 0) return { held: [], marked: [] };
      const claimed = await c.row<{ held: boolean[]; marked: number[] }>(
        'SELECT held, marked FROM invoice_batch_claim_rows(?::text[], ?::int[], ?, ?)',
        [rows.map(heldKeyText), rows.map((row) => row.id), at, force ? 1 : 0],
      );
      if (!claimed) throw new Error("the journal's claim function gave no answer");
      return claimed;
    },
    async findKeyRowsOf(rows) {
      if (rows.length === 0) return [];
      // One round trip for the lot: on a shared journal most of these are rows another worker is sending or has
      // created, and one statement each made the turns of three workers several times longer.
      const found = await c.rows<InvoiceRow & { forRow: number }>(
        `SELECT k.n::int AS forRow, r.* FROM unnest(?::text[], ?::text[], ?::text[], ?::int[]) WITH ORDINALITY AS k (t, p, num, ex, n)
         CROSS JOIN LATERAL (
           SELECT ${INVOICE_COLUMNS} FROM invoices
           WHERE target_identity = k.t AND payee_id = k.p AND invoice_number = k.num AND id <> k.ex
             AND state IN ('created', 'in-doubt', 'sending')) AS r
         ORDER BY k.n, r.id`,
        [
          rows.map((row) => row.targetIdentity),
          rows.map((row) => row.payeeId),
          rows.map((row) => row.invoiceNumber),
          rows.map((row) => row.id),
        ],
      );
      const byRow: InvoiceRow[][] = rows.map(() => []);
      for (const { forRow, ...row } of found) byRow[forRow - 1]?.push(row);
      return byRow;
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
    async findOtherTargetRows(runId, targetIdentity, afterId, throughId) {
      return c.rows<OtherTargetRow>(FIND_OTHER_TARGET_ROWS_SQL, [targetIdentity, runId, afterId, throughId]);
    },
    async recordHeld(rows, at) {
      const held: number[] = [];
      // Rare (a key in doubt under another target): one statement each.
      for (const row of rows)
        if ((await c.change(RECORD_HELD_SQL, [row.detail, at, at, row.rowId])) === 1) held.push(row.rowId);
      return held;
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
    async sendingAmong(rowIds) {
      if (rowIds.length === 0) return [];
      const found = await c.rows<{ id: number }>(
        `SELECT id FROM invoices WHERE id = ANY(?::int[]) AND state = 'sending'`,
        [[...rowIds]],
      );
      return found.map((row) => Number(row.id));
    },
    async unclaimRows(rowIds, at) {
      if (rowIds.length === 0) return 0;
      return c.change(
        `UPDATE invoices SET state = 'staged', sending_at = NULL, updated_at = ? WHERE id = ANY(?::int[]) AND state = 'sending'`,
        [at, [...rowIds]],
      );
    },
    async recordOutcome(rowId, outcome) {
      await c.change(RECORD_OUTCOME_SQL, outcomeValues(rowId, outcome));
    },
    async recordOutcomes(records) {
      if (records.length <= 1) {
        for (const { rowId, outcome } of records) await c.change(RECORD_OUTCOME_SQL, outcomeValues(rowId, outcome));
        return;
      }
      // The answers of one turn in one statement: each statement is a round trip to the server.
      const column = <T>(pick: (outcome: OutcomeRecord) => T) => records.map((r) => pick(r.outcome) ?? null);
      await c.change(
        `UPDATE invoices AS i SET state = v.state, instance_id = v.instance_id, http_status = v.http_status,
           e_retcode = v.e_retcode, e_message = v.e_message, detail = v.detail, attempts = i.attempts + v.attempts,
           outcome_at = v.at, updated_at = v.at
         FROM unnest(?::int[], ?::text[], ?::text[], ?::int[], ?::int[], ?::text[], ?::text[], ?::int[], ?::text[])
           AS v (id, state, instance_id, http_status, e_retcode, e_message, detail, attempts, at)
         WHERE i.id = v.id`,
        [
          records.map((r) => r.rowId),
          column((o) => o.state),
          column((o) => o.instanceId),
          column((o) => o.httpStatus),
          column((o) => o.eRetcode),
          column((o) => o.eMessage),
          column((o) => o.detail),
          column((o) => o.attempts),
          column((o) => o.at),
        ],
      );
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
    async findSharedInstances(runId) {
      return sharedInstancesOf(await c.rows<SharedInstanceRow>(FIND_SHARED_INSTANCES_POSTGRES, [runId]));
    },
    async markCreatedInDoubt(rowId, detail, at) {
      return (await c.change(MARK_CREATED_IN_DOUBT_SQL, [detail, at, at, rowId])) > 0;
    },
  };
}
