/** The one JSON object `upload --json` prints. Pure. */
import { addAmounts } from '../invoice/decimal-amount.js';
import type { UploadReport } from '../batch/upload-files.js';
import type { RunCounts } from '../journal/run-row.js';
import { describeReadStop } from '../journal/describe-read-stop.js';
import type { RunSummary, RunTotal } from '../journal/summarize-run.js';
import { EXIT_NO_INVOICES, EXIT_UNAVAILABLE, unavailableExitCode } from '../errors.js';
import { addSplits } from '../invoice/split-by-sign.js';
import { mergeRejectionReasons, type FailureGroup, type RejectionGroup } from '../journal/list-run-exceptions.js';
import { rejectedNext } from '../report/outcome-words.js';
import type { InDoubtKey } from '../batch/list-in-doubt-keys.js';
import type { Problem } from '../mapping/mapped-invoice.js';
import { annotationWarnings } from './annotation-warnings.js';
import { runHoldsNoInvoices, runRowsAllLeftOut } from '../batch/every-row-left-out.js';

/** One uploaded file as `upload --json` names it. */
export interface UploadedFileJson {
  /** The journal's run id: `invoice-batch journal --run ID`. */
  runId: number;
  /** The file's name as given. */
  file: string;
  /** Its absolute path. */
  path: string;
  /** SHA-256 of its bytes, `sha256:` and 64 hex digits. */
  checksum: string;
  /** How the run ended in the journal: `finished`, `stopped`, `discarded`, ... */
  status: string;
  /** Rows were read and the mapping's rules left out every one: no invoice, and exit 3 (skippedRows names the rules). */
  everyRowLeftOut: boolean;
}

export interface UploadJson extends RunCounts {
  /**
   * The invoices the finance system already held (a first post refused as a duplicate naming an
   * instance): "already created", as the terminal and the Summary count them. Not in `created`,
   * which counts the invoices this upload created, so that the counts add up to `invoices`.
   */
  alreadyCreated: number;
  /** Profile and base URL; says so plainly when it is the local sandbox. */
  target: string;
  /** Path of the results workbook; a list when several files were uploaded; null for one not written. */
  results: string | (string | null)[] | null;
  /** Why a results file could not be written (the outcomes are in the journal); a list when several were not. */
  resultsProblem?: string | string[];
  /** Per currency: every invoice read and the parts it splits into, as the Summary sheet's columns; exact amount strings. */
  totals: Record<string, RunTotal>;
  /** Invoices in no total: their amount or currency was missing or could not be read. */
  untotalled: number;
  /** Why the upload stopped by itself before sending every invoice (API key refused, API unreachable); null otherwise. */
  halted: string | null;
  /** Paths of the annotated copies of the sources, with `--annotate`. */
  annotated?: string | string[];
  /**
   * With `--annotate`: each cell or note the annotated copies show `***` in (the API key or the
   * URL's password) that no problem tells, by file, sheet, row and column; the secret is never quoted.
   */
  warnings?: Problem[];
  /** Throttled answers (429, a gateway's own refusal), each sent again after the wait. */
  throttled: number;
  /** With `--concurrency auto`: the concurrency settled on (the lowest of the files); null otherwise. */
  concurrency: number | null;
  /** Pauses for gateway failures, and seconds paused in all. */
  pauses: number;
  pausedSeconds: number;
  /**
   * Of `failed`: the invoices never handed to the finance system, held back by invalid ones or a
   * stop ("not sent" in the results and on the terminal). `failed` keeps counting them, as the
   * journal does, so that the counts still add up to `invoices`.
   */
  notSent: number;
  /** The failed invoices that were tried (`failed` less `notSent`) by reason, the most frequent first. */
  failures: FailureGroup[];
  /** Rejected invoices by reason, and what happens to them next; `reasons` is empty when none was rejected. */
  rejections: { reasons: RejectionGroup[]; next: string | null };
  /**
   * Of `skipped`: invoices not posted because a different invoice with the same PayeeId and Invoice_Number was
   * created earlier, or (`otherPayee` of them) one with the same number, date, amount and currency was created,
   * is in doubt, or is still being sent for another PayeeId, or (`sameInvoiceId` of them) one with the same
   * InvoiceId, amount and currency under another PayeeId or Invoice_Number.
   */
  conflicts: { count: number; otherPayee: number; sameInvoiceId: number; examples: string[] };
  /**
   * Of `skipped`: changed copies read again that a person had closed as reviewed, not to be posted
   * (`resolve --reviewed`): nothing to do, and no reason for exit 1. Up to ten examples, each
   * `InvoiceId (PayeeId/Invoice_Number): ` and the Message: who closed it, when (UTC) and the note.
   */
  reviewedCopies: { count: number; examples: string[] };
  /** The files, one run each, in the order given. */
  runs: UploadedFileJson[];
  /** True when every invoice of every file was handled; false when the upload was stopped or held back. */
  finished: boolean;
  /** Why the upload did not finish (a signal, a halt, invalid invoices without --partial); null when it finished. */
  stopReason: string | null;
  /** Every invoice left in doubt by this upload, by InvoiceId and key, to settle with reconcile or resolve. */
  inDoubtInvoices: InDoubtKey[];
}

