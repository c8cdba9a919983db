/**
 * An upload's options with every default decided, once, as the upload begins: the read pass, the
 * send pass, the run record and the results take their values from the plan and repeat no default.
 */
import type { ApiTarget } from '../finance-api/api-target.js';
import type { CreateOutcome } from '../finance-api/call-outcome.js';
import { createInvoice, type InvoiceJson } from '../finance-api/create-invoice.js';
import type { DuplicateRules } from './send/interpret-create-outcome.js';
import { DEFAULT_MAX_PAUSE_MS } from './send/pause-for-gateway.js';
import type { SendHooks } from './send/send-loop-options.js';
import type { UploadOptions, UploadSource } from './upload-options.js';
import type { UploadProgress } from './upload-progress.js';
import type { DateStyle } from '../report/date-style.js';
import { DEFAULT_STOP_AFTER_REJECTIONS } from './send/watch-rejection-storm.js';
import { DEFAULT_CONCURRENCY, DEFAULT_MAX_CONCURRENCY } from './concurrency-defaults.js';

/** UploadOptions with nothing left to decide; the meaning of each field is documented there. */
export interface UploadPlan {
  target: ApiTarget;
  sources: readonly UploadSource[];
  mapping: string;
  mappingSha256: string | undefined;
  /** Undefined: not recorded. */
  startedBy: string | undefined;
  /** As asked, and recorded so with each run. */
  concurrency: number | 'auto';
  maxConcurrency: number;
  /** Requests per second at most; null: unlimited. */
  rate: number | null;
  stopAfterRejections: number;
  /** Recorded with each run (run-liveness.ts). */
  journalWaitMs: number;
  partial: boolean;
  force: boolean;
  sentDatesSwapped: boolean;
  retryInDoubt: boolean;
  rejectsDuplicates: boolean;
  duplicates: DuplicateRules;
  outDir: string;
  /** Undefined: no state folder; runs a lost journal left are settled as interrupted. */
  stateDir: string | undefined;
  results: 'xlsx' | 'csv';
  /** Undefined: the default style. */
  dateStyle: DateStyle | undefined;
  /** The resolve command with the run's settings flags, for the results' Summary. */
  resolveCommand: string | undefined;
  /** The resolve command without the run's address, for invoices held behind another target. */
  resolveThereCommand: string | undefined;
  annotate: boolean;
  /** Undefined: where a source went is never said. */
  describeSourceNow: ((path: string) => string | undefined) | undefined;
  /** Undefined: the results name the path a source was read from. */
  sourcePathOnceHandled: UploadOptions['sourcePathOnceHandled'];
  resultsWhenStopped: boolean;
  /** Undefined: nothing can stop the upload but a halt. */
  signal: AbortSignal | undefined;
  stopGraceMs: number;
  maxPauseMs: number;
  probeFirstDelayMs: number | undefined;
  /** Undefined: nobody listens. */
  onProgress: ((progress: UploadProgress) => void) | undefined;
  onNotice: ((text: string) => void) | undefined;
  onSendingHeld: ((rows: number) => void) | undefined;
  send: (body: InvoiceJson, signal: AbortSignal, hooks: SendHooks) => Promise<CreateOutcome>;
}

export function planUpload(options: UploadOptions): UploadPlan {
  const { target } = options;
  return {
    target,
    sources: options.sources,
    mapping: options.mapping,
    mappingSha256: options.mappingSha256,
    startedBy: options.startedBy,
    concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
    maxConcurrency: options.maxConcurrency ?? DEFAULT_MAX_CONCURRENCY,
    rate: options.rate ?? null,
    stopAfterRejections: options.stopAfterRejections ?? DEFAULT_STOP_AFTER_REJECTIONS,
    journalWaitMs: options.journalWaitMs ?? 0,
    partial: options.partial ?? false,
    force: options.force ?? false,
    sentDatesSwapped: options.sentDatesSwapped ?? false,
    retryInDoubt: options.retryInDoubt ?? false,
    rejectsDuplicates: options.rejectsDuplicates ?? false,
    duplicates: options.duplicates,
    outDir: options.outDir,
    stateDir: options.stateDir,
    results: options.results ?? 'xlsx',
    dateStyle: options.dateStyle,
    resolveCommand: options.resolveCommand,
    resolveThereCommand: options.resolveThereCommand,
    annotate: options.annotate ?? false,
    describeSourceNow: options.describeSourceNow,
    sourcePathOnceHandled: options.sourcePathOnceHandled,
    resultsWhenStopped: options.resultsWhenStopped ?? true,
    signal: options.signal,
    // Long enough for the answers in flight to arrive, each within the target's timeout.
    stopGraceMs: options.stopGraceMs ?? target.timeoutMs + 2000,
    maxPauseMs: options.maxPauseMs ?? DEFAULT_MAX_PAUSE_MS,
    probeFirstDelayMs: options.probeFirstDelayMs,
    onProgress: options.onProgress,
    onNotice: options.onNotice,
    onSendingHeld: options.onSendingHeld,
    send: afterFirstSendHook(
      options.send ??
        ((body: InvoiceJson, signal: AbortSignal, hooks: SendHooks) =>
          createInvoice(target, body, { signal, ...hooks })),
      options.beforeFirstSend,
    ),
  };
}

/** `send`, each call after `before` has run once (a failure of it sends all the same); creates sent together all wait for that one run. */
function afterFirstSendHook(send: UploadPlan['send'], before: (() => Promise<void>) | undefined): UploadPlan['send'] {
  if (before === undefined) return send;
  let ran: Promise<void> | undefined;
  return async (body, signal, hooks) => {
    ran ??= before().catch(() => undefined);
    await ran;
    return send(body, signal, hooks);
  };
}
