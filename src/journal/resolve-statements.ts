/** Statements of `resolve`: find the in-doubt rows a user names, and settle them. */
import type { Journal } from './open-journal.js';
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';
import type { BusinessKey } from './send-statements.js';

/**
 * In-doubt rows named by InvoiceId or by `PayeeId/Invoice_Number`, oldest first, on any target
 * unless `targetIdentity` is given.
 */
export function findInDoubtByReference(journal: Journal, reference: string, targetIdentity?: string): InvoiceRow[] {
  return journal
    .statement(
      `SELECT ${INVOICE_COLUMNS} FROM invoices
       WHERE state = 'in-doubt' AND (@target IS NULL OR target_identity = @target)
         AND (invoice_id = @reference OR payee_id || '/' || invoice_number = @reference)
       ORDER BY id`,
    )
    .all({ reference, target: targetIdentity ?? null }) as InvoiceRow[];
}

/** Every in-doubt row of one business key, oldest first. */
export function findInDoubtByKey(journal: Journal, key: BusinessKey): InvoiceRow[] {
  return journal
    .statement(
      `SELECT ${INVOICE_COLUMNS} FROM invoices
       WHERE target_identity = ? AND payee_id = ? AND invoice_number = ? AND state = 'in-doubt'
       ORDER BY id`,
    )
    .all(key.targetIdentity, key.payeeId, key.invoiceNumber) as InvoiceRow[];
}

/** In-doubt rows whose request really left (not those merely held back behind one), oldest first. */
export function listOpenInDoubt(journal: Journal, targetIdentity?: string): InvoiceRow[] {
  return journal
    .statement(
      `SELECT ${INVOICE_COLUMNS} FROM invoices
       WHERE state = 'in-doubt' AND sending_at IS NOT NULL AND (@target IS NULL OR target_identity = @target)
       ORDER BY id`,
    )
    .all({ target: targetIdentity ?? null }) as InvoiceRow[];
}

export interface Resolution {
  state: 'created' | 'skipped' | 'failed' | 'in-doubt';
  instanceId?: string | undefined;
  detail: string;
  at: string;
}

/** Settles one in-doubt row; false when it was no longer in doubt. */
export function resolveInvoice(journal: Journal, rowId: number, resolution: Resolution): boolean {
  return (
    journal
      .statement(
        `UPDATE invoices SET state = ?, instance_id = COALESCE(?, instance_id), detail = ?, outcome_at = ?, updated_at = ?
         WHERE id = ? AND state = 'in-doubt'`,
      )
      .run(resolution.state, resolution.instanceId ?? null, resolution.detail, resolution.at, resolution.at, rowId)
      .changes === 1
  );
}

/** The newest row named by InvoiceId or `PayeeId/Invoice_Number`, in any state. */
export function findLatestByReference(journal: Journal, reference: string): InvoiceRow | undefined {
  return journal
    .statement(
      `SELECT ${INVOICE_COLUMNS} FROM invoices
       WHERE invoice_id = @reference OR payee_id || '/' || invoice_number = @reference
       ORDER BY id DESC LIMIT 1`,
    )
    .get({ reference }) as InvoiceRow | undefined;
}

/** A row of another business key recorded as created with this instance on the same target, if any. */
export function findCreatedByInstance(journal: Journal, instanceId: string, key: BusinessKey): InvoiceRow | undefined {
  return journal
    .statement(
      `SELECT ${INVOICE_COLUMNS} FROM invoices
       WHERE state = 'created' AND instance_id = ? AND target_identity = ?
         AND NOT (payee_id IS ? AND invoice_number IS ?)
       ORDER BY id LIMIT 1`,
    )
    .get(instanceId, key.targetIdentity, key.payeeId, key.invoiceNumber) as InvoiceRow | undefined;
}
