/**
 * A copy, in memory, of what an upload wrote of its runs' rows: each run as recorded, each
 * invoice as staged (its results columns, not its request body), the outcomes recorded since, and
 * the problems of the invalid ones. Should the journal become unreachable, the results workbook is
 * written from this copy, as the journal held it at its last commit. A transaction's writes enter
 * the copy only once it commits; what the journal did not take is not in it.
 */
import type { Journal, JournalStatements } from '../../journal/journal.js';
import type { ProblemRow, ResultRow } from '../../journal/report-rows.js';
import type { RunRow } from '../../journal/run-row.js';
import type { OutcomeRecord } from '../../journal/send-statements.js';
import type { StageInput } from '../../journal/stage-statements.js';
import { leftOutToText } from '../../journal/run-left-out.js';
import { newRunRow, problemRow, recordedColumns, stagedRow } from './build-copied-rows.js';

export interface RunCopy {
  run: RunRow;
  /** The run's invoices by row id, in the order staged (the journal's id order). */
  rows: Map<number, ResultRow>;
  problems: ProblemRow[];
  /** Sending began: its outcomes are worth a workbook should the journal go. */
  sending: boolean;
  /** Its results workbook, written whether or not the journal then took its name: a run's workbook is written once. */
  resultsFile?: string | undefined;
}

/** No rows marked as created earlier: the read was not made, or failed. */
const NOT_ASKED: Awaited<ReturnType<JournalStatements['lists']['listCreatedEarlierRows']>> = [];

/** The upload's runs by id. */
export type RunCopies = Map<number, RunCopy>;

/** `journal`, whose committed writes of run rows are also kept in `copies`. */
export function copyRunWrites(journal: Journal): { journal: Journal; copies: RunCopies } {
  const copies: RunCopies = new Map();
  const now = (apply: () => void) => apply();
  return {
    copies,
    journal: {
      ...journal,
      ...copying(journal, copies, now),
      async transaction(fn, options) {
        // One list per attempt: a repeatable transaction run again after a cut that left nothing committed
        // starts it over, so the writes of the attempt the server rolled back never enter the copy.
        let committed: (() => void)[] = [];
        const value = await journal.transaction((tx) => {
          const attempt: (() => void)[] = [];
          committed = attempt;
          return fn(copying(tx, copies, (apply) => attempt.push(apply)));
        }, options);
        for (const apply of committed) apply();
        return value;
      },
    },
  };
}

