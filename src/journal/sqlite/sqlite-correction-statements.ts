/** The SQLite implementation of `CorrectionStatements` (correction-statements.ts). */
import type { SqliteConnection } from './sqlite-connection.js';
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

export function sqliteCorrectionStatements(connection: SqliteConnection): CorrectionStatements {
  return {
    async findResolvedByKey(key) {
      return connection
        .statement(FIND_RESOLVED_BY_KEY_SQL)
        .all(key.targetIdentity, key.payeeId, key.invoiceNumber) as InvoiceRow[];
    },
    async listRowsOfKeyAfter(key, afterId) {
      return connection
        .statement(LIST_ROWS_OF_KEY_AFTER_SQL)
        .all(key.targetIdentity, key.payeeId, key.invoiceNumber, afterId) as InvoiceRow[];
    },
    async correctInvoice(correction) {
      return connection.statement(CORRECT_INVOICE_SQL).run(...correctInvoiceValues(correction)).changes === 1;
    },
    async insertCorrection(correction) {
      connection.statement(INSERT_CORRECTION_SQL).run(...correctionValues(correction));
    },
    async listCorrections(reference) {
      return connection.statement(LIST_CORRECTIONS_SQL).all(reference, reference) as CorrectionRow[];
    },
  };
}
