/** The send pass of an upload: run after run, unless invalid invoices, a stop or a halt hold it back. */
import { probeApi } from '../finance-api/probe-api.js';
import { targetSegments } from '../finance-api/api-target.js';
import { checkAddressSpeaksHttp } from '../finance-api/check-address-speaks-http.js';
import { settleSharedInstances } from './settle-shared-instances.js';
import { holdFoldedTwins } from './hold-folded-twins.js';
import { holdContainedTwins } from './hold-contained-twins.js';
import type { Journal } from '../journal/open-journal.js';
import { sendStagedInvoices } from './send/send-staged-invoices.js';
import { skipCreatedBeforeStop } from './send/skip-created-before-stop.js';
import type { PlanOptions } from './plan-invoice.js';
import { runBy, runStartedBy } from '../journal/run-row.js';
import type { SendResult } from './send/send-loop-options.js';
import type { OutcomeWord } from '../report/outcome-words.js';
import type { StagedRun } from './stage-sources.js';
import { emptyCounts } from './upload-progress.js';
import type { UploadPlan } from './upload-plan.js';
import { haltDetail } from '../finance-api/watch-api-health.js';
import { UNREACHABLE } from '../finance-api/is-unreachable-halt.js';
import { describeQuotaUsedUp } from './send/watch-quota.js';
import { SHARING_INVALID_KEY_WORDS } from '../journal/sharing-invalid-key-sql.js';
import { HELD_FOR_INVALID_DETAIL, stoppedNotSentText } from '../report/describe-stop.js';
import { dataSecretsOf } from '../mapping/scrub-data-text.js';
import { maskDataSecrets } from './scrub-input-text.js';

export interface SendRunsResult {
  /** A signal or a halt stopped the upload before every invoice was sent. */
  stopped: boolean;
  /** Why the upload stopped by itself: the API key was refused, the API could not be reached, or a rejection storm. */
  halted: string | undefined;
  /** How each run's sending went, by run id. */
  sending: Map<number, SendingFigures>;
  /** The halt was a rejection storm. */
  rejectionStorm: boolean;
  /** The halt is an API (or the gateway in front) unavailable for a cause that may pass (not an address to correct). */
  unreachable: boolean;
}

/** How the sending of one run went: throttling, the concurrency found, pauses for gateway failures. */
export type SendingFigures = Pick<
  SendResult,
  | 'throttled'
  | 'sentAgain'
  | 'stoppedWaiting'
  | 'settledConcurrency'
  | 'pacedPerSecond'
  | 'pauses'
  | 'pausedMs'
  | 'endedPaused'
>;

const SHARES_INVALID_KEY = `not sent: an invalid part of this file may be part of this invoice (${SHARING_INVALID_KEY_WORDS}); fix it and upload again`;

/** Posts run after run. */
export async function sendRuns(
  journal: Journal,
  options: UploadPlan,
  staged: StagedRun[],
  heldForInvalid: boolean,
): Promise<SendRunsResult> {
  const address = heldForInvalid ? undefined : await checkAddress(options, staged);
  let halted = address?.halt;
  let unreachable = address?.lasting === false;
  let stopped = halted !== undefined;
  let rejectionStorm = false;
  const sending = new Map<number, SendingFigures>();
  for (const run of staged) {
    const at = () => new Date().toISOString();
    // Keys created earlier are skipped, not marked not sent, whatever stops the run (skip-created-before-stop.ts).
    const failUnsent = async (detail: string) => {
      await skipCreatedBeforeStop(journal, run.runId, await planOptionsOf(journal, options, run.runId), at());
      return journal.send.failStagedInvoices(run.runId, detail, at());
    };
    if (heldForInvalid) {
      await failUnsent(HELD_FOR_INVALID_DETAIL);
      continue;
    }
    if (halted) {
      await failUnsent(haltDetail(halted));
      continue;
    }
    if (stopped || options.signal?.aborted) {
      stopped = true;
      await failUnsent(stoppedNotSentText(options.signal));
      continue;
    }
    const { result, counts } = await sendRun(journal, options, run);
    const { throttled, sentAgain, stoppedWaiting, settledConcurrency, pacedPerSecond, pauses, pausedMs, endedPaused } =
      result;
    const figures = { throttled, sentAgain, stoppedWaiting, settledConcurrency, pacedPerSecond };
    sending.set(run.runId, { ...figures, pauses, pausedMs, endedPaused });
    if (result.halted) {
      rejectionStorm = result.rejectionStorm;
      stopped = true;
      const left = await failUnsent(haltDetail(result.halted));
      // In the words of the counts under it: a refusal given up as failed is not called not sent.
      const notSent = counts['not sent'] + left;
      halted = result.quotaUsedUp
        ? describeQuotaUsedUp(result.quotaUsedUp, { created: counts.created, failed: counts.failed, notSent })
        : result.halted;
      unreachable = result.unavailable;
    } else if (result.stopped || options.signal?.aborted) {
      const left = await failUnsent(stoppedNotSentText(options.signal));
      stopped = stopped || result.stopped || left > 0;
    }
  }
  return { stopped, halted, sending, rejectionStorm, unreachable };
}