/** Two files' totals of one currency, part by part. */
function addTotals(a: RunTotal, b: RunTotal): RunTotal {
  return {
    source: addAmounts(a.source, b.source),
    created: addAmounts(a.created, b.created),
    skipped: addAmounts(a.skipped, b.skipped),
    held: addAmounts(a.held, b.held),
    inDoubt: addAmounts(a.inDoubt, b.inDoubt),
    notCreated: addAmounts(a.notCreated, b.notCreated),
    resolvedNotCreated: addAmounts(a.resolvedNotCreated, b.resolvedNotCreated),
    ...addBySign(a.bySign, b.bySign),
  };
}

/** Two runs' credit-note splits of one currency as one; nothing when neither had a credit note. */
function addBySign(a: RunTotal['bySign'], b: RunTotal['bySign']): Pick<RunTotal, 'bySign'> {
  if (!a || !b) return a || b ? { bySign: { ...(a ?? b) } } : {};
  const parts = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof typeof a)[]);
  return { bySign: Object.fromEntries([...parts].map((part) => [part, addSplits(a[part], b[part])])) };
}

/** `FILE: read N invoices of the file before the stop; ...` for each run whose file was not read to its end; undefined when none. */
export function readStopOf(report: UploadReport): string | undefined {
  const runs = [...report.runs, ...(report.unwritten ?? [])].filter((run) => run.readStopped);
  if (runs.length === 0) return undefined;
  return runs.map((run) => `${run.run.sourceFile}: ${describeReadStop(run.counts.invoices)}`).join('; ');
}

/** Why the upload did not finish, or null: the one wording for --json. */
function stopReason(report: UploadReport): string | null {
  if (report.halted) return report.halted;
  if (report.heldForInvalid) return 'nothing was posted: invalid invoices were found and --partial was not given';
  const readStop = readStopOf(report);
  if (readStop) return `stopped by a signal while a file was read: ${readStop}`;
  if (report.stopped) return 'stopped by a signal: the answers in flight were recorded, the rest not sent';
  return null;
}

