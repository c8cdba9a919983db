/** The send statements over any driver: every statement but the claim, one statement per row. */
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';
import { MAY_BE_THERE_SQL } from './invoice-state.js';
import { rowsWhere, type JournalDriver } from './journal-driver.js';
import { bodyOfSql } from './known-body-sql.js';
import { SHARING_INVALID_KEY_SQL } from './sharing-invalid-key-sql.js';
import { FIND_OTHER_TARGET_ROWS_SQL, RECORD_HELD_SQL, type OtherTargetRow } from './other-target-statements.js';
import { FIND_PAYEE_RECORDED_ROWS_SQL } from './near-key-statements.js';
import { FIND_SAME_INVOICE_ID_SQL, sameInvoiceIdParams, type SameInvoiceIdRow } from './same-invoice-id-statements.js';
import { FIND_OTHER_PAYEE_CREATED_SQL, otherPayeeParams, type OtherPayeeCreated } from './other-payee-statements.js';
import { sharedInstancesOf, type SharedInstanceRow } from './shared-instances.js';
import type { BusinessKey, CreatedForStaged, OutcomeRecord, RunKeyRow, SendStatements } from './send-statements.js';
import { FIND_SENT_DATES_SQL, type SentDate } from './sent-date-statements.js';

const RECORD_OUTCOME_SQL = `UPDATE invoices SET state = ?, instance_id = ?, http_status = ?, e_retcode = ?, e_message = ?, detail = ?,
   attempts = attempts + ?, outcome_at = ?, updated_at = ?
   WHERE id = ?`;

function outcomeValues(rowId: number, outcome: OutcomeRecord): unknown[] {
  return [
    outcome.state,
    outcome.instanceId ?? null,
    outcome.httpStatus ?? null,
    outcome.eRetcode ?? null,
    outcome.eMessage ?? null,
    outcome.detail ?? null,
    outcome.attempts,
    outcome.at,
    outcome.at,
    rowId,
  ];
}

/** Ordered by staged row, then oldest created row first. */
const FIND_CREATED_FOR_STAGED_SQL = `SELECT staged_id AS stagedId, ${INVOICE_COLUMNS} FROM (
     SELECT s.id AS staged_id, c.* FROM invoices AS s
     JOIN invoices AS c ON c.target_identity = s.target_identity AND c.payee_id = s.payee_id
       AND c.invoice_number = s.invoice_number AND c.state = 'created'
     WHERE s.run_id = ? AND s.state = 'staged' AND s.id > ? AND s.id <= ?) AS k
   ORDER BY staged_id, id`;

const KEY_IS = 'target_identity = ? AND payee_id = ? AND invoice_number = ?';
const keyOf = (key: BusinessKey) => [key.targetIdentity, key.payeeId, key.invoiceNumber];
/**
 * Every statement but the claim, one statement per row. `sharedInstancesSql` is the backend's text
 * of shared-instances.ts (the index each database must be steered to).
 */