/**
 * The halt of an upload whose address gives no HTTP answer before anything is sent, or undefined.
 * Asked only when some invoice is to be sent.
 */
async function checkAddress(
  options: UploadPlan,
  staged: StagedRun[],
): Promise<{ halt: string; lasting: boolean } | undefined> {
  if (options.signal?.aborted || !staged.some((run) => run.counts.valid > 0)) return undefined;
  const check = await checkAddressSpeaksHttp(options.target, options.signal);
  if (check.speaksHttp) return undefined;
  return { halt: `${UNREACHABLE} (${check.reason})`, lasting: check.lasting };
}

/** Sends one run's staged invoices, reporting progress as each outcome is committed. */
async function sendRun(
  journal: Journal,
  options: UploadPlan,
  run: StagedRun,
): Promise<{ result: SendResult; counts: Record<OutcomeWord, number> }> {
  const target = options.target;
  const at = () => new Date().toISOString();
  // A fragment of a split invoice, or one of two invoices with one key, must not be posted alone.
  const heldBack =
    (run.counts.invalid > 0
      ? (await journal.send.failStagedSharingInvalidKey(run.runId, SHARES_INVALID_KEY, at())) +
        (await holdFoldedTwins(journal, run.runId, SHARES_INVALID_KEY, at()))
      : 0) + (await holdContainedTwins(journal, run.runId, options.force, at()));
  await journal.runs.setRunStatus(run.runId, 'sending', at());
  const plan = await planOptionsOf(journal, options, run.runId);
  const counts = { ...emptyCounts(), invalid: run.counts.invalid };
  const startedAt = performance.now();
  let pausedMs = 0;
  // For the progress line's wait (format-progress.ts): what is awaited, and since when nothing came.
  let inFlight = 0;
  let lastAnswerAt = startedAt;
  let requested = 0;
  let sent = 0;
  const report = () =>
    options.onProgress?.({
      phase: 'sending',
      runId: run.runId,
      file: run.file,
      total: run.counts.valid - heldBack,
      done: Object.values(counts).reduce((sum, n) => sum + n, 0) - counts.invalid,
      requested,
      sent,
      counts,
      startedAt,
      pausedMs,
      inFlight,
      lastAnswerAt,
    });
  report();
  const result = await sendStagedInvoices(journal, {
    runId: run.runId,
    concurrency: options.concurrency === 'auto' ? options.maxConcurrency : options.concurrency,
    adaptive: options.concurrency === 'auto',
    probe: (signal) => probeApi(target, signal),
    maxPauseMs: options.maxPauseMs,
    probeFirstDelayMs: options.probeFirstDelayMs,
    onNotice: options.onNotice,
    onSendingHeld: (rows) => {
      inFlight = rows;
      options.onSendingHeld?.(rows);
      report();
    },
    ratePerSecond: options.rate ?? undefined,
    // Other workers may upload the same file on a shared journal: spread out over its rows.
    startAnywhere: journal.backend === 'postgres',
    plan,
    duplicates: options.duplicates,
    send: options.send,
    signal: options.signal,
    stopGraceMs: options.stopGraceMs,
    stopAfterRejections: options.stopAfterRejections,
    keySource: target.apiKeySource,
    onOutcome: (outcome, paused, answered) => {
      counts[outcome] += 1;
      pausedMs = paused;
      lastAnswerAt = performance.now();
      if (answered) requested += 1;
      report();
    },
    onRequestLeft: () => {
      sent += 1;
      report();
    },
  });
  // Answers to a run's creates may name an instance another invoice has; known once they are all in.
  const shared = (await settleSharedInstances(journal, run.runId, at())).filter((s) => s.runId === run.runId).length;
  counts.created -= shared;
  counts['in doubt'] += shared;
  if (shared > 0) report();
  return { result, counts };
}

/** How the run's invoices are planned against what the journal holds: by the send loop, and before a stop. */
async function planOptionsOf(journal: Journal, options: UploadPlan, runId: number): Promise<PlanOptions> {
  const target = options.target;
  // Read once per run: a held invoice says when the mapping under the same path changed since its creating run.
  // Its path goes into a Detail: masked as every text quoting a file is (a key in a folder's name).
  const mapping = maskDataSecrets(dataSecretsOf(target))(options.mapping);
  const mappingDigests =
    options.mappingSha256 === undefined
      ? undefined
      : { mapping, sha256: options.mappingSha256, byRun: await journal.runs.listMappingDigests(mapping) };
  return {
    force: options.force,
    retryInDoubt: options.retryInDoubt,
    rejectsDuplicates: options.rejectsDuplicates,
    // What the embedded sandbox holds never reached a finance system, and what others hold does not bear on it.
    distinctTarget: target.sandbox || target.distinctTarget === true,
    resolveCommand: options.resolveCommand,
    resolveThereCommand: options.resolveThereCommand,
    targetSegments: targetSegments(target),
    mappingDigests,
    // Who ran the runs going alongside this one: an invoice one of them created is not "an earlier upload's".
    runsAlongside: new Map(
      (await journal.runs.listRunsAlongside(runId)).map((run) => [
        run.id,
        { startedBy: runStartedBy(run), by: runBy(run) },
      ]),
    ),
  };
}
