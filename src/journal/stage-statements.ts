/** Statements of the read pass: every invoice of a file is staged before anything is posted. */
import type { Journal } from './open-journal.js';

export interface StageInput {
  runId: number;
  seq: number;
  targetIdentity: string;
  payeeId: string | undefined;
  invoiceNumber: string | undefined;
  invoiceId: string | undefined;
  currencyCode: string | undefined;
  invoiceAmount: string | undefined;
  /** YYYYMMDD as mapped, for the results. */
  invoiceDate: string | undefined;
  /** The vendor's name, for the results. */
  vendorName: string | undefined;
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

/** Stages a valid invoice (`staged`) or records an invalid one (`invalid`); returns the row id. */
export function stageInvoice(journal: Journal, input: StageInput): number {
  const result = journal
    .statement(
      `INSERT INTO invoices (run_id, seq, target_identity, payee_id, invoice_number, invoice_id, currency_code,
         invoice_amount, lines, source_file, sheet, rows, first_row, payload_json, payload_hash, state,
         staged_at, updated_at, invoice_date, vendor_name)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
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
    );
  return Number(result.lastInsertRowid);
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

export function insertProblem(journal: Journal, problem: ProblemInput): void {
  journal
    .statement(
      `INSERT INTO problems (run_id, invoice_row_id, file, sheet, row, column_name, field, value, message)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      problem.runId,
      problem.invoiceRowId ?? null,
      problem.file,
      problem.sheet ?? null,
      problem.row ?? null,
      problem.column ?? null,
      problem.field ?? null,
      problem.value ?? null,
      problem.message,
    );
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

/** The next `limit` staged invoices of a run after row `afterId`, in file order: reading ahead stays bounded. */
export function listStagedPage(journal: Journal, runId: number, afterId: number, limit: number): StagedInvoice[] {
  return journal
    .statement(
      `SELECT id, seq, target_identity AS targetIdentity, payee_id AS payeeId, invoice_number AS invoiceNumber,
         invoice_id AS invoiceId, payload_json AS payloadJson, payload_hash AS payloadHash
       FROM invoices WHERE run_id = ? AND state = 'staged' AND id > ? ORDER BY id LIMIT ?`,
    )
    .all(runId, afterId, limit) as StagedInvoice[];
}

/** Forgets the invoices of a run that posted nothing (a later file of the same upload could not be read). */
export function deleteRunInvoices(journal: Journal, runId: number): number {
  return journal.statement(`DELETE FROM invoices WHERE run_id = ? AND state IN ('staged', 'invalid')`).run(runId)
    .changes;
}

export function deleteRunProblems(journal: Journal, runId: number): number {
  return journal.statement('DELETE FROM problems WHERE run_id = ?').run(runId).changes;
}
