/** The PostgreSQL implementation of `ResolveStatements` (resolve-statements.ts). */
import { INVOICE_COLUMNS, type InvoiceRow } from '../invoice-row.js';
import type { ResolveStatements } from '../resolve-statements.js';
import type { PostgresConnection } from './postgres-connection.js';
import { postgresCorrectionStatements } from './postgres-correction-statements.js';

export function postgresResolveStatements(c: PostgresConnection): ResolveStatements {
  return {
    ...postgresCorrectionStatements(c),
    async findInDoubtByReference(reference, targetIdentity) {
      return c.rows<InvoiceRow>(
        `SELECT ${INVOICE_COLUMNS} FROM invoices
         WHERE state = 'in-doubt' AND (?::text IS NULL OR target_identity = ?)
           AND (invoice_id = ? OR payee_id || '/' || invoice_number = ?)
         ORDER BY id`,
        [targetIdentity ?? null, targetIdentity ?? null, reference, reference],
      );
    },
    async findInDoubtByKey(key) {
      return c.rows<InvoiceRow>(
        `SELECT ${INVOICE_COLUMNS} FROM invoices
         WHERE target_identity = ? AND payee_id = ? AND invoice_number = ? AND state = 'in-doubt'
         ORDER BY id`,
        [key.targetIdentity, key.payeeId, key.invoiceNumber],
      );
    },
    async listOpenInDoubt(targetIdentity) {
      return c.rows<InvoiceRow>(
        `SELECT ${INVOICE_COLUMNS} FROM invoices
         WHERE state = 'in-doubt' AND sending_at IS NOT NULL AND (?::text IS NULL OR target_identity = ?)
         ORDER BY id`,
        [targetIdentity ?? null, targetIdentity ?? null],
      );
    },
    async resolveInvoice(rowId, resolution) {
      const changed = await c.change(
        `UPDATE invoices SET state = ?, instance_id = COALESCE(?, instance_id), detail = ?, outcome_at = ?, updated_at = ?
         WHERE id = ? AND state = 'in-doubt'`,
        [resolution.state, resolution.instanceId ?? null, resolution.detail, resolution.at, resolution.at, rowId],
      );
      return changed === 1;
    },
    async findLatestByReference(reference) {
      return c.row<InvoiceRow>(
        `SELECT ${INVOICE_COLUMNS} FROM invoices
         WHERE invoice_id = ? OR payee_id || '/' || invoice_number = ?
         ORDER BY id DESC LIMIT 1`,
        [reference, reference],
      );
    },
    async findCreatedByInstance(instanceId, key) {
      return c.row<InvoiceRow>(
        `SELECT ${INVOICE_COLUMNS} FROM invoices
         WHERE state = 'created' AND ltrim(instance_id, '0') = ltrim(?, '0') AND target_identity = ?
           AND NOT (payee_id IS NOT DISTINCT FROM ? AND invoice_number IS NOT DISTINCT FROM ?)
         ORDER BY id LIMIT 1`,
        [instanceId, key.targetIdentity, key.payeeId, key.invoiceNumber],
      );
    },
  };
}
