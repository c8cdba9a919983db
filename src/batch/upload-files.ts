/**
 * The upload: read and stage every file (one run each), then post the staged invoices exactly once,
 * then write each run's results from the journal. Nothing is posted when a file cannot be read, or
 * when any invoice is invalid and `partial` is off.
 */
import { homedir, tmpdir } from 'node:os';
import type { Journal } from '../journal/open-journal.js';
import { asJournalError } from '../journal/journal-error.js';
import { describeSentInDoubt } from './describe-sent-in-doubt.js';
import { JournalError } from '../errors.js';
import { saveUnrecordedAnswers } from './keep-unrecorded-answers.js';
import { listAnswerFolders } from './list-answer-folders.js';
import { copyRunWrites, type RunCopies } from './outage/copy-run-writes.js';
import { markJournalLoss } from './journal-loss-marks.js';
import { describeJournalReach } from './send/describe-journal-reach.js';
import { describeOutageResults } from './outage/describe-outage-results.js';
import { writeOutageResults } from './outage/write-outage-results.js';
import { recoverInterruptedRuns, type RecoveredRun } from './recover-interrupted-runs.js';
import { sendRuns, type SendingFigures } from './send-runs.js';
import { stageSources } from './stage-sources.js';
import { describeReadStop } from '../journal/describe-read-stop.js';
import { summarizeRun, type RunSummary } from '../journal/summarize-run.js';
import type { RunRow } from '../journal/run-row.js';
import type { UploadOptions } from './upload-options.js';
import { planUpload, type UploadPlan } from './upload-plan.js';
import { annotateRun, type AnnotationReport } from './annotate-run.js';
import { writeRunResults, type RunResults } from './write-run-results.js';
import { dataSecretsOf, withoutDataSecrets } from '../mapping/scrub-data-text.js';

export type { UploadOptions, UploadSource } from './upload-options.js';

export interface RunReport extends RunSummary, AnnotationReport, RunResults {
  /** How sending went: throttling, the concurrency found, pauses; undefined when nothing was sent. */
  sending?: SendingFigures | undefined;
}

export interface UploadReport {
  runs: RunReport[];
  /** Runs of a stopped upload whose results were not written (`resultsWhenStopped: false`). */
  unwritten?: RunSummary[] | undefined;
  /** Runs of dead processes settled before this upload began. */
  recovered: RecoveredRun[];
  /** Nothing was posted: invalid invoices and no `partial`. */
  heldForInvalid: boolean;
  /** A signal, or a halt, stopped the upload before every invoice was sent. */
  stopped: boolean;
  /** Why the upload stopped by itself: the API key was refused, or the API could not be reached. */
  halted?: string | undefined;
  /** The halt was a rejection storm: the file is at fault, not the finance system. */
  rejectionStorm?: boolean | undefined;
  /** The halt is a finance API that could not be reached for a cause that may pass: running again later may post. */
  unreachable?: boolean | undefined;
}

const HEARTBEAT_MS = 10_000;

/** The home folder, or undefined for a service user without one (os.homedir() throws then). */
function homeDirOrNone(): string | undefined {
  try {
    return homedir();
  } catch {
    return undefined;
  }
}

export async function uploadFiles(journal: Journal, options: UploadOptions): Promise<UploadReport> {
  // What the journal took of the runs, kept for a results workbook should it become unreachable.
  const { journal: copying, copies } = copyRunWrites(journal);
  try {
    return await upload(copying, planUpload(options));
  } catch (error) {
    const inDoubt = describeSentInDoubt(journal.location, options.resolveCommand);
    const failure = asJournalError(error, journal.location, 'cannot write the journal', inDoubt);
    // Settled by the next command, the runs it left unfinished read as stopped by the journal's loss, not a death.
    if (failure instanceof JournalError && options.stateDir !== undefined)
      await markJournalLoss(options.stateDir, journal.location, unfinishedRuns(copies), {
        reason: failure.message,
        at: new Date().toISOString(),
      });
    const folders = listAnswerFolders({
      outDir: options.outDir,
      journalLocation: journal.location,
      stateDir: options.stateDir,
      tempDir: tmpdir(),
      homeDir: homeDirOrNone(),
    });
    throw await saveUnrecordedAnswers(failure, folders, options.resolveCommand, async (record) =>
      describeOutageResults(
        await writeOutageResults(copies, {
          location: journal.location,
          unrecorded: failure instanceof JournalError ? failure.unrecorded : [],
          record,
          outDir: options.outDir,
          dateStyle: options.dateStyle,
        }),
      ),
    );
  }
}