/** The statements of `tx`, those that write run rows also noting the change, applied by `note`. */
function copying(tx: JournalStatements, copies: RunCopies, note: (apply: () => void) => void): JournalStatements {
  const rowOf = (rowId: number) => {
    for (const copy of copies.values()) {
      const row = copy.rows.get(rowId);
      if (row) return row;
    }
    return undefined;
  };
  const record = (rowId: number, outcome: Partial<OutcomeRecord>) => {
    const row = rowOf(rowId);
    if (row) Object.assign(row, recordedColumns(outcome));
  };
  const staged = (inputs: readonly StageInput[], ids: readonly number[]) =>
    inputs.forEach((input, index) => {
      const id = ids[index];
      if (id !== undefined) copies.get(input.runId)?.rows.set(id, stagedRow(input, id));
    });
  return {
    ...tx,
    runs: {
      ...tx.runs,
      async insertRun(run) {
        const id = await tx.runs.insertRun(run);
        note(() => copies.set(id, { run: newRunRow(run, id), rows: new Map(), problems: [], sending: false }));
        return id;
      },
      async setRunResultsFile(runId, file) {
        // Noted before the record is tried: the workbook is there whatever the journal answers.
        const copy = copies.get(runId);
        if (copy) copy.resultsFile = file;
        await tx.runs.setRunResultsFile(runId, file);
      },
      async setRunOsUser(runId, osUser) {
        await tx.runs.setRunOsUser(runId, osUser);
        note(() => {
          const copy = copies.get(runId);
          if (copy) copy.run.osUser = osUser;
        });
      },
      async setRunKey(runId, keySource, keyFingerprint) {
        await tx.runs.setRunKey(runId, keySource, keyFingerprint);
        note(() => {
          const copy = copies.get(runId);
          if (copy) Object.assign(copy.run, { keySource, keyFingerprint });
        });
      },
      async setRunMappingSha256(runId, mappingSha256) {
        await tx.runs.setRunMappingSha256(runId, mappingSha256);
        note(() => {
          const copy = copies.get(runId);
          if (copy) copy.run.mappingSha256 = mappingSha256;
        });
      },
      async setRunLeftOut(runId, leftOut) {
        await tx.runs.setRunLeftOut(runId, leftOut);
        note(() => {
          const copy = copies.get(runId);
          if (copy) copy.run.leftOut = leftOutToText(leftOut);
        });
      },
      async setRunStatus(runId, status, at) {
        // Asked while the journal answers, so the copy totals and names these as the journal does; asked
        // before the run is marked sending and never at its cost: a failed read leaves them not asked
        // (counted and worded as any invalid row), and the run goes on to send and have its copy.
        const earlier =
          status === 'sending' ? await tx.lists.listCreatedEarlierRows(runId).catch(() => NOT_ASKED) : NOT_ASKED;
        await tx.runs.setRunStatus(runId, status, at);
        note(() => {
          const copy = copies.get(runId);
          if (!copy || status !== 'sending') return;
          copy.sending = true;
          for (const { id, earlierInstanceId, earlierRunId, earlierDetail } of earlier) {
            const row = copy.rows.get(id);
            if (row) Object.assign(row, { createdEarlier: 1, earlierInstanceId, earlierRunId, earlierDetail });
          }
        });
      },
    },
    stage: {
      ...tx.stage,
      async stageInvoice(input) {
        const id = await tx.stage.stageInvoice(input);
        note(() => staged([input], [id]));
        return id;
      },
      async stageInvoices(inputs) {
        const ids = await tx.stage.stageInvoices(inputs);
        note(() => staged(inputs, ids));
        return ids;
      },
      async insertProblem(problem) {
        await tx.stage.insertProblem(problem);
        note(() => {
          const copy = copies.get(problem.runId);
          copy?.problems.push(problemRow(problem, copy.problems.length + 1, rowOf(problem.invoiceRowId ?? 0)));
        });
      },
      async deleteRunInvoices(runId) {
        const deleted = await tx.stage.deleteRunInvoices(runId);
        note(() => copies.get(runId)?.rows.clear());
        return deleted;
      },
      async deleteRunProblems(runId) {
        const deleted = await tx.stage.deleteRunProblems(runId);
        note(() => copies.get(runId)?.problems.splice(0));
        return deleted;
      },
    },
    send: {
      ...tx.send,
      async recordOutcome(rowId, outcome) {
        await tx.send.recordOutcome(rowId, outcome);
        note(() => record(rowId, outcome));
      },
      async recordOutcomes(records) {
        await tx.send.recordOutcomes(records);
        note(() => records.forEach(({ rowId, outcome }) => record(rowId, outcome)));
      },
      async recordSkipped(rows, at) {
        const ids = new Set(await tx.send.recordSkipped(rows, at));
        note(() =>
          rows.filter((row) => ids.has(row.rowId)).forEach((row) => record(row.rowId, { ...row, state: 'skipped' })),
        );
        return [...ids];
      },
      async recordHeld(rows, at) {
        const ids = new Set(await tx.send.recordHeld(rows, at));
        note(() =>
          rows
            .filter((row) => ids.has(row.rowId))
            .forEach((row) => record(row.rowId, { ...row, state: row.inDoubt ? 'in-doubt' : 'failed', attempts: 0 })),
        );
        return [...ids];
      },
      async failStagedInvoices(runId, detail, at) {
        const failed = await tx.send.failStagedInvoices(runId, detail, at);
        note(() => {
          for (const row of copies.get(runId)?.rows.values() ?? [])
            if (row.state === 'staged') Object.assign(row, { state: 'failed', attempts: 0, detail });
        });
        return failed;
      },
    },
  };
}
