/** The PostgreSQL implementation of `StageStatements` (stage-statements.ts). */
import {
  INSERT_PROBLEM_SQL,
  LAST_ROW_ID,
  problemValues,
  STAGE_COLUMNS,
  STAGE_ROW,
  stageValues,
  type StageInput,
  type StageStatements,
  type StagedInvoice,
} from '../stage-statements.js';
import type { PostgresConnection } from './postgres-connection.js';

export function postgresStageStatements(c: PostgresConnection): StageStatements {
  return {
    async stageInvoice(input) {
      const [id] = await stageMany(c, [input]);
      return id as number;
    },
    async stageInvoices(inputs) {
      return stageMany(c, inputs);
    },
    async insertProblem(problem) {
      await c.change(INSERT_PROBLEM_SQL, problemValues(problem));
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

/** Rows per INSERT: 20 values each stays far below PostgreSQL's 65,535 parameters of one statement. */
const ROWS_PER_INSERT = 500;

/**
 * One INSERT of many rows instead of one per invoice: one round trip to the server for a batch,
 * which is most of the cost of staging a file on a shared journal. Ids come back in input order,
 * matched by `seq`, since RETURNING promises no order.
 */
async function stageMany(c: PostgresConnection, inputs: readonly StageInput[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < inputs.length; start += ROWS_PER_INSERT) {
    const chunk = inputs.slice(start, start + ROWS_PER_INSERT);
    const returned = await c.rows<{ id: number; seq: number }>(
      `INSERT INTO invoices (${STAGE_COLUMNS}) VALUES ${chunk.map(() => STAGE_ROW).join(', ')} RETURNING id, seq`,
      chunk.flatMap(stageValues),
    );
    const bySeq = new Map(returned.map((row) => [row.seq, row.id]));
    for (const input of chunk) {
      const id = bySeq.get(input.seq);
      if (id === undefined) throw new Error(`staging returned no row id for invoice ${input.seq}`);
      ids.push(id);
    }
  }
  return ids;
}
