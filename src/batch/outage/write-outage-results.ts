/**
 * The results workbook of a run whose journal could not be reached at its end, written from the
 * upload's copy of the run (copy-run-writes.ts): the rows recorded before the outage as the journal
 * holds them, each invoice whose answer came in but could not be recorded with that answer's
 * outcome and a Message saying so, the rest not sent; the Summary says the journal was unreachable
 * and what to run. A workbook that cannot be written either (the output folder gone) is said so.
 */
import type { UnrecordedAnswer } from '../../errors.js';
import { displayKey } from '../../journal/invoice-row.js';
import {
  isAlreadyCreated,
  isHeldDiffers,
  isNeverSent,
  isResolvedNotCreated,
  type InvoiceState,
} from '../../journal/invoice-state.js';
import { listRunExceptions } from '../../journal/list-run-exceptions.js';
import type { ProblemRow, ResultRow } from '../../journal/report-rows.js';
import type { RunCounts } from '../../journal/run-row.js';
import { leftOutFromText } from '../../journal/run-left-out.js';
import { totalRunAmounts } from '../../journal/summarize-run.js';
import type { DateStyle } from '../../report/date-style.js';
import {
  journalUnreachedText,
  NOT_SENT_JOURNAL_UNREACHED,
  NOT_YET_IN_JOURNAL,
} from '../../report/describe-journal-outage.js';
import { resultsFileName } from '../../report/results-file-name.js';
import type { ResultsSummary } from '../../report/results/summary-row.js';
import type { ResultsSource } from '../../report/results/results-source.js';
import { writeResultsWorkbook } from '../../report/results/write-results-workbook.js';
import type { RunCopies, RunCopy } from './copy-run-writes.js';

export interface OutageResultsOptions {
  /** The journal as users name it (a URL without its password). */
  location: string;
  unrecorded: readonly UnrecordedAnswer[];
  /** The command that records the unrecorded answers, or undefined when they could not be saved. */
  record: string | undefined;
  outDir: string;
  dateStyle?: DateStyle | undefined;
}

/**
 * Per run whose sending began: the workbook written, or why it could not be; `written`: its own
 * results workbook, complete, was written before the journal failed to record it (none is written again).
 */
export type OutageResults =
  { runId: number; file: string } | { runId: number; written: string } | { runId: number; problem: string };

export async function writeOutageResults(copies: RunCopies, options: OutageResultsOptions): Promise<OutageResults[]> {
  const written: OutageResults[] = [];
  for (const copy of copies.values()) {
    if (!copy.sending) continue;
    const runId = copy.run.id;
    if (copy.resultsFile !== undefined) {
      written.push({ runId, written: copy.resultsFile });
      continue;
    }
    const answers = options.unrecorded.filter((answer) => answer.runId === runId);
    const rows = withAnswers([...copy.rows.values()], answers);
    const source = copySource(rows, copy.problems);
    const name = resultsFileName(options.outDir, copy.run.sourceFile, new Date(copy.run.startedAt), 'xlsx');
    try {
      const summary = await summarizeCopy(
        copy,
        rows,
        source,
        journalUnreachedText(options.location, answers.length, options.record),
      );
      written.push({ runId, file: await writeResultsWorkbook(source, summary, name, undefined, options.dateStyle) });
    } catch (error) {
      written.push({ runId, problem: error instanceof Error ? error.message : String(error) });
    }
  }
  return written;
}

/**
 * What `resolve --from` will record of an answer (resolve-unrecorded-answers.ts): created with its
 * instance, rejected, not created (failed, or not sent when its request never left); an answer
 * that did not say stays in doubt.
 */
function stateOfAnswer(answer: UnrecordedAnswer): Pick<ResultRow, 'state' | 'attempts'> {
  switch (answer.outcome) {
    case 'created':
      return { state: 'created', attempts: 1 };
    case 'rejected':
      return { state: 'rejected', attempts: 1 };
    case 'http-error':
      return { state: 'failed', attempts: 1 };
    case 'not-sent':
      return { state: 'failed', attempts: 0 };
    default:
      return { state: 'in-doubt', attempts: 1 };
  }
}

