/** The SQLite implementation of `StatusStatements` (status-history.ts). */
import type { SqliteConnection } from './sqlite-connection.js';
import {
  COUNT_CREATED_BY_TARGET_SQL,
  CREATED_COLUMNS,
  INSERT_STATUS_SQL,
  statusSeenValues,
  type StatusSeen,
  type LastStatus,
  type CreatedInvoice,
  type CreatedAtTarget,
  type StatusStatements,
} from '../status-history.js';

export function sqliteStatusStatements(connection: SqliteConnection): StatusStatements {
  return {
    async insertStatusSeen(seen: StatusSeen): Promise<void> {
      connection.statement(INSERT_STATUS_SQL).run(...statusSeenValues(seen));
    },
    async latestStatuses(targetIdentity: string): Promise<Map<string, LastStatus>> {
      const rows = connection
        .statement(
          `SELECT instance_id AS instanceId, status_code AS code, status_description AS description, seen_at AS seenAt
           FROM status_history
           WHERE id IN (SELECT MAX(id) FROM status_history WHERE target_identity = ? GROUP BY instance_id)`,
        )
        .all(targetIdentity) as LastStatus[];
      return new Map(rows.map((row) => [row.instanceId, row]));
    },
    async statusStreakStart(
      targetIdentity: string,
      instanceId: string,
      code: string,
    ): Promise<{ firstSeenAt: string | null; earliestTimestamp: string | null }> {
      return connection
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
    },
    async listUnfinishedInvoices(
      targetIdentity: string,
      finalCodes: readonly string[],
      createdFrom?: string,
    ): Promise<CreatedInvoice[]> {
      return connection
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
        .all({
          target: targetIdentity,
          from: createdFrom ?? null,
          final: JSON.stringify(finalCodes),
        }) as CreatedInvoice[];
    },
    async findCreatedInvoice(targetIdentity: string, instanceId: string): Promise<CreatedInvoice | undefined> {
      return connection
        .statement(
          `SELECT ${CREATED_COLUMNS} FROM invoices
           WHERE target_identity = ? AND instance_id = ? AND state = 'created' ORDER BY id LIMIT 1`,
        )
        .get(targetIdentity, instanceId) as CreatedInvoice | undefined;
    },
    async countCreatedByTarget(): Promise<CreatedAtTarget[]> {
      return connection.statement(COUNT_CREATED_BY_TARGET_SQL).all() as CreatedAtTarget[];
    },
  };
}
