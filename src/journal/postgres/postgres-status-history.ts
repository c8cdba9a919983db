/** The PostgreSQL implementation of `StatusStatements` (status-history.ts). */
import type { CreatedInvoice, LastStatus, StatusStatements } from '../status-history.js';
import type { PostgresConnection } from './postgres-connection.js';

const CREATED_COLUMNS = `instance_id AS instanceId, invoice_id AS invoiceId, invoice_number AS invoiceNumber, payee_id AS payeeId,
  invoice_amount AS amount, currency_code AS currency, outcome_at AS createdAt`;

export function postgresStatusStatements(c: PostgresConnection): StatusStatements {
  return {
    async insertStatusSeen(seen) {
      await c.change(
        `INSERT INTO status_history (target_identity, instance_id, seen_at, status_code, status_description, status_timestamp,
           company_code, document_number, fiscal_year, posting_date, clearing_document, clearing_date, payment_run_date,
           check_number, pending_approvers, last_action)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
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
        ],
      );
    },
    async latestStatuses(targetIdentity) {
      const rows = await c.rows<LastStatus>(
        `SELECT instance_id AS instanceId, status_code AS code, status_description AS description, seen_at AS seenAt
         FROM status_history
         WHERE id IN (SELECT MAX(id) FROM status_history WHERE target_identity = ? GROUP BY instance_id)`,
        [targetIdentity],
      );
      return new Map(rows.map((row) => [row.instanceId, row]));
    },
    async statusStreakStart(targetIdentity, instanceId, code) {
      const row = await c.row<{ firstSeenAt: string | null; earliestTimestamp: string | null }>(
        `SELECT MIN(seen_at) AS firstSeenAt, MIN(NULLIF(status_timestamp, '')) AS earliestTimestamp
         FROM status_history
         WHERE target_identity = ? AND instance_id = ?
           AND id > COALESCE((SELECT MAX(id) FROM status_history
                              WHERE target_identity = ? AND instance_id = ? AND status_code <> ?), 0)`,
        [targetIdentity, instanceId, targetIdentity, instanceId, code],
      );
      return row ?? { firstSeenAt: null, earliestTimestamp: null };
    },
    async listUnfinishedInvoices(targetIdentity, finalCodes, createdFrom) {
      return c.rows<CreatedInvoice>(
        `SELECT ${CREATED_COLUMNS} FROM invoices i
         WHERE i.id IN (SELECT MIN(id) FROM invoices WHERE target_identity = ? AND state = 'created' AND instance_id IS NOT NULL GROUP BY instance_id)
           AND (?::text IS NULL OR i.outcome_at >= ?)
           AND NOT EXISTS (
             SELECT 1 FROM status_history h
             WHERE h.id = (SELECT MAX(id) FROM status_history WHERE target_identity = ? AND instance_id = i.instance_id)
               AND h.status_code = ANY(?::text[]))
         ORDER BY i.id`,
        [targetIdentity, createdFrom ?? null, createdFrom ?? null, targetIdentity, [...finalCodes]],
      );
    },
    async findCreatedInvoice(targetIdentity, instanceId) {
      return c.row<CreatedInvoice>(
        `SELECT ${CREATED_COLUMNS} FROM invoices
         WHERE target_identity = ? AND instance_id = ? AND state = 'created' ORDER BY id LIMIT 1`,
        [targetIdentity, instanceId],
      );
    },
  };
}
