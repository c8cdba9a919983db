/** The PostgreSQL implementation of `StageStatements` (stage-statements.ts). */
import { LAST_ROW_ID, type StageStatements, type StagedInvoice } from '../stage-statements.js';
import type { PostgresConnection } from './postgres-connection.js';

export function postgresStageStatements(c: PostgresConnection): StageStatements {
  return {
    async stageInvoice(input) {
      const row = await c.row<{ id: number }>(
        `INSERT INTO invoices (run_id, seq, target_identity, payee_id, invoice_number, invoice_id, currency_code,
           invoice_amount, lines, source_file, sheet, rows, first_row, payload_json, payload_hash, state,
           staged_at, updated_at, invoice_date, vendor_name)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [
          input.runId,
          input.seq,
          input.targetIdentity,
          input.payeeId ?? null,
          input.invoiceNumber ?? null,
          input.invoiceId ?? null,
          input.currencyCode ?? null,
          input.invoiceAmount ?? null,
          input.lines,
          input.sourceFile,
          input.sheet ?? null,
          input.rows,
          input.firstRow,
          input.payloadJson ?? null,
          input.payloadHash ?? null,
          input.payloadJson === undefined ? 'invalid' : 'staged',
          input.at,
          input.at,
          input.invoiceDate ?? null,
          input.vendorName ?? null,
        ],
      );
      return (row as { id: number }).id;
    },
    async insertProblem(problem) {
      await c.change(
        `INSERT INTO problems (run_id, invoice_row_id, file, sheet, row, column_name, field, value, message)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          problem.runId,
          problem.invoiceRowId ?? null,
          problem.file,
          problem.sheet ?? null,
          problem.row ?? null,
          problem.column ?? null,
          problem.field ?? null,
          problem.value ?? null,
          problem.message,
        ],
      );
    },
    async listStagedPage(runId, afterId, limit, untilId = LAST_ROW_ID) {
      return c.rows<StagedInvoice>(
        `SELECT id, seq, target_identity AS targetIdentity, payee_id AS payeeId, invoice_number AS invoiceNumber,
           invoice_id AS invoiceId, payload_json AS payloadJson, payload_hash AS payloadHash
         FROM invoices WHERE run_id = ? AND state = 'staged' AND id > ? AND id <= ? ORDER BY id LIMIT ?`,
        [runId, afterId, untilId, limit],
      );
    },
    async stagedIdRange(runId) {
      const row = await c.row<{ first: number | null; last: number | null }>(
        `SELECT MIN(id) AS first, MAX(id) AS last FROM invoices WHERE run_id = ? AND state = 'staged'`,
        [runId],
      );
      if (row === undefined || row.first === null || row.last === null) return undefined;
      return { first: row.first, last: row.last };
    },
    async deleteRunInvoices(runId) {
      return c.change(`DELETE FROM invoices WHERE run_id = ? AND state IN ('staged', 'invalid')`, [runId]);
    },
    async deleteRunProblems(runId) {
      return c.change('DELETE FROM problems WHERE run_id = ?', [runId]);
    },
  };
}
