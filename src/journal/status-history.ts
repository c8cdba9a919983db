/** One function per statement on `status_history`, and the reads `reconcile` needs from `invoices`. */
import type { Journal } from './open-journal.js';

export interface StatusSeen {
  targetIdentity: string;
  instanceId: string;
  /** ISO 8601 UTC. */
  seenAt: string;
  code: string;
  description: string;
  /** E_STATUS.TIMESTAMP as sent (YYYYMMDDhhmmss), when not empty. */
  statusTimestamp: string | undefined;
  companyCode: string | undefined;
  documentNumber: string | undefined;
  fiscalYear: string | undefined;
  postingDate: string | undefined;
  clearingDocument: string | undefined;
  clearingDate: string | undefined;
  paymentRunDate: string | undefined;
  checkNumber: string | undefined;
  /** e.g. `Jonas Weber (AP_CLERKS)`; several joined by `; `. */
  pendingApprovers: string | undefined;
  /** e.g. `20260501101500 Anna Schmidt: Approved`. */
  lastAction: string | undefined;
}

export function insertStatusSeen(journal: Journal, seen: StatusSeen): void {
  journal
    .statement(
      `INSERT INTO status_history (target_identity, instance_id, seen_at, status_code, status_description, status_timestamp,
         company_code, document_number, fiscal_year, posting_date, clearing_document, clearing_date, payment_run_date,
         check_number, pending_approvers, last_action)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      seen.targetIdentity,
      seen.instanceId,
      seen.seenAt,
      seen.code,
      seen.description,
      seen.statusTimestamp ?? null,
      seen.companyCode ?? null,
      seen.documentNumber ?? null,
      seen.fiscalYear ?? null,
      seen.postingDate ?? null,
      seen.clearingDocument ?? null,
      seen.clearingDate ?? null,
      seen.paymentRunDate ?? null,
      seen.checkNumber ?? null,
      seen.pendingApprovers ?? null,
      seen.lastAction ?? null,
    );
}

export interface LastStatus {
  instanceId: string;
  code: string;
  description: string;
  seenAt: string;
}

/** The latest status seen of every instance of a target. */
export function latestStatuses(journal: Journal, targetIdentity: string): Map<string, LastStatus> {
  const rows = journal
    .statement(
      `SELECT instance_id AS instanceId, status_code AS code, status_description AS description, seen_at AS seenAt
       FROM status_history
       WHERE id IN (SELECT MAX(id) FROM status_history WHERE target_identity = ? GROUP BY instance_id)`,
    )
    .all(targetIdentity) as LastStatus[];
  return new Map(rows.map((row) => [row.instanceId, row]));
}

/**
 * Since when an instance has shown `code` without interruption, by what was seen: the first
 * sighting of the current streak, and the earliest E_STATUS.TIMESTAMP sent during it.
 */
export function statusStreakStart(
  journal: Journal,
  targetIdentity: string,
  instanceId: string,
  code: string,
): { firstSeenAt: string | null; earliestTimestamp: string | null } {
  return journal
    .statement(
      `SELECT MIN(seen_at) AS firstSeenAt, MIN(NULLIF(status_timestamp, '')) AS earliestTimestamp
       FROM status_history
       WHERE target_identity = @target AND instance_id = @instance
         AND id > COALESCE((SELECT MAX(id) FROM status_history
                            WHERE target_identity = @target AND instance_id = @instance AND status_code <> @code), 0)`,
    )
    .get({ target: targetIdentity, instance: instanceId, code }) as {
    firstSeenAt: string | null;
    earliestTimestamp: string | null;
  };
}

/** A created invoice as `reconcile` reports it. */
export interface CreatedInvoice {
  instanceId: string;
  invoiceId: string | null;
  invoiceNumber: string | null;
  payeeId: string | null;
  amount: string | null;
  currency: string | null;
  /** When the create answer came, ISO 8601 UTC. */
  createdAt: string | null;
}

const CREATED_COLUMNS = `instance_id AS instanceId, invoice_id AS invoiceId, invoice_number AS invoiceNumber, payee_id AS payeeId,
  invoice_amount AS amount, currency_code AS currency, outcome_at AS createdAt`;

/**
 * Created invoices of a target whose latest status seen is not final (or that were never
 * checked), created at or after `createdFrom` when given, oldest first.
 */
export function listUnfinishedInvoices(
  journal: Journal,
  targetIdentity: string,
  finalCodes: readonly string[],
  createdFrom?: string,
): CreatedInvoice[] {
  return journal
    .statement(
      `SELECT ${CREATED_COLUMNS} FROM invoices i
       WHERE i.id IN (SELECT MIN(id) FROM invoices WHERE target_identity = @target AND state = 'created' AND instance_id IS NOT NULL GROUP BY instance_id)
         AND (@from IS NULL OR i.outcome_at >= @from)
         AND NOT EXISTS (
           SELECT 1 FROM status_history h
           WHERE h.id = (SELECT MAX(id) FROM status_history WHERE target_identity = @target AND instance_id = i.instance_id)
             AND h.status_code IN (SELECT value FROM json_each(@final)))
       ORDER BY i.id`,
    )
    .all({ target: targetIdentity, from: createdFrom ?? null, final: JSON.stringify(finalCodes) }) as CreatedInvoice[];
}

/** The created invoice behind an instance id, when this journal made it. */
export function findCreatedInvoice(
  journal: Journal,
  targetIdentity: string,
  instanceId: string,
): CreatedInvoice | undefined {
  return journal
    .statement(
      `SELECT ${CREATED_COLUMNS} FROM invoices
       WHERE target_identity = ? AND instance_id = ? AND state = 'created' ORDER BY id LIMIT 1`,
    )
    .get(targetIdentity, instanceId) as CreatedInvoice | undefined;
}
