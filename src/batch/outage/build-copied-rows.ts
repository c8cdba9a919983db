/**
 * The rows of an upload's in-memory copy of its runs, built from what a statement wrote: the run as
 * inserted, an invoice as staged, a problem, and the columns an outcome sets.
 */
import type { ProblemRow, ResultRow } from '../../journal/report-rows.js';
import type { RunRow } from '../../journal/run-row.js';
import type { NewRun } from '../../journal/run-statements.js';
import type { OutcomeRecord } from '../../journal/send-statements.js';
import type { ProblemInput, StageInput } from '../../journal/stage-statements.js';
import { CARRIED_FIELDS, type CarriedRow } from '../../journal/carried-fields.js';

/** The results columns an outcome sets; those it does not name are as they were. */
export function recordedColumns(outcome: Partial<OutcomeRecord>): Partial<ResultRow> {
  const columns: Partial<ResultRow> = {};
  if (outcome.state !== undefined) columns.state = outcome.state;
  if (outcome.instanceId !== undefined) columns.instanceId = outcome.instanceId;
  if (outcome.httpStatus !== undefined) columns.httpStatus = outcome.httpStatus;
  if (outcome.eRetcode !== undefined) columns.eRetcode = outcome.eRetcode;
  if (outcome.eMessage !== undefined) columns.eMessage = outcome.eMessage;
  if (outcome.detail !== undefined) columns.detail = outcome.detail;
  if (outcome.attempts !== undefined) columns.attempts = outcome.attempts;
  return columns;
}

/**
 * A staged invoice's results row: an invoice without a body is invalid (stageValues). One literal,
 * the carried values set on it after: on Node 20 (V8 11.3) an object spread followed by more
 * properties (`{ ...carried, id }`) gets a hidden class of its own, kept with the row for the whole
 * upload (14 MB of the heap at 20,000 invoices, where these rows share one).
 */
export function stagedRow(input: StageInput, id: number): ResultRow {
  const row = {
    id,
    sourceFile: input.sourceFile,
    sheet: input.sheet ?? null,
    rows: input.rows,
    invoiceId: input.invoiceId ?? null,
    invoiceNumber: input.invoiceNumber ?? null,
    payeeId: input.payeeId ?? null,
    currencyCode: input.currencyCode ?? null,
    invoiceAmount: input.invoiceAmount ?? null,
    state: input.payloadJson === undefined ? 'invalid' : 'staged',
    httpStatus: null,
    eRetcode: null,
    instanceId: null,
    eMessage: null,
    detail: null,
    attempts: 0,
    lines: input.lines,
    // Set as sending begins, when the journal is asked (copy-run-writes.ts).
    createdEarlier: 0,
    earlierInstanceId: null,
    earlierRunId: null,
    earlierDetail: null,
  } as ResultRow;
  const carried: CarriedRow = row;
  for (const field of CARRIED_FIELDS) carried[field.name] = input[field.name] ?? null;
  return row;
}

export function problemRow(problem: ProblemInput, id: number, row: ResultRow | undefined): ProblemRow {
  return {
    id,
    runId: problem.runId,
    invoiceRowId: problem.invoiceRowId ?? null,
    invoiceId: row?.invoiceId ?? null,
    file: problem.file,
    sheet: problem.sheet ?? null,
    row: problem.row ?? null,
    column: problem.column ?? null,
    field: problem.field ?? null,
    value: problem.value ?? null,
    message: problem.message,
  };
}

export function newRunRow(run: NewRun, id: number): RunRow {
  return {
    ...run,
    id,
    options: JSON.stringify(run.options),
    status: 'reading',
    heartbeatAt: run.startedAt,
    finishedAt: null,
    resultsFile: null,
    note: null,
    leftOut: null,
    osUser: null,
    keySource: null,
    keyFingerprint: null,
    mappingSha256: null,
    invoices: 0,
    created: 0,
    skipped: 0,
    invalid: 0,
    rejected: 0,
    failed: 0,
    notSent: 0,
    heldDiffers: 0,
    notCreated: 0,
    alreadyCreated: 0,
    inDoubt: 0,
  };
}
