/** Statements around each create request: claim, outcome, and what earlier runs say about a key. */
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';
import type { InvoiceState } from './invoice-state.js';
import { rowsWhere, type JournalDriver } from './journal-driver.js';
import { SHARING_INVALID_KEY_SQL } from './sharing-invalid-key-sql.js';
import {
  FIND_OTHER_TARGET_ROWS_SQL,
  RECORD_HELD_SQL,
  type HeldRow,
  type OtherTargetRow,
} from './other-target-statements.js';
import { FIND_PAYEE_RECORDED_ROWS_SQL } from './near-key-statements.js';
import { sharedInstancesOf, type SharedInstance, type SharedInstanceRow } from './shared-instances.js';

export interface BusinessKey {
  targetIdentity: string;
  payeeId: string;
  invoiceNumber: string;
}

/** A staged row and its key, as `claimRows` takes it. */
export type ClaimableRow = BusinessKey & { id: number };

export interface OutcomeRecord {
  state: Exclude<InvoiceState, 'staged' | 'sending' | 'invalid'>;
  instanceId?: string | undefined;
  httpStatus?: number | undefined;
  eRetcode?: number | undefined;
  eMessage?: string | undefined;
  detail?: string | undefined;
  /** Requests made for this outcome (0 when nothing was sent). */
  attempts: number;
  at: string;
}

export type CreatedForStaged = InvoiceRow & { stagedId: number };

/** A row's key as findRunKeys reads it. */
export interface RunKeyRow {
  id: number;
  state: 'invalid' | 'staged';
  payeeId: string | null;
  invoiceNumber: string | null;
}

export interface SkippedRow {
  rowId: number;
  /** The instance it is; none for an invoice held because the key's instance holds other content. */
  instanceId: string | undefined;
  detail: string;
}

/**
 * Written once in `sendStatements`, one statement per row; `claimRows` and, on PostgreSQL, the
 * statements of many rows differ per database (sqlite/claim-under-file-lock.ts, postgres/one-round-trip-statements.ts).
 */
export interface SendStatements {
  /**
   * Claims staged rows for sending in one call: holds each row's key for the rest of this
   * transaction (false in `held` where another process holds it now: plan that row later), then
   * marks `sending` the held rows where nothing else of the key bears on posting it: no row of the
   * key is being sent, in doubt after a request left, or created. `marked` has the
   * ids claimed; the other held rows are planned from `findKeyRowsOf`. The rows' keys must differ.
   * Within a transaction only.
   */
  claimRows(rows: readonly ClaimableRow[], at: string): Promise<{ held: boolean[]; marked: number[] }>;
  /**
   * For each row, in the order given, the other rows of its business key that bear on posting it:
   * created, in doubt, or being sent, oldest first. One statement for all on PostgreSQL.
   */
  findKeyRowsOf(rows: readonly ClaimableRow[]): Promise<InvoiceRow[][]>;
  /** The request body a row was staged with (JSON text); undefined for an invalid or imported row. */
  readPayload(rowId: number): Promise<string | undefined>;
  /** The first created row of a key on a target, if any. */
  findCreatedByKey(key: BusinessKey): Promise<InvoiceRow | undefined>;
  /**
   * For the staged rows of a run with ids in (afterId, throughId]: the first created row of each
   * one's key, if there is one, with the staged row's id as `stagedId`.
   */
  findCreatedForStaged(runId: number, afterId: number, throughId: number): Promise<CreatedForStaged[]>;
  /** FIND_OTHER_TARGET_ROWS_SQL: the rows of the staged rows' keys under the journal's other targets. */
  findOtherTargetRows(
    runId: number,
    targetIdentity: string,
    afterId: number,
    throughId: number,
  ): Promise<OtherTargetRow[]>;
  /** FIND_PAYEE_RECORDED_ROWS_SQL: a vendor's rows on a target that may exist on the back-end, oldest first. */
  findPayeeRecordedRows(targetIdentity: string, payeeId: string): Promise<InvoiceRow[]>;
  /** RECORD_HELD_SQL: rows held back as failed, nothing sent; a row no longer staged is left as it is. Returns the ids recorded. */
  recordHeld(rows: readonly HeldRow[], at: string): Promise<number[]>;
  /** Records rows as skipped (nothing sent); a row no longer staged is left as it is. Returns the ids recorded. */
  recordSkipped(rows: readonly SkippedRow[], at: string): Promise<number[]>;
  /** Claims a staged row for sending; false when it is no longer staged. Must be committed before the request leaves. */
  markSending(rowId: number, at: string): Promise<boolean>;
  /**
   * Claims whose requests never left (taken back on a stop or a pause): staged again, as if never
   * claimed. A row no longer `sending` is left as it is. Returns how many were taken back.
   */
  unclaimRows(rowIds: readonly number[], at: string): Promise<number>;
  /** The rows among these still `sending`. */
  sendingAmong(rowIds: readonly number[]): Promise<number[]>;
  /** Records what came of a row: the answer of its create request, or why it was not sent. */
  recordOutcome(rowId: number, outcome: OutcomeRecord): Promise<void>;
  /** `recordOutcome` for many rows at once (one statement where the backend allows). */
  recordOutcomes(records: readonly { rowId: number; outcome: OutcomeRecord }[]): Promise<void>;
  /** A run whose process died: whatever it was sending may or may not have been created. */
  markStaleSendingInDoubt(runId: number, detail: string, at: string): Promise<number>;
  /** Invoices of a run that were never sent (stopped, interrupted, nothing posted): safe to post again. */
  failStagedInvoices(runId: number, detail: string, at: string): Promise<number>;
  /**
   * Valid invoices of a run that an invalid part of the same run may belong to are not sent
   * (`SHARING_INVALID_KEY_SQL`): what the file says about them is incomplete or contradictory.
   * Marked like every unsent row.
   */
  failStagedSharingInvalidKey(runId: number, detail: string, at: string): Promise<number>;
  /** The keys of a run's invalid and staged rows, as written (trimmed), for comparing them folded. */
  findRunKeys(runId: number): Promise<RunKeyRow[]>;
  /**
   * Every created row that shares an instance id with a created row of this run and belongs to
   * another key than the instance's first row, in this run or another (which run checks last
   * must not matter). Leading zeros do not make another instance.
   */
  findSharedInstances(runId: number): Promise<SharedInstance[]>;
  /** A created row becomes in doubt (instance id kept, for the user to check); false when it is no longer created. */
  markCreatedInDoubt(rowId: number, detail: string, at: string): Promise<boolean>;
}

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
         AND state IN ('created', 'in-doubt', 'sending') ORDER BY id`,
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
        'SELECT payload_json AS payloadJson FROM invoices WHERE id = ?',
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
    async findOtherTargetRows(runId, targetIdentity, afterId, throughId) {
      return d.rows<OtherTargetRow>(FIND_OTHER_TARGET_ROWS_SQL, [targetIdentity, runId, afterId, throughId]);
    },
    async findPayeeRecordedRows(targetIdentity, payeeId) {
      return d.rows<InvoiceRow>(FIND_PAYEE_RECORDED_ROWS_SQL, [targetIdentity, payeeId]);
    },
    async recordHeld(rows, at) {
      const held = await rowsWhere(
        rows,
        async (row) => (await d.change(RECORD_HELD_SQL, [row.detail, at, at, row.rowId])) === 1,
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
