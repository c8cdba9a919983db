/**
 * What PostgreSQL does for many rows in one statement where SQLite runs one per row: on a shared
 * journal each statement is a round trip to the server, most of the cost of a turn of the send loop
 * and of staging a file. The claim is one call of the claim function (claim-rows-function.ts).
 */
import { INVOICE_COLUMNS, type InvoiceRow } from '../invoice-row.js';
import { MAY_BE_THERE_SQL } from '../invoice-state.js';
import type { JournalDriver } from '../journal-driver.js';
import { CLAIM_ROWS_FUNCTION } from './claim-rows-function.js';
import type { BusinessKey, OutcomeRecord, SendStatements } from '../send-statements.js';
import { STAGE_COLUMNS, STAGE_ROW, stageValues, type StageInput, type StageStatements } from '../stage-statements.js';

/** The text a key is held by: every version of the tool sharing a journal must hold a key by the same text. */
const heldKeyText = (key: BusinessKey): string => `${key.targetIdentity}\u001f${key.payeeId}\u001f${key.invoiceNumber}`;

/** Rows per INSERT: 20 values each stays far below PostgreSQL's 65,535 parameters of one statement. */
const ROWS_PER_INSERT = 500;

type ManyRowStatements = Pick<
  SendStatements,
  'claimRows' | 'findKeyRowsOf' | 'recordSkipped' | 'sendingAmong' | 'unclaimRows' | 'recordOutcomes'
>;

export function oneRoundTripStatements(c: JournalDriver): ManyRowStatements & Pick<StageStatements, 'stageInvoices'> {
  return {
    async claimRows(rows, at) {
      // The keys are held by transaction-scoped advisory locks on their 64-bit hashes; "try" so that workers skip
      // what another holds instead of waiting. The keys' rows are read by the function's second statement, never by
      // the first: a statement sees the journal as it was when it began, so a read in the same statement could miss
      // the 'sending' row of a worker that committed and let the lock go in between, and post the invoice twice.
      if (rows.length === 0) return { held: [], marked: [] };
      const claimed = await c.row<{ held: boolean[]; marked: number[] }>(
        `SELECT held, marked FROM ${CLAIM_ROWS_FUNCTION}(?::text[], ?::int[], ?, ?)`,
        // The function's last argument, the force flag of an earlier rule, is no longer read.
        [rows.map(heldKeyText), rows.map((row) => row.id), at, 0],
      );
      if (!claimed) throw new Error("the journal's claim function gave no answer");
      return claimed;
    },
    async findKeyRowsOf(rows) {
      if (rows.length === 0) return [];
      // On a shared journal most of these are rows another worker is sending or has created, and one statement
      // each made the turns of three workers several times longer.
      const found = await c.rows<InvoiceRow & { forRow: number }>(
        `SELECT k.n::int AS forRow, r.* FROM unnest(?::text[], ?::text[], ?::text[], ?::int[]) WITH ORDINALITY AS k (t, p, num, ex, n)
         CROSS JOIN LATERAL (
           SELECT ${INVOICE_COLUMNS} FROM invoices
           WHERE target_identity = k.t AND payee_id = k.p AND invoice_number = k.num AND id <> k.ex
             AND ${MAY_BE_THERE_SQL}) AS r
         ORDER BY k.n, r.id`,
        [
          rows.map((row) => row.targetIdentity),
          rows.map((row) => row.payeeId),
          rows.map((row) => row.invoiceNumber),
          rows.map((row) => row.id),
        ],
      );
      const byRow: InvoiceRow[][] = rows.map(() => []);
      for (const { forRow, ...row } of found) byRow[forRow - 1]?.push(row);
      return byRow;
    },
    async recordSkipped(rows, at) {
      if (rows.length === 0) return [];
      const recorded = await c.rows<{ id: number }>(
        `UPDATE invoices AS i SET state = 'skipped', instance_id = v.instance_id, detail = v.detail, outcome_at = ?, updated_at = ?
         FROM unnest(?::int[], ?::text[], ?::text[]) AS v (id, instance_id, detail)
         WHERE i.id = v.id AND i.state = 'staged'
         RETURNING i.id`,
        [
          at,
          at,
          rows.map((row) => row.rowId),
          rows.map((row) => row.instanceId ?? null),
          rows.map((row) => row.detail),
        ],
      );
      return recorded.map((row) => row.id);
    },
    async sendingAmong(rowIds) {
      if (rowIds.length === 0) return [];
      const found = await c.rows<{ id: number }>(
        `SELECT id FROM invoices WHERE id = ANY(?::int[]) AND state = 'sending'`,
        [[...rowIds]],
      );
      return found.map((row) => Number(row.id));
    },
    async unclaimRows(rowIds, at) {
      if (rowIds.length === 0) return 0;
      return c.change(
        `UPDATE invoices SET state = 'staged', sending_at = NULL, updated_at = ? WHERE id = ANY(?::int[]) AND state = 'sending'`,
        [at, [...rowIds]],
      );
    },
    async recordOutcomes(records) {
      if (records.length === 0) return;
      const column = <T>(pick: (outcome: OutcomeRecord) => T) => records.map((r) => pick(r.outcome) ?? null);
      await c.change(
        `UPDATE invoices AS i SET state = v.state, instance_id = v.instance_id, http_status = v.http_status,
           e_retcode = v.e_retcode, e_message = v.e_message, detail = v.detail, attempts = i.attempts + v.attempts,
           outcome_at = v.at, updated_at = v.at
         FROM unnest(?::int[], ?::text[], ?::text[], ?::int[], ?::int[], ?::text[], ?::text[], ?::int[], ?::text[])
           AS v (id, state, instance_id, http_status, e_retcode, e_message, detail, attempts, at)
         WHERE i.id = v.id`,
        [
          records.map((r) => r.rowId),
          column((o) => o.state),
          column((o) => o.instanceId),
          column((o) => o.httpStatus),
          column((o) => o.eRetcode),
          column((o) => o.eMessage),
          column((o) => o.detail),
          column((o) => o.attempts),
          column((o) => o.at),
        ],
      );
    },
    async stageInvoices(inputs) {
      const ids: number[] = [];
      for (let start = 0; start < inputs.length; start += ROWS_PER_INSERT)
        ids.push(...(await stageMany(c, inputs.slice(start, start + ROWS_PER_INSERT))));
      return ids;
    },
  };
}

/** Ids come back in input order, matched by `seq`, since RETURNING promises no order. */
async function stageMany(c: JournalDriver, chunk: readonly StageInput[]): Promise<number[]> {
  const returned = await c.rows<{ id: number; seq: number }>(
    `INSERT INTO invoices (${STAGE_COLUMNS}) VALUES ${chunk.map(() => STAGE_ROW).join(', ')} RETURNING id, seq`,
    chunk.flatMap(stageValues),
  );
  const bySeq = new Map(returned.map((row) => [row.seq, row.id]));
  return chunk.map((input) => {
    const id = bySeq.get(input.seq);
    if (id === undefined) throw new Error(`staging returned no row id for invoice ${input.seq}`);
    return id;
  });
}
