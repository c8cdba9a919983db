/**
 * A `schedule_runs` row as `schedule --history` shows it: what kind of run it was, how it ended
 * and what that means to an operator, what it made (the upload runs or reconcile workbook its
 * `--json` summary names) and the first line of its error, secrets masked. Pure.
 */
import { scrubServerText } from '../finance-api/scrub-server-text.js';
import { EXIT_CODES } from '../errors.js';
import type { ScheduleRunRow, SkipReason } from '../journal/schedule-runs.js';
import { workLeftByBusyExit } from './read-busy-exit.js';
import { retryAttemptOf } from './plan-job-retry.js';
import { readReconcileFindings, type ReconcileFindings } from './read-reconcile-findings.js';

/** A scheduled run started this late is one made up for a missed tick: a tick's own run starts at once. */
export const CATCH_UP_AFTER_MS = 60_000;

export interface ScheduleRunView {
  job: string;
  runId: number;
  /**
   * `catch-up`: a scheduled tick's run started a minute or more after it (at start, or after the host
   * slept); `retry N`: the Nth run again of a tick whose run could not reach the finance API (exit 69).
   */
  reason: 'scheduled' | 'run-now' | 'catch-up' | `retry ${number}`;
  outcome: ScheduleRunRow['outcome'];
  scheduledFor: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** From start to end; null while running, for a skipped tick, or an abandoned run's unknown end. */
  durationMs: number | null;
  exitCode: number | null;
  signal: string | null;
  /** The exit code (or outcome) in the words of the exit-code table. */
  meaning: string;
  /** Whether a monitor should alert on this run: it ended, and neither succeeded nor left the work to another run. */
  failed: boolean;
  /** The upload runs (`history`, `journal --run N`) the job's summary names. */
  uploadRuns: number[];
  /** The reconcile workbook the job's summary names. */
  workbook: string | null;
  /** What a reconcile's summary says it found (in doubt, status changes, stuck); null for another job, or one without `--json`. */
  found: ReconcileFindings | null;
  /** The first line of the run's error, or of why it was abandoned; secrets masked. */
  error: string | null;
}

/** The exit code's meaning from the one list of exit codes (errors.ts). */
const EXIT_MEANINGS = new Map(EXIT_CODES.map((entry) => [entry.code, entry.meaning]));

/** Exit codes that need no one: success, and 75 when nothing was done (another run does the work). */
const NEEDS_NO_ONE = new Set([0, 75]);

/** A skipped tick's note; a skip recorded without one was of a run still going, the only reason there was. */
const SKIP_MEANINGS: Readonly<Record<SkipReason, string>> = {
  'still-going': 'skipped: the previous run was still going',
  'end-unrecorded': 'skipped: the previous run had ended; the journal had not recorded its end yet',
};

function meaningOf(row: ScheduleRunRow, busyWork: string | undefined): string {
  if (row.outcome === 'running') return 'still running';
  if (busyWork !== undefined) return busyWork;
  if (row.outcome === 'skipped')
    return row.note !== null && Object.hasOwn(SKIP_MEANINGS, row.note)
      ? SKIP_MEANINGS[row.note as SkipReason]
      : SKIP_MEANINGS['still-going'];
  if (row.outcome === 'abandoned') return 'abandoned: its scheduler is gone';
  if (row.exitCode !== null) return EXIT_MEANINGS.get(row.exitCode) ?? 'failed';
  return row.signal ? `ended by ${row.signal}` : 'did not start';
}

function reasonOf(row: ScheduleRunRow): ScheduleRunView['reason'] {
  if (row.reason !== 'scheduled') return row.reason;
  const attempt = retryAttemptOf(new Date(row.scheduledFor));
  if (attempt > 0) return `retry ${attempt}`;
  if (row.startedAt === null) return row.reason;
  const late = Date.parse(row.startedAt) - Date.parse(row.scheduledFor);
  return late >= CATCH_UP_AFTER_MS ? 'catch-up' : 'scheduled';
}

/** What the job's `--json` summary says it made: upload's `runs`, watch's files' `runIds`, reconcile's `workbook`. */
function madeBy(summary: string | null): Pick<ScheduleRunView, 'uploadRuns' | 'workbook'> {
  let value: unknown;
  try {
    value = summary === null ? undefined : JSON.parse(summary);
  } catch {
    // A job without --json printed text: it names nothing to link.
    value = undefined;
  }
  const object = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const files = Array.isArray(object.files) ? (object.files as unknown[]) : [];
  const fileRuns = files.flatMap((file) => {
    const ids = (file as { runIds?: unknown } | null)?.runIds;
    return Array.isArray(ids) ? ids : [];
  });
  // Upload's summary lists its runs, also when its journal stopped it (journal-away-json.ts).
  const runs = Array.isArray(object.runs) ? (object.runs as unknown[]) : [];
  const listed = runs.map((run) => (run as { runId?: unknown } | null)?.runId);
  const ids = [object.runId, ...listed, ...fileRuns].filter((id): id is number => Number.isInteger(id));
  const uploadRuns = [...new Set(ids)];
  return { uploadRuns, workbook: typeof object.workbook === 'string' ? object.workbook : null };
}

/** The first non-empty line of `note`, secrets masked (the job's lines were, but with the key of its time). */
function firstLine(note: string | null, secrets: readonly string[]): string | null {
  const line = note
    ?.split('\n')
    .map((text) => text.trim())
    .find((text) => text !== '');
  return line === undefined ? null : scrubServerText(line, secrets);
}

/** @param secrets the API key and URL credentials (secretsOf), longest first */
export function describeScheduleRun(row: ScheduleRunRow, secrets: readonly string[]): ScheduleRunView {
  const ended = row.outcome === 'finished' && row.startedAt !== null && row.finishedAt !== null;
  // Exit 75 after answers came in or invoices went out: a person records them.
  const busyWork =
    row.outcome === 'finished' && row.exitCode === 75 ? workLeftByBusyExit(row.summary, row.note) : undefined;
  return {
    job: row.job,
    runId: row.id,
    reason: reasonOf(row),
    outcome: row.outcome,
    scheduledFor: row.scheduledFor,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    durationMs: ended ? Date.parse(row.finishedAt!) - Date.parse(row.startedAt!) : null,
    exitCode: row.exitCode,
    signal: row.signal,
    meaning: meaningOf(row, busyWork),
    failed:
      row.outcome === 'abandoned' ||
      busyWork !== undefined ||
      (row.outcome === 'finished' && !NEEDS_NO_ONE.has(row.exitCode ?? -1)),
    ...madeBy(row.summary),
    found: readReconcileFindings(row.summary),
    // A skipped tick's note is its reason, told in `meaning`: no error.
    error: row.outcome === 'skipped' ? null : firstLine(row.note, secrets),
  };
}