export function uploadJson(report: UploadReport, target: string, inDoubt: InDoubtKey[] = []): UploadJson {
  const out: UploadJson = {
    target,
    invoices: 0,
    created: 0,
    alreadyCreated: 0,
    skipped: 0,
    invalid: 0,
    rejected: 0,
    failed: 0,
    notSent: 0,
    inDoubt: 0,
    results: null,
    totals: {},
    untotalled: 0,
    halted: report.halted ?? null,
    throttled: 0,
    concurrency: null,
    pauses: 0,
    pausedSeconds: 0,
    failures: [],
    rejections: { reasons: [], next: null },
    conflicts: { count: 0, otherPayee: 0, sameInvoiceId: 0, examples: [] },
    reviewedCopies: { count: 0, examples: [] },
    runs: [...report.runs, ...(report.unwritten ?? [])].map((summary) => ({
      runId: summary.run.id,
      file: summary.run.sourceFile,
      path: summary.run.sourcePath,
      checksum: `sha256:${summary.run.sourceSha256}`,
      status: summary.run.status,
      everyRowLeftOut: runRowsAllLeftOut(summary).length > 0,
    })),
    finished: stopReason(report) === null,
    stopReason: stopReason(report),
    inDoubtInvoices: inDoubt,
  };
  for (const run of report.runs) {
    out.invoices += run.counts.invoices;
    // The journal keeps an already-created invoice `created`; here it is counted once, apart.
    out.created += run.counts.created - run.alreadyCreated;
    out.alreadyCreated += run.alreadyCreated;
    out.skipped += run.counts.skipped;
    out.invalid += run.counts.invalid;
    out.rejected += run.counts.rejected;
    out.failed += run.counts.failed;
    out.notSent += run.notSent;
    out.inDoubt += run.counts.inDoubt;
    out.conflicts.count += run.conflicts.count;
    out.conflicts.otherPayee += run.conflicts.otherPayee;
    out.conflicts.sameInvoiceId += run.conflicts.sameInvoiceId;
    for (const example of run.conflicts.examples)
      if (out.conflicts.examples.length < 10) out.conflicts.examples.push(example);
    out.reviewedCopies.count += run.reviewedCopies?.count ?? 0;
    for (const example of run.reviewedCopies?.examples ?? [])
      if (out.reviewedCopies.examples.length < 10) out.reviewedCopies.examples.push(example);
    if (run.sending) {
      out.throttled += run.sending.throttled;
      out.pauses += run.sending.pauses;
      out.pausedSeconds += Math.round(run.sending.pausedMs / 1000);
      const settled = run.sending.settledConcurrency;
      if (settled !== undefined)
        out.concurrency = out.concurrency === null ? settled : Math.min(out.concurrency, settled);
    }
    out.untotalled += run.untotalled;
    for (const [currency, total] of Object.entries(run.totals)) {
      const sum = out.totals[currency];
      out.totals[currency] = sum === undefined ? { ...total } : addTotals(sum, total);
    }
  }
  out.failures = mergeRejectionReasons(report.runs.map((run) => run.failures));
  const reasons = mergeRejectionReasons(report.runs.map((run) => run.rejections));
  out.rejections = { reasons, next: reasons.length > 0 ? rejectedNext(reasons) : null };
  const files = report.runs.map((run) => run.resultsFile ?? null);
  out.results = files.length === 1 ? (files[0] as string | null) : files.length === 0 ? null : files;
  const problems = report.runs.flatMap((run) => (run.resultsProblem ? [run.resultsProblem] : []));
  if (problems.length > 0) out.resultsProblem = problems.length === 1 ? (problems[0] as string) : problems;
  const annotated = report.runs.flatMap((run) => (run.annotatedFile ? [run.annotatedFile] : []));
  if (annotated.length > 0) out.annotated = annotated.length === 1 ? (annotated[0] as string) : annotated;
  if (report.runs.some((run) => run.replacedCells !== undefined))
    out.warnings = report.runs.flatMap(annotationWarnings);
  out.totals = Object.fromEntries(Object.entries(out.totals).sort(([a], [b]) => a.localeCompare(b)));
  return out;
}

// An invoice of the run is on a person (invalid, rejected, in doubt, held, or skipped under another target).
const needsPerson = (run: RunSummary) =>
  run.counts.invalid + run.counts.rejected + run.counts.inDoubt + run.conflicts.count + (run.otherTarget?.count ?? 0) >
  0;

/**
 * True when the finished run posted its file: every invoice created or skipped as already created,
 * and at least one read (a file of no invoices posted nothing: the upload's exit 3, not 0).
 */
export function runSettled(run: RunSummary): boolean {
  return !needsPerson(run) && run.counts.failed === 0 && !runHoldsNoInvoices(run);
}

/**
 * 0 when every invoice was created or skipped as already created; 69 when the finance API, or the
 * gateway or proxy in front of it, was unavailable (not an address to correct) and what is left is
 * only not sent (failed), safe to run the same upload again; 1 when
 * any is invalid, rejected, failed, in doubt, or skipped because a different invoice with its key was
 * created earlier, or skipped as created under another target (not posted to this one, which may be
 * another company), or a results file could not be written; else 3 when a file held no invoice (its
 * header alone, or rows the mapping's rules all left out): nothing of it was posted, the other
 * files' invoices were.
 */
export function uploadExitCode(report: UploadReport): 0 | 1 | typeof EXIT_UNAVAILABLE | typeof EXIT_NO_INVOICES {
  const bad = report.runs.some((run) => needsPerson(run) || run.counts.failed > 0);
  const unwritten = report.runs.some((run) => run.resultsProblem !== undefined);
  if (report.unreachable === true)
    return unavailableExitCode(unwritten || [...report.runs, ...(report.unwritten ?? [])].some(needsPerson));
  if (bad || unwritten || report.stopped) return 1;
  return report.runs.some(runHoldsNoInvoices) ? EXIT_NO_INVOICES : 0;
}
