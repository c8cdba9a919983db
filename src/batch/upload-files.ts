/**
 * The upload: read and stage every file (one run each), then post the staged invoices exactly once,
 * then write each run's results from the journal. Nothing is posted when a file cannot be read, or
 * when any invoice is invalid and `partial` is off.
 */
import { basename, resolve } from 'node:path';
import type { ApiTarget } from '../finance-api/api-target.js';
import { describeTarget } from '../finance-api/api-target.js';
import type { CreateOutcome } from '../finance-api/call-outcome.js';
import { createInvoice } from '../finance-api/create-invoice.js';
import type { Invoice } from '../invoice/invoice-schema.js';
import type { MappedInvoice } from '../mapping/mapped-invoice.js';
import type { Journal } from '../journal/open-journal.js';
import { asJournalError } from '../journal/journal-error.js';
import { failStagedInvoices } from '../journal/send-statements.js';
import { deleteRunInvoices, deleteRunProblems } from '../journal/stage-statements.js';
import { finishRun, insertRun, setRunResultsFile, setRunStatus, touchRun } from '../journal/run-statements.js';
import { resultsFileName } from '../report/results-file-name.js';
import { writeResultsWorkbook } from '../report/write-results-workbook.js';
import { writeResultsCsv } from '../report/write-results-csv.js';
import type { DuplicateRules } from './interpret-create-outcome.js';
import { hashFile } from './hash-file.js';
import { recoverInterruptedRuns, type RecoveredRun } from './recover-interrupted-runs.js';
import { sendStagedInvoices } from './send-staged-invoices.js';
import { stageInvoices, type StageCounts } from './stage-invoices.js';
import { summarizeRun, type RunSummary } from './summarize-run.js';
import { thisProcess } from './this-process.js';
import { emptyCounts, type UploadProgress } from './upload-progress.js';

export interface UploadSource {
  /** Path of the file. */
  path: string;
  /** Reads the file through the mapping; throws InputFileError or ConfigError for a file-level problem. */
  read(): AsyncIterable<MappedInvoice>;
}

export interface UploadOptions {
  target: ApiTarget;
  sources: readonly UploadSource[];
  /** Mapping file, recorded with each run. */
  mapping: string;
  /** Requests in flight at most. @default 4 */
  concurrency?: number | undefined;
  /** Requests per second at most. @default unlimited */
  rate?: number | undefined;
  /** Post the valid invoices even when some are invalid. @default false */
  partial?: boolean | undefined;
  /** Post invoices whose key was already created. @default false */
  force?: boolean | undefined;
  /** Re-post in-doubt invoices (only with `rejectsDuplicates`). @default false */
  retryInDoubt?: boolean | undefined;
  /** The back-end refuses a second (PayeeId, Invoice_Number). @default false */
  rejectsDuplicates?: boolean | undefined;
  duplicates: DuplicateRules;
  /** Folder of the results files. */
  outDir: string;
  /** @default 'xlsx' */
  results?: 'xlsx' | 'csv' | undefined;
  /** Aborted (Ctrl-C, SIGTERM): take no new invoice, wait for answers in flight, write the results. */
  signal?: AbortSignal | undefined;
  /** How long a stop waits for answers in flight, ms. @default target.timeoutMs + 2000 */
  stopGraceMs?: number | undefined;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  /** Sends one invoice. @default createInvoice against `target` */
  send?: ((invoice: Invoice, signal: AbortSignal) => Promise<CreateOutcome>) | undefined;
}

export interface RunReport extends RunSummary {
  /** Path of the results workbook (or CSV). */
  resultsFile: string;
}

export interface UploadReport {
  runs: RunReport[];
  /** Runs of dead processes settled before this upload began. */
  recovered: RecoveredRun[];
  /** Nothing was posted: invalid invoices and no `partial`. */
  heldForInvalid: boolean;
  /** A signal stopped the upload before every invoice was sent. */
  stopped: boolean;
}

interface StagedRun {
  runId: number;
  file: string;
  counts: StageCounts;
}

const HEARTBEAT_MS = 10_000;

export async function uploadFiles(journal: Journal, options: UploadOptions): Promise<UploadReport> {
  try {
    return await upload(journal, options);
  } catch (error) {
    throw asJournalError(error, journal.file, 'cannot write the journal');
  }
}

