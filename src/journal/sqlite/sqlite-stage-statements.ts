/** The SQLite implementation of `StageStatements` (stage-statements.ts). */
import type { SqliteConnection } from './sqlite-connection.js';
import {
  INSERT_PROBLEM_SQL,
  LAST_ROW_ID,
  problemValues,
  STAGE_COLUMNS,
  STAGE_ROW,
  stageValues,
  type StageInput,
  type ProblemInput,
  type StagedInvoice,
  type StageStatements,
} from '../stage-statements.js';

export function sqliteStageStatements(connection: SqliteConnection): StageStatements {
  return {
    async stageInvoice(input: StageInput): Promise<number> {
      return insertInvoice(connection, input);
    },
    async stageInvoices(inputs) {
      // One statement per row is as fast as SQLite gets: there is no round trip to save.
      return inputs.map((input) => insertInvoice(connection, input));
    },
    async insertProblem(problem: ProblemInput): Promise<void> {
      connection.statement(INSERT_PROBLEM_SQL).run(...problemValues(problem));
    },
    async listStagedPage(runId, afterId, limit, untilId = LAST_ROW_ID): Promise<StagedInvoice[]> {
      return connection
        .statement(
          `SELECT id, seq, target_identity AS targetIdentity, payee_id AS payeeId, invoice_number AS invoiceNumber,
             invoice_id AS invoiceId, payload_json AS payloadJson, payload_hash AS payloadHash
           FROM invoices WHERE run_id = ? AND state = 'staged' AND id > ? AND id <= ? ORDER BY id LIMIT ?`,
        )
        .all(runId, afterId, untilId, limit) as StagedInvoice[];
    },
    async stagedIdRange(runId) {
      const row = connection
        .statement(`SELECT MIN(id) AS first, MAX(id) AS last FROM invoices WHERE run_id = ? AND state = 'staged'`)
        .get(runId) as { first: number | null; last: number | null };
      return row.first === null || row.last === null ? undefined : { first: row.first, last: row.last };
    },
    async deleteRunInvoices(runId: number): Promise<number> {
      return connection.statement(`DELETE FROM invoices WHERE run_id = ? AND state IN ('staged', 'invalid')`).run(runId)
        .changes;
    },
    async deleteRunProblems(runId: number): Promise<number> {
      return connection.statement('DELETE FROM problems WHERE run_id = ?').run(runId).changes;
    },
  };
}

function insertInvoice(connection: SqliteConnection, input: StageInput): number {
  const result = connection
    .statement(`INSERT INTO invoices (${STAGE_COLUMNS}) VALUES ${STAGE_ROW}`)
    .run(...stageValues(input));
  return Number(result.lastInsertRowid);
}
