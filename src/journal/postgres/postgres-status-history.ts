/** The PostgreSQL implementation of `StatusStatements` (status-history.ts). */
import {
  COUNT_CREATED_BY_TARGET_SQL,
  CREATED_COLUMNS,
  INSERT_STATUS_SQL,
  statusSeenValues,
  type CreatedAtTarget,
  type CreatedInvoice,
  type LastStatus,
  type StatusStatements,
} from '../status-history.js';
import type { PostgresConnection } from './postgres-connection.js';

export function postgresStatusStatements(c: PostgresConnection): StatusStatements {
  return {
    async insertStatusSeen(seen) {
      await c.change(INSERT_STATUS_SQL, statusSeenValues(seen));
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
    async countCreatedByTarget() {
      return c.rows<CreatedAtTarget>(COUNT_CREATED_BY_TARGET_SQL);
    },
  };
}