async function upload(journal: Journal, options: UploadOptions): Promise<UploadReport> {
  const recovered = recoverInterruptedRuns(journal);
  const active = new Set<number>();
  const heartbeat = setInterval(() => {
    for (const runId of active) touchRun(journal, runId, new Date().toISOString());
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const staged = await readAll(journal, options, active);
    const invalid = staged.reduce((sum, run) => sum + run.counts.invalid, 0);
    const heldForInvalid = invalid > 0 && !options.partial;
    const readWhole = staged.length === options.sources.length && staged.every((run) => !run.counts.stopped);
    const stopped = (await sendAll(journal, options, staged, heldForInvalid)) || !readWhole;
    const runs: RunReport[] = [];
    for (const run of staged) {
      finishRun(journal, run.runId, stopped ? 'stopped' : 'finished', new Date().toISOString(), heldForInvalid ? 'nothing posted: invalid invoices' : undefined);
      active.delete(run.runId);
      const summary = summarizeRun(journal, run.runId, { heldForInvalid, stopped });
      const format = options.results ?? 'xlsx';
      const resultsFile = resultsFileName(options.outDir, run.file, new Date(summary.run.startedAt), format);
      if (format === 'csv') await writeResultsCsv(journal, run.runId, resultsFile);
      else await writeResultsWorkbook(journal, summary, resultsFile);
      setRunResultsFile(journal, run.runId, resultsFile);
      runs.push({ ...summary, run: { ...summary.run, resultsFile }, resultsFile });
    }
    return { runs, recovered, heldForInvalid, stopped };
  } finally {
    clearInterval(heartbeat);
  }
}

/** The read pass over every file; a file that cannot be read discards the runs staged so far. */
async function readAll(journal: Journal, options: UploadOptions, active: Set<number>): Promise<StagedRun[]> {
  const staged: StagedRun[] = [];
  const self = thisProcess();
  try {
    for (const source of options.sources) {
      if (options.signal?.aborted) break;
      const file = basename(source.path);
      const sha256 = await hashFile(source.path);
      const startedAt = new Date();
      const runId = insertRun(journal, {
        sourceFile: file,
        sourcePath: resolve(source.path),
        sourceSha256: sha256,
        mapping: options.mapping,
        targetIdentity: options.target.identity,
        targetDescription: describeTarget(options.target),
        sandbox: options.target.sandbox,
        options: runFlags(options),
        host: self.host,
        pid: self.pid,
        processToken: self.token,
        startedAt: startedAt.toISOString(),
      });
      active.add(runId);
      staged.push({ runId, file, counts: { invoices: 0, valid: 0, invalid: 0 } });
      const counts = await stageInvoices(journal, source.read(), {
        runId,
        targetIdentity: options.target.identity,
        signal: options.signal,
        onBatch: (so) => options.onProgress?.({ phase: 'reading', file, total: so.invoices, done: 0, counts: { ...emptyCounts(), invalid: so.invalid }, startedAt: startedAt.getTime() }),
      });
      (staged[staged.length - 1] as StagedRun).counts = counts;
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const at = new Date().toISOString();
    for (const run of staged) {
      journal.transaction(() => {
        deleteRunProblems(journal, run.runId);
        deleteRunInvoices(journal, run.runId);
        finishRun(journal, run.runId, 'discarded', at, `nothing posted: ${reason}`);
      });
      active.delete(run.runId);
    }
    throw error;
  }
  return staged;
}

/** Posts run after run; returns true when a signal stopped it. */
async function sendAll(journal: Journal, options: UploadOptions, staged: StagedRun[], heldForInvalid: boolean): Promise<boolean> {
  let stopped = false;
  const target = options.target;
  const send = options.send ?? ((invoice: Invoice, signal: AbortSignal) => createInvoice(target, invoice, { signal }));
  for (const run of staged) {
    const at = () => new Date().toISOString();
    if (heldForInvalid) {
      failStagedInvoices(journal, run.runId, 'not sent: the upload has invalid invoices, so nothing was posted; fix them, or upload with --partial', at());
      continue;
    }
    if (stopped || options.signal?.aborted) {
      stopped = true;
      failStagedInvoices(journal, run.runId, 'not sent: the run was stopped; safe to post again', at());
      continue;
    }
    setRunStatus(journal, run.runId, 'sending', at());
    const counts = { ...emptyCounts(), invalid: run.counts.invalid };
    const startedAt = Date.now();
    const report = () => options.onProgress?.({ phase: 'sending', file: run.file, total: run.counts.valid, done: counts.created + counts.skipped + counts.rejected + counts.failed + counts['in-doubt'], counts, startedAt });
    report();
    const result = await sendStagedInvoices(journal, {
      runId: run.runId,
      concurrency: options.concurrency ?? 4,
      ratePerSecond: options.rate,
      plan: { force: Boolean(options.force), retryInDoubt: Boolean(options.retryInDoubt), rejectsDuplicates: Boolean(options.rejectsDuplicates) },
      duplicates: options.duplicates,
      send,
      signal: options.signal,
      stopGraceMs: options.stopGraceMs ?? target.timeoutMs + 2000,
      onOutcome: (outcome) => {
        counts[outcome] += 1;
        report();
      },
    });
    if (result.stopped || options.signal?.aborted) {
      const left = failStagedInvoices(journal, run.runId, 'not sent: the run was stopped; safe to post again', at());
      stopped = stopped || result.stopped || left > 0;
    }
  }
  return stopped;
}

function runFlags(options: UploadOptions): Record<string, unknown> {
  return {
    concurrency: options.concurrency ?? 4,
    rate: options.rate ?? null,
    partial: Boolean(options.partial),
    force: Boolean(options.force),
    retryInDoubt: Boolean(options.retryInDoubt),
  };
}