export function sendStatements(d: JournalDriver, sharedInstancesSql: string): Omit<SendStatements, 'claimRows'> {
  const findKeyRows = (key: BusinessKey, excludeId: number) =>
    d.rows<InvoiceRow>(
      `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE ${KEY_IS} AND id <> ?
         AND ${MAY_BE_THERE_SQL} ORDER BY id`,
      [...keyOf(key), excludeId],
    );
  const recordOutcome = async (rowId: number, outcome: OutcomeRecord) => {
    await d.change(RECORD_OUTCOME_SQL, outcomeValues(rowId, outcome));
  };
  const failStaged = (where: string, detail: string, at: string, ...runIds: number[]) =>
    d.change(`UPDATE invoices SET state = 'failed', detail = ?, outcome_at = ?, updated_at = ? WHERE ${where}`, [
      detail,
      at,
      at,
      ...runIds,
    ]);
  return {
    async findKeyRowsOf(rows) {
      const found: InvoiceRow[][] = [];
      for (const row of rows) found.push(await findKeyRows(row, row.id));
      return found;
    },
    async readPayload(rowId) {
      const row = await d.row<{ payloadJson: string | null }>(
        `SELECT ${bodyOfSql('invoices')} AS payloadJson FROM invoices WHERE id = ?`,
        [rowId],
      );
      // A row recorded from a results workbook (import-results) or by resolve has no body: nothing to compare.
      return row?.payloadJson || undefined;
    },
    async findCreatedByKey(key) {
      return d.row<InvoiceRow>(
        `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE ${KEY_IS} AND state = 'created' ORDER BY id LIMIT 1`,
        keyOf(key),
      );
    },
    async findCreatedForStaged(runId, afterId, throughId) {
      return d.rows<CreatedForStaged>(FIND_CREATED_FOR_STAGED_SQL, [runId, afterId, throughId]);
    },
    async findSentDates(runId) {
      return d.rows<SentDate>(FIND_SENT_DATES_SQL, [runId]);
    },
    async findOtherTargetRows(runId, targetIdentity, afterId, throughId) {
      return d.rows<OtherTargetRow>(FIND_OTHER_TARGET_ROWS_SQL, [targetIdentity, runId, afterId, throughId]);
    },
    async findOtherPayeeCreated(runId, afterId, throughId) {
      return d.rows<OtherPayeeCreated>(FIND_OTHER_PAYEE_CREATED_SQL, otherPayeeParams(runId, afterId, throughId));
    },
    async findSameInvoiceId(runId, afterId, throughId) {
      return d.rows<SameInvoiceIdRow>(FIND_SAME_INVOICE_ID_SQL, sameInvoiceIdParams(runId, afterId, throughId));
    },
    async findPayeeRecordedRows(targetIdentity, payeeId) {
      return d.rows<InvoiceRow>(FIND_PAYEE_RECORDED_ROWS_SQL, [targetIdentity, payeeId]);
    },
    async recordHeld(rows, at) {
      const held = await rowsWhere(
        rows,
        async (row) =>
          (await d.change(RECORD_HELD_SQL, [row.inDoubt ? 'in-doubt' : 'failed', row.detail, at, at, row.rowId])) === 1,
      );
      return held.map((row) => row.rowId);
    },
    async recordSkipped(rows, at) {
      const sql = `UPDATE invoices SET state = 'skipped', instance_id = ?, detail = ?, outcome_at = ?, updated_at = ?
         WHERE id = ? AND state = 'staged'`;
      const skipped = await rowsWhere(
        rows,
        async (row) => (await d.change(sql, [row.instanceId ?? null, row.detail, at, at, row.rowId])) === 1,
      );
      return skipped.map((row) => row.rowId);
    },
    async markSending(rowId, at) {
      const sql = `UPDATE invoices SET state = 'sending', sending_at = ?, updated_at = ? WHERE id = ? AND state = 'staged'`;
      return (await d.change(sql, [at, at, rowId])) === 1;
    },
    async sendingAmong(rowIds) {
      const sql = `SELECT id FROM invoices WHERE id = ? AND state = 'sending'`;
      return rowsWhere(rowIds, async (id) => (await d.row(sql, [id])) !== undefined);
    },
    async unclaimRows(rowIds, at) {
      const sql = `UPDATE invoices SET state = 'staged', sending_at = NULL, updated_at = ? WHERE id = ? AND state = 'sending'`;
      return (await rowsWhere(rowIds, async (id) => (await d.change(sql, [at, id])) === 1)).length;
    },
    recordOutcome,
    async recordOutcomes(records) {
      for (const { rowId, outcome } of records) await recordOutcome(rowId, outcome);
    },
    async markStaleSendingInDoubt(runId, detail, at) {
      return d.change(
        `UPDATE invoices SET state = 'in-doubt', detail = ?, attempts = attempts + 1, outcome_at = ?, updated_at = ?
         WHERE run_id = ? AND state = 'sending'`,
        [detail, at, at, runId],
      );
    },
    async failStagedInvoices(runId, detail, at) {
      return failStaged(`run_id = ? AND state = 'staged'`, detail, at, runId);
    },
    async failStagedSharingInvalidKey(runId, detail, at) {
      return failStaged(`id IN (${SHARING_INVALID_KEY_SQL})`, detail, at, runId, runId, runId);
    },
    async findRunKeys(runId) {
      const sql = `SELECT id, state, TRIM(payee_id) AS payeeId, TRIM(invoice_number) AS invoiceNumber
         FROM invoices WHERE run_id = ? AND state IN ('invalid', 'staged') ORDER BY id`;
      return d.rows<RunKeyRow>(sql, [runId]);
    },
    async findSharedInstances(runId) {
      return sharedInstancesOf(await d.rows<SharedInstanceRow>(sharedInstancesSql, [runId]));
    },
    async markCreatedInDoubt(rowId, detail, at) {
      const sql = `UPDATE invoices SET state = 'in-doubt', detail = ?, outcome_at = ?, updated_at = ?
         WHERE id = ? AND state = 'created'`;
      return (await d.change(sql, [detail, at, at, rowId])) > 0;
    },
  };
}
