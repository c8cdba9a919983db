/** Statements around each create request: claim, outcome, and what earlier runs say about a key. */
import type { Journal } from './open-journal.js';
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';
import type { InvoiceState } from './invoice-state.js';

export interface BusinessKey {
  targetIdentity: string;
  payeeId: string;
  invoiceNumber: string;
}

/**
 * Rows of the same business key that bear on posting it: created, in doubt, or being sent.
 * Oldest first; `excludeId` is the row being planned.
 */
export function findKeyRows(journal: Journal, key: BusinessKey, excludeId: number): InvoiceRow[] {
  return journal
    .statement(
      `SELECT ${INVOICE_COLUMNS} FROM invoices
       WHERE target_identity = ? AND payee_id = ? AND invoice_number = ? AND id <> ?
         AND state IN ('created', 'in-doubt', 'sending')
       ORDER BY id`,
    )
    .all(key.targetIdentity, key.payeeId, key.invoiceNumber, excludeId) as InvoiceRow[];
}

/** The first created row of a key on a target, if any. */
export function findCreatedByKey(journal: Journal, key: BusinessKey): InvoiceRow | undefined {
  return journal
    .statement(
      `SELECT ${INVOICE_COLUMNS} FROM invoices
       WHERE target_identity = ? AND payee_id = ? AND invoice_number = ? AND state = 'created'
       ORDER BY id LIMIT 1`,
    )
    .get(key.targetIdentity, key.payeeId, key.invoiceNumber) as InvoiceRow | undefined;
}

/** Claims a staged row for sending; false when it is no longer staged. Must be committed before the request leaves. */
export function markSending(journal: Journal, rowId: number, at: string): boolean {
  return (
    journal
      .statement(
        `UPDATE invoices SET state = 'sending', sending_at = ?, updated_at = ? WHERE id = ? AND state = 'staged'`,
      )
      .run(at, at, rowId).changes === 1
  );
}

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

/** Records what came of a row: the answer of its create request, or why it was not sent. */
export function recordOutcome(journal: Journal, rowId: number, outcome: OutcomeRecord): void {
  journal
    .statement(
      `UPDATE invoices SET state = ?, instance_id = ?, http_status = ?, e_retcode = ?, e_message = ?, detail = ?,
         attempts = attempts + ?, outcome_at = ?, updated_at = ?
       WHERE id = ?`,
    )
    .run(
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
    );
}

/** A run whose process died: whatever it was sending may or may not have been created. */
export function markStaleSendingInDoubt(journal: Journal, runId: number, detail: string, at: string): number {
  return journal
    .statement(
      `UPDATE invoices SET state = 'in-doubt', detail = ?, attempts = attempts + 1, outcome_at = ?, updated_at = ?
       WHERE run_id = ? AND state = 'sending'`,
    )
    .run(detail, at, at, runId).changes;
}

/** Invoices of a run that were never sent (stopped, interrupted, nothing posted): safe to post again. */
export function failStagedInvoices(journal: Journal, runId: number, detail: string, at: string): number {
  return journal
    .statement(
      `UPDATE invoices SET state = 'failed', detail = ?, outcome_at = ?, updated_at = ? WHERE run_id = ? AND state = 'staged'`,
    )
    .run(detail, at, at, runId).changes;
}

/**
 * Valid invoices of a run whose business key also belongs to an invalid invoice of the same run
 * (another fragment of a split invoice, or a second invoice with the key) are not sent: what the
 * file says about that key is incomplete or contradictory. Marked like every unsent row.
 */
export function failStagedSharingInvalidKey(journal: Journal, runId: number, detail: string, at: string): number {
  return journal
    .statement(
      `UPDATE invoices SET state = 'failed', detail = ?, outcome_at = ?, updated_at = ?
       WHERE id IN (
         SELECT good.id FROM invoices AS bad
         JOIN invoices AS good ON good.target_identity = bad.target_identity
           AND good.payee_id = TRIM(bad.payee_id) AND good.invoice_number = TRIM(bad.invoice_number)
         WHERE bad.run_id = ? AND bad.state = 'invalid' AND good.run_id = bad.run_id AND good.state = 'staged')`,
    )
    .run(detail, at, at, runId).changes;
}
