/** The SQLite implementation of `ResolveStatements` (resolve-statements.ts). */
import type { SqliteConnection } from './sqlite-connection.js';
import type { BusinessKey } from '../send-statements.js';
import type { Resolution, ResolveStatements } from '../resolve-statements.js';
import { INVOICE_COLUMNS, type InvoiceRow } from '../invoice-row.js';
import { sqliteCorrectionStatements } from './sqlite-correction-statements.js';

export function sqliteResolveStatements(connection: SqliteConnection): ResolveStatements {
  return {
    ...sqliteCorrectionStatements(connection),
    async findInDoubtByReference(reference: string, targetIdentity?: string): Promise<InvoiceRow[]> {
      return connection
        .statement(
          `SELECT ${INVOICE_COLUMNS} FROM invoices
           WHERE state = 'in-doubt' AND (@target IS NULL OR target_identity = @target)
             AND (invoice_id = @reference OR payee_id || '/' || invoice_number = @reference)
           ORDER BY id`,
        )
        .all({ reference, target: targetIdentity ?? null }) as InvoiceRow[];
    },
    async findInDoubtByKey(key: BusinessKey): Promise<InvoiceRow[]> {
      return connection
        .statement(
          `SELECT ${INVOICE_COLUMNS} FROM invoices
           WHERE target_identity = ? AND payee_id = ? AND invoice_number = ? AND state = 'in-doubt'
           ORDER BY id`,
        )
        .all(key.targetIdentity, key.payeeId, key.invoiceNumber) as InvoiceRow[];
    },
    async listOpenInDoubt(targetIdentity?: string): Promise<InvoiceRow[]> {
      return connection
        .statement(
          `SELECT ${INVOICE_COLUMNS} FROM invoices
           WHERE state = 'in-doubt' AND sending_at IS NOT NULL AND (@target IS NULL OR target_identity = @target)
           ORDER BY id`,
        )
        .all({ target: targetIdentity ?? null }) as InvoiceRow[];
    },
    async resolveInvoice(rowId: number, resolution: Resolution): Promise<boolean> {
      return (
        connection
          .statement(
            `UPDATE invoices SET state = ?, instance_id = COALESCE(?, instance_id), detail = ?, outcome_at = ?, updated_at = ?
             WHERE id = ? AND state = 'in-doubt'`,
          )
          .run(resolution.state, resolution.instanceId ?? null, resolution.detail, resolution.at, resolution.at, rowId)
          .changes === 1
      );
    },
    async findLatestByReference(reference: string): Promise<InvoiceRow | undefined> {
      return connection
        .statement(
          `SELECT ${INVOICE_COLUMNS} FROM invoices
           WHERE invoice_id = @reference OR payee_id || '/' || invoice_number = @reference
           ORDER BY id DESC LIMIT 1`,
        )
        .get({ reference }) as InvoiceRow | undefined;
    },
    async findCreatedByInstance(instanceId: string, key: BusinessKey): Promise<InvoiceRow | undefined> {
      return connection
        .statement(
          `SELECT ${INVOICE_COLUMNS} FROM invoices
           WHERE state = 'created' AND ltrim(instance_id, '0') = ltrim(?, '0') AND target_identity = ?
             AND NOT (payee_id IS ? AND invoice_number IS ?)
           ORDER BY id LIMIT 1`,
        )
        .get(instanceId, key.targetIdentity, key.payeeId, key.invoiceNumber) as InvoiceRow | undefined;
    },
  };
}
