/** The SQLite implementation of `SendStatements` (send-statements.ts). */
import type { SqliteConnection } from './sqlite-connection.js';
import {
  FIND_CREATED_FOR_STAGED_SQL,
  FIND_SHARED_INSTANCES_SQLITE,
  KEY_IS_CLEAR_SQL,
  MARK_CREATED_IN_DOUBT_SQL,
  RECORD_OUTCOME_SQL,
  outcomeValues,
  sharedInstancesOf,
  type SharedInstanceRow,
  type BusinessKey,
  type CreatedForStaged,
  type OutcomeRecord,
  type SendStatements,
} from '../send-statements.js';
import { INVOICE_COLUMNS, type InvoiceRow } from '../invoice-row.js';
import { FIND_OTHER_TARGET_ROWS_SQL, RECORD_HELD_SQL, type OtherTargetRow } from '../other-target-statements.js';

export function sqliteSendStatements(connection: SqliteConnection): SendStatements {
  const findKeyRows = (key: BusinessKey, excludeId: number): InvoiceRow[] =>
    connection
      .statement(
        `SELECT ${INVOICE_COLUMNS} FROM invoices
           WHERE target_identity = ? AND payee_id = ? AND invoice_number = ? AND id <> ?
             AND state IN ('created', 'in-doubt', 'sending')
           ORDER BY id`,
      )
      .all(key.targetIdentity, key.payeeId, key.invoiceNumber, excludeId) as InvoiceRow[];
  return {
    // The IMMEDIATE transaction already holds the whole file against every other process.
    async findKeyRowsOf(rows) {
      return rows.map((row) => findKeyRows(row, row.id));
    },
    async findCreatedByKey(key: BusinessKey): Promise<InvoiceRow | undefined> {
      return connection
        .statement(
          `SELECT ${INVOICE_COLUMNS} FROM invoices
           WHERE target_identity = ? AND payee_id = ? AND invoice_number = ? AND state = 'created'
           ORDER BY id LIMIT 1`,
        )
        .get(key.targetIdentity, key.payeeId, key.invoiceNumber) as InvoiceRow | undefined;
    },
    async findCreatedForStaged(runId, afterId, throughId) {
      return connection.statement(FIND_CREATED_FOR_STAGED_SQL).all(runId, afterId, throughId) as CreatedForStaged[];
    },
    async findOtherTargetRows(runId, targetIdentity, afterId, throughId) {
      return connection
        .statement(FIND_OTHER_TARGET_ROWS_SQL)
        .all(targetIdentity, runId, afterId, throughId) as OtherTargetRow[];
    },
    async recordHeld(rows, at) {
      const hold = connection.statement(RECORD_HELD_SQL);
      return rows.filter((row) => hold.run(row.detail, at, at, row.rowId).changes === 1).map((row) => row.rowId);
    },
    async recordSkipped(rows, at) {
      const update = connection.statement(
        `UPDATE invoices SET state = 'skipped', instance_id = ?, detail = ?, outcome_at = ?, updated_at = ?
         WHERE id = ? AND state = 'staged'`,
      );
      return rows
        .filter((row) => update.run(row.instanceId, row.detail, at, at, row.rowId).changes === 1)
        .map((row) => row.rowId);
    },
    async claimRows(rows, at, force) {
      // One process holds the whole journal for the transaction: every key is held.
      const mark = connection.statement(
        `UPDATE invoices AS i SET state = 'sending', sending_at = ?, updated_at = ?
         WHERE i.id = ? AND i.state = 'staged' AND ${KEY_IS_CLEAR_SQL}`,
      );
      return {
        held: rows.map(() => true),
        marked: rows.filter((row) => mark.run(at, at, row.id, force ? 1 : 0).changes === 1).map((row) => row.id),
      };
    },
    async markSending(rowId: number, at: string): Promise<boolean> {
      return (
        connection
          .statement(
            `UPDATE invoices SET state = 'sending', sending_at = ?, updated_at = ? WHERE id = ? AND state = 'staged'`,
          )
          .run(at, at, rowId).changes === 1
      );
    },
    async sendingAmong(rowIds) {
      const one = connection.statement(`SELECT id FROM invoices WHERE id = ? AND state = 'sending'`);
      return rowIds.filter((id) => one.get(id) !== undefined);
    },
    async unclaimRows(rowIds, at) {
      const unclaim = connection.statement(
        `UPDATE invoices SET state = 'staged', sending_at = NULL, updated_at = ? WHERE id = ? AND state = 'sending'`,
      );
      return rowIds.filter((id) => unclaim.run(at, id).changes === 1).length;
    },
    async recordOutcome(rowId: number, outcome: OutcomeRecord): Promise<void> {
      connection.statement(RECORD_OUTCOME_SQL).run(...outcomeValues(rowId, outcome));
    },
    async recordOutcomes(records) {
      const record = connection.statement(RECORD_OUTCOME_SQL);
      for (const { rowId, outcome } of records) record.run(...outcomeValues(rowId, outcome));
    },
    async markStaleSendingInDoubt(runId: number, detail: string, at: string): Promise<number> {
      return connection
        .statement(
          `UPDATE invoices SET state = 'in-doubt', detail = ?, attempts = attempts + 1, outcome_at = ?, updated_at = ?
           WHERE run_id = ? AND state = 'sending'`,
        )
        .run(detail, at, at, runId).changes;
    },
    async failStagedInvoices(runId: number, detail: string, at: string): Promise<number> {
      return connection
        .statement(
          `UPDATE invoices SET state = 'failed', detail = ?, outcome_at = ?, updated_at = ? WHERE run_id = ? AND state = 'staged'`,
        )
        .run(detail, at, at, runId).changes;
    },
    async failStagedSharingInvalidKey(runId: number, detail: string, at: string): Promise<number> {
      return connection
        .statement(
          `UPDATE invoices SET state = 'failed', detail = ?, outcome_at = ?, updated_at = ?
           WHERE id IN (
             SELECT good.id FROM invoices AS bad
             JOIN invoices AS good ON good.target_identity = bad.target_identity
               AND good.payee_id = TRIM(bad.payee_id) AND good.invoice_number = TRIM(bad.invoice_number)
             WHERE bad.run_id = ? AND bad.state = 'invalid' AND good.run_id = bad.run_id AND good.state = 'staged')`,
        )
        .run(detail, at, at, runId).changes;
    },
    async findSharedInstances(runId) {
      return sharedInstancesOf(connection.statement(FIND_SHARED_INSTANCES_SQLITE).all(runId) as SharedInstanceRow[]);
    },
    async markCreatedInDoubt(rowId, detail, at) {
      return connection.statement(MARK_CREATED_IN_DOUBT_SQL).run(detail, at, at, rowId).changes > 0;
    },
  };
}
