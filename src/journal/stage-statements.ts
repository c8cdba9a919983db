/** Statements of the read pass: every invoice of a file is staged before anything is posted. */
import { CARRIED_COLUMNS, CARRIED_FIELDS, carriedValues, type CarriedValues } from './carried-fields.js';
import type { JournalDriver } from './journal-driver.js';
import { bodyOfSql, knownBodyValues, STAGED_BODY_SQL } from './known-body-sql.js';

/** With the carried fields of carried-fields.ts, for the results. */
export interface StageInput extends CarriedValues {
  runId: number;
  seq: number;
  targetIdentity: string;
  payeeId: string | undefined;
  invoiceNumber: string | undefined;
  invoiceId: string | undefined;
  currencyCode: string | undefined;
  invoiceAmount: string | undefined;
  lines: number;
  sourceFile: string;
  sheet: string | undefined;
  rows: string;
  firstRow: number;
  /** The exact request body; undefined for an invalid invoice, which is never posted. */
  payloadJson: string | undefined;
  payloadHash: string | undefined;
  at: string;
}

export interface ProblemInput {
  runId: number;
  invoiceRowId: number | undefined;
  file: string;
  sheet: string | undefined;
  row: number | undefined;
  column: string | undefined;
  field: string | undefined;
  value: string | undefined;
  message: string;
}

/** A staged invoice with what sending needs. */
export interface StagedInvoice {
  id: number;
  seq: number;
  targetIdentity: string;
  payeeId: string;
  invoiceNumber: string;
  invoiceId: string;
  payloadJson: string;
  payloadHash: string;
}

/** The largest row id the journal holds (ids are 32-bit INTEGER columns on PostgreSQL). */
export const LAST_ROW_ID = 2_147_483_647;

export interface StageStatements {
  /** Stages a valid invoice (`staged`) or records an invalid one (`invalid`); returns the row id. */
  stageInvoice(input: StageInput): Promise<number>;
  /**
   * Stages several invoices (as `stageInvoice` each); returns their row ids in the order given.
   * One statement per row here; PostgreSQL sends many rows per statement (postgres/one-round-trip-statements.ts),
   * SQLite runs them without a promise each (sqlite/stage-in-process.ts).
   */
  stageInvoices(inputs: readonly StageInput[]): Promise<number[]>;
  insertProblem(problem: ProblemInput): Promise<void>;
  /**
   * The next `limit` staged invoices of a run after row `afterId` (and up to row `untilId`, when
   * given), in file order: reading ahead stays bounded.
   */
  listStagedPage(runId: number, afterId: number, limit: number, untilId?: number): Promise<StagedInvoice[]>;
  /** The first and last row id of a run's staged invoices; undefined when none is staged. */
  stagedIdRange(runId: number): Promise<{ first: number; last: number } | undefined>;
  /** Forgets the invoices of a run that posted nothing (a later file of the same upload could not be read). */
  deleteRunInvoices(runId: number): Promise<number>;
  deleteRunProblems(runId: number): Promise<number>;
}

/** The columns a staged invoice is inserted with, in the order of `stageValues`; one text for both backends. */
export const STAGE_COLUMNS = `run_id, seq, target_identity, payee_id, invoice_number, invoice_id, currency_code, invoice_amount,
  lines, source_file, sheet, rows, first_row, payload_json, payload_hash, state, staged_at, updated_at, ${CARRIED_COLUMNS}`;

/** The place of payload_json in `STAGE_COLUMNS`: a copy of a created row's body is left out (known-body-sql.ts). */
const BODY_COLUMN = 13;

/** One row's placeholders for `STAGE_COLUMNS`; the INSERT of many rows repeats it. */
export const STAGE_ROW = `(${Array.from({ length: 18 + CARRIED_FIELDS.length }, (_, i) =>
  i === BODY_COLUMN ? STAGED_BODY_SQL : '?',
).join(', ')})`;

/** Stages one invoice. */
export const INSERT_STAGED_SQL = `INSERT INTO invoices (${STAGE_COLUMNS}) VALUES ${STAGE_ROW}`;

/** The values of one staged invoice, in the order of `STAGE_COLUMNS`: an invoice without a body is invalid. */
export function stageValues(input: StageInput): unknown[] {
  return [
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
    ...knownBodyValues(input),
    input.payloadHash ?? null,
    input.payloadJson === undefined ? 'invalid' : 'staged',
    input.at,
    input.at,
    ...carriedValues(input),
  ];
}

const INSERT_PROBLEM_SQL = `INSERT INTO problems (run_id, invoice_row_id, file, sheet, row, column_name, field, value, message)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`;

function problemValues(problem: ProblemInput): unknown[] {
  return [
    problem.runId,
    problem.invoiceRowId ?? null,
    problem.file,
    problem.sheet ?? null,
    problem.row ?? null,
    problem.column ?? null,
    problem.field ?? null,
    problem.value ?? null,
    problem.message,
  ];
}

export function stageStatements(d: JournalDriver): StageStatements {
  const stageInvoice = async (input: StageInput) =>
    (await d.row<{ id: number }>(`${INSERT_STAGED_SQL} RETURNING id`, stageValues(input)))!.id;
  return {
    stageInvoice,
    async stageInvoices(inputs) {
      const ids: number[] = [];
      for (const input of inputs) ids.push(await stageInvoice(input));
      return ids;
    },
    async insertProblem(problem) {
      await d.change(INSERT_PROBLEM_SQL, problemValues(problem));
    },
    async listStagedPage(runId, afterId, limit, untilId = LAST_ROW_ID) {
      return d.rows<StagedInvoice>(
        `SELECT id, seq, target_identity AS targetIdentity, payee_id AS payeeId, invoice_number AS invoiceNumber,
           invoice_id AS invoiceId, ${bodyOfSql('invoices')} AS payloadJson, payload_hash AS payloadHash
         FROM invoices WHERE run_id = ? AND state = 'staged' AND id > ? AND id <= ? ORDER BY id LIMIT ?`,
        [runId, afterId, untilId, limit],
      );
    },
    async stagedIdRange(runId) {
      const row = await d.row<{ first: number | null; last: number | null }>(
        `SELECT MIN(id) AS first, MAX(id) AS last FROM invoices WHERE run_id = ? AND state = 'staged'`,
        [runId],
      );
      if (row === undefined || row.first === null || row.last === null) return undefined;
      return { first: row.first, last: row.last };
    },
    async deleteRunInvoices(runId) {
      return d.change(`DELETE FROM invoices WHERE run_id = ? AND state IN ('staged', 'invalid')`, [runId]);
    },
    async deleteRunProblems(runId) {
      return d.change('DELETE FROM problems WHERE run_id = ?', [runId]);
    },
  };
}
