/** The PostgreSQL implementation of `CorrectionStatements` (correction-statements.ts). */
import type { PostgresConnection } from './postgres-connection.js';
import type { InvoiceRow } from '../invoice-row.js';
import {
  CORRECT_INVOICE_SQL,
  FIND_RESOLVED_BY_KEY_SQL,
  INSERT_CORRECTION_SQL,
  LIST_CORRECTIONS_SQL,
  LIST_ROWS_OF_KEY_AFTER_SQL,
  correctInvoiceValues,
  correctionValues,
  type CorrectionRow,
  type CorrectionStatements,
} from '../correction-statements.js';

export function postgresCorrectionStatements(c: PostgresConnection): CorrectionStatements {
  return {
    async findResolvedByKey(key) {
      return c.rows<InvoiceRow>(FIND_RESOLVED_BY_KEY_SQL, [key.targetIdentity, key.payeeId, key.invoiceNumber]);
    },
    async listRowsOfKeyAfter(key, afterId) {
      return c.rows<InvoiceRow>(LIST_ROWS_OF_KEY_AFTER_SQL, [
        key.targetIdentity,
        key.payeeId,
        key.invoiceNumber,
        afterId,
      ]);
    },
    async correctInvoice(correction) {
      return (await c.change(CORRECT_INVOICE_SQL, correctInvoiceValues(correction))) === 1;
    },
    async insertCorrection(correction) {
      await c.change(INSERT_CORRECTION_SQL, correctionValues(correction));
    },
    async listCorrections(reference) {
      return c.rows<CorrectionRow>(LIST_CORRECTIONS_SQL, [reference, reference]);
    },
  };
}