/** The upload's runs the journal last held as reading or sending. */
const unfinishedRuns = (copies: RunCopies): RunRow[] =>
  [...copies.values()]
    .filter((copy) => copy.run.status === 'reading' || copy.run.status === 'sending')
    .map((copy) => copy.run);

async function upload(journal: Journal, options: UploadPlan): Promise<UploadReport> {
  // A journal that waits (locked, or its server away) is told here before and after sending; the
  // send loop tells it with the answers it holds.
  let sending = false;
  const stopWatching = journal.onReach?.((reach) => {
    if (!sending) options.onNotice?.(describeJournalReach(reach, journal.location, undefined));
  });
  // After a signal, a journal out of reach is not waited for: the answers held are saved at once.
  const stopWaiting = () => journal.stopWaiting?.();
  options.signal?.addEventListener('abort', stopWaiting, { once: true });
  try {
    return await uploadRuns(journal, options, (now) => (sending = now));
  } finally {
    options.signal?.removeEventListener('abort', stopWaiting);
    stopWatching?.();
  }
}

async function uploadRuns(
  journal: Journal,
  options: UploadPlan,
  sending: (now: boolean) => void,
): Promise<UploadReport> {
  const recovered = await recoverInterruptedRuns(journal, { stateDir: options.stateDir });
  const active = new Set<number>();
  // Paths the results Summary and journal name (where the file is now, the results') by the rule its name is masked by.
  const secrets = dataSecretsOf(options.target);
  const heartbeat = setInterval(() => {
    // A missed beat only matters after two minutes of them; the next one tries again.
    for (const runId of active) journal.runs.touchRun(runId, new Date().toISOString()).catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const staged = await stageSources(journal, options, active);
    const invalid = staged.reduce((sum, run) => sum + run.counts.invalid, 0);
    const heldForInvalid = invalid > 0 && !options.partial;
    const readWhole = staged.length === options.sources.length && staged.every((run) => !run.counts.stopped);
    sending(true);
    const sent = await sendRuns(journal, options, staged, heldForInvalid).finally(() => sending(false));
    const stopped = sent.stopped || !readWhole;
    const halted = sent.halted;
    const note = heldForInvalid ? 'nothing posted: invalid invoices' : halted ? `stopped: ${halted}` : undefined;
    const runs: RunReport[] = [];
    const unwritten: RunSummary[] = [];
    for (const [index, run] of staged.entries()) {
      const readStopped = run.counts.stopped === true;
      const runNote = readStopped ? `stopped: ${describeReadStop(run.counts.invoices)}` : note;
      await journal.runs.finishRun(run.runId, stopped ? 'stopped' : 'finished', new Date().toISOString(), runNote);
      active.delete(run.runId);
      const summary = await summarizeRun(journal, run.runId, { heldForInvalid, stopped, halted, readStopped });
      // A rejection storm is the file's fault: it is not taken again, so its results are written now.
      if (stopped && !options.resultsWhenStopped && !sent.rejectionStorm) {
        unwritten.push(summary);
        continue;
      }
      const source = options.sources[index];
      const sourceNow = source && options.describeSourceNow?.(source.path);
      const hiddenSheet = source?.hiddenSheet?.();
      const finalPath = source && options.sourcePathOnceHandled?.(source.path, summary);
      const named = finalPath
        ? { ...summary, run: { ...summary.run, sourcePath: withoutDataSecrets(finalPath, secrets) } }
        : summary;
      const results = await writeRunResults(journal, named, {
        ...options,
        sourceFile: run.file,
        sourceNow: sourceNow && withoutDataSecrets(sourceNow, secrets),
        hiddenSheet: hiddenSheet && withoutDataSecrets(hiddenSheet, secrets),
        secrets,
      });
      const annotated = await annotateRun(journal, run.runId, options.sources[index], options, {
        startedAt: new Date(summary.run.startedAt),
        sha256: summary.run.sourceSha256,
      });
      runs.push({
        ...summary,
        run: { ...summary.run, resultsFile: results.resultsFile ?? null },
        ...results,
        ...annotated,
        sending: sent.sending.get(run.runId),
      });
    }
    return {
      runs,
      unwritten,
      recovered,
      heldForInvalid,
      stopped,
      halted,
      rejectionStorm: sent.rejectionStorm,
      unreachable: sent.unreachable,
    };
  } finally {
    clearInterval(heartbeat);
  }
}