/** A row no answer settles: one still staged was never sent, and its Message says why. */
const withoutAnswer = (row: ResultRow): ResultRow =>
  row.state === 'staged' && !row.detail ? { ...row, detail: NOT_SENT_JOURNAL_UNREACHED } : row;

/** The rows with each unrecorded answer on the row it answers: the one of its key the journal left unsettled. */
function withAnswers(rows: readonly ResultRow[], answers: readonly UnrecordedAnswer[]): ResultRow[] {
  const open = new Set<InvoiceState>(['staged', 'sending']);
  const byKey = new Map(answers.map((answer) => [`${answer.payeeId}\u0000${answer.invoiceNumber}`, answer]));
  return rows.map((row) => {
    const answer = byKey.get(`${row.payeeId}\u0000${row.invoiceNumber}`);
    if (!answer || !open.has(row.state) || answer.invoiceId !== row.invoiceId) return withoutAnswer(row);
    byKey.delete(`${row.payeeId}\u0000${row.invoiceNumber}`);
    return {
      ...row,
      ...stateOfAnswer(answer),
      instanceId: answer.instanceId ?? null,
      eMessage: null,
      detail: `${answer.detail} | ${NOT_YET_IN_JOURNAL}`,
    };
  });
}

/** The copy's rows and problems as the results workbook pages through them. */
function copySource(rows: readonly ResultRow[], problems: readonly ProblemRow[]): ResultsSource {
  const page = <T extends { id: number }>(items: readonly T[], after: number, limit: number) => {
    const from = items.findIndex((item) => item.id > after);
    return from < 0 ? [] : items.slice(from, from + limit);
  };
  return {
    lists: {
      listRunResultsPage: async (_runId, after, limit) => page(rows, after, limit),
      listRunProblemsPage: async (_runId, after, limit) => page(problems, after, limit),
    },
  };
}

async function summarizeCopy(
  copy: RunCopy,
  rows: readonly ResultRow[],
  source: ResultsSource,
  outage: string,
): Promise<ResultsSummary> {
  const counts: RunCounts = {
    invoices: rows.length,
    created: 0,
    skipped: 0,
    invalid: 0,
    rejected: 0,
    failed: 0,
    inDoubt: 0,
  };
  let notSent = 0;
  let notCreated = 0;
  let alreadyCreated = 0;
  for (const row of rows) {
    // A row still staged was never sent: "not sent", counted with failed as the journal counts it.
    const state = row.state === 'staged' ? 'failed' : row.state === 'sending' ? 'in-doubt' : row.state;
    if (state === 'in-doubt') counts.inDoubt += 1;
    else counts[state] += 1;
    if (isNeverSent({ ...row, state })) notSent += 1;
    if (isResolvedNotCreated({ ...row, state })) notCreated += 1;
    if (isAlreadyCreated({ ...row, state })) alreadyCreated += 1;
  }
  const { notSent: notSentGroups, ...exceptions } = await listRunExceptions(source, copy.run.id);
  const { conflicts } = exceptions;
  const finishedAt = new Date().toISOString();
  const inDoubt = rows.filter((row) => row.state === 'in-doubt' || row.state === 'sending');
  return {
    run: {
      ...copy.run,
      ...counts,
      notSent,
      heldDiffers: conflicts.count,
      notCreated,
      alreadyCreated,
      status: 'stopped',
      finishedAt,
    },
    counts,
    ...(await totalRunAmounts(async (visit) => {
      for (const row of rows)
        visit(
          row.currencyCode,
          row.invoiceAmount,
          row.state,
          isResolvedNotCreated(row),
          isAlreadyCreated(row),
          isHeldDiffers(row),
          Boolean(row.createdEarlier),
        );
    }, conflicts.amounts)),
    inDoubtExamples: inDoubt.slice(0, 10).map((row) => `${row.invoiceId ?? '?'} (${displayKey(row)})`),
    ...exceptions,
    notSentGroups,
    notSent,
    notCreated,
    alreadyCreated,
    heldForInvalid: false,
    stopped: true,
    halted: 'the journal could not be reached',
    durationMs: Date.parse(finishedAt) - Date.parse(copy.run.startedAt),
    leftOut: leftOutFromText(copy.run.leftOut, copy.run.id),
    outage,
  };
}
