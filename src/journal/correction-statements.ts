/**
 * Statements of `resolve --correct`: the rows a resolution settled, what came after them, and the
 * corrections, each kept in `resolution_corrections`. One text per statement for both backends.
 */
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';
import type { JournalDriver } from './journal-driver.js';
import { namedByReference } from './named-by-reference.js';
import type { BusinessKey } from './send-statements.js';

/** One correction of a resolution, as recorded. */
export interface ResolutionCorrection {
  invoiceRowId: number;
  /** ISO 8601 UTC. */
  correctedAt: string;
  /** `user@host` of the process that corrected. */
  correctedBy: string;
  reason: string;
  previousState: string;
  previousInstanceId: string | null;
  previousDetail: string | null;
  state: 'created' | 'skipped' | 'failed';
  instanceId: string | null;
  detail: string;
}

/** A correction with the run of its row, for `journal show`. */
export interface CorrectionRow extends ResolutionCorrection {
  id: number;
  runId: number;
}

export interface CorrectionStatements {
  /** The rows of a key that `resolve` (or a correction) settled, oldest first. */
  findResolvedByKey(key: BusinessKey): Promise<InvoiceRow[]>;
  /** Rows of a key never sent under other targets and settled since (skipped or failed), oldest first. */
  findSettledUnsentUnderOtherTargets(key: BusinessKey): Promise<InvoiceRow[]>;
  /** Rows of a key after row `afterId`, oldest first: what later uploads did with it. */
  listRowsOfKeyAfter(key: BusinessKey, afterId: number): Promise<InvoiceRow[]>;
  /** Sets a settled row to the correction's state; false when the row no longer holds `previousState`. */
  correctInvoice(correction: ResolutionCorrection): Promise<boolean>;
  insertCorrection(correction: ResolutionCorrection): Promise<void>;
  /** Corrections of the rows named by InvoiceId or `PayeeId/Invoice_Number`, oldest first. */
  listCorrections(reference: string): Promise<CorrectionRow[]>;
}

/** A resolution's detail starts so (batch/resolve-in-doubt.ts, batch/correct-resolution.ts). */
export const SETTLED_BY_HAND = `(detail LIKE 'resolved on %' OR detail LIKE 'corrected on %')`;

const FIND_RESOLVED_BY_KEY_SQL = `SELECT ${INVOICE_COLUMNS} FROM invoices
  WHERE target_identity = ? AND payee_id = ? AND invoice_number = ?
    AND state IN ('created', 'skipped', 'failed') AND ${SETTLED_BY_HAND}
  ORDER BY id`;

const FIND_SETTLED_UNSENT_UNDER_OTHER_TARGETS_SQL = `SELECT ${INVOICE_COLUMNS} FROM invoices
  WHERE target_identity <> ? AND payee_id = ? AND invoice_number = ?
    AND state IN ('skipped', 'failed') AND sending_at IS NULL
  ORDER BY id`;

const LIST_ROWS_OF_KEY_AFTER_SQL = `SELECT ${INVOICE_COLUMNS} FROM invoices
  WHERE target_identity = ? AND payee_id = ? AND invoice_number = ? AND id > ?
  ORDER BY id`;

/** Parameters: state, instance id, detail, time, row id, previous state. The outcome time stays the resolution's. */
const CORRECT_INVOICE_SQL = `UPDATE invoices SET state = ?, instance_id = ?, detail = ?, updated_at = ?
  WHERE id = ? AND state = ?`;

const INSERT_CORRECTION_SQL = `INSERT INTO resolution_corrections (invoice_row_id, corrected_at, corrected_by, reason,
    previous_state, previous_instance_id, previous_detail, state, instance_id, detail)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

const LIST_CORRECTIONS_SQL = `SELECT c.id, i.run_id AS runId, c.invoice_row_id AS invoiceRowId,
    c.corrected_at AS correctedAt, c.corrected_by AS correctedBy, c.reason, c.previous_state AS previousState,
    c.previous_instance_id AS previousInstanceId, c.previous_detail AS previousDetail, c.state,
    c.instance_id AS instanceId, c.detail
  FROM resolution_corrections c JOIN invoices i ON i.id = c.invoice_row_id
  WHERE ${namedByReference('i')}
  ORDER BY c.id`;

function correctInvoiceValues(c: ResolutionCorrection): unknown[] {
  return [c.state, c.instanceId, c.detail, c.correctedAt, c.invoiceRowId, c.previousState];
}

function correctionValues(c: ResolutionCorrection): unknown[] {
  return [
    c.invoiceRowId,
    c.correctedAt,
    c.correctedBy,
    c.reason,
    c.previousState,
    c.previousInstanceId,
    c.previousDetail,
    c.state,
    c.instanceId,
    c.detail,
  ];
}

export function correctionStatements(d: JournalDriver): CorrectionStatements {
  return {
    async findResolvedByKey(key) {
      return d.rows<InvoiceRow>(FIND_RESOLVED_BY_KEY_SQL, [key.targetIdentity, key.payeeId, key.invoiceNumber]);
    },
    async findSettledUnsentUnderOtherTargets(key) {
      return d.rows<InvoiceRow>(FIND_SETTLED_UNSENT_UNDER_OTHER_TARGETS_SQL, [
        key.targetIdentity,
        key.payeeId,
        key.invoiceNumber,
      ]);
    },
    async listRowsOfKeyAfter(key, afterId) {
      return d.rows<InvoiceRow>(LIST_ROWS_OF_KEY_AFTER_SQL, [
        key.targetIdentity,
        key.payeeId,
        key.invoiceNumber,
        afterId,
      ]);
    },
    async correctInvoice(correction) {
      return (await d.change(CORRECT_INVOICE_SQL, correctInvoiceValues(correction))) === 1;
    },
    async insertCorrection(correction) {
      await d.change(INSERT_CORRECTION_SQL, correctionValues(correction));
    },
    async listCorrections(reference) {
      return d.rows<CorrectionRow>(LIST_CORRECTIONS_SQL, [reference, reference]);
    },
  };
}
