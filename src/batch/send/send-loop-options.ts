/** What the send loop of one run takes and gives back, and what it gives each create. */
import type { CreateOutcome } from '../../finance-api/call-outcome.js';
import type { InvoiceJson, Throttle } from '../../finance-api/create-invoice.js';
import type { OutcomeWord } from '../../report/outcome-words.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import type { Plan, PlanOptions } from '../plan-invoice.js';
import type { DuplicateRules } from './interpret-create-outcome.js';
import type { Probe } from './pause-for-gateway.js';
import type { QuotaUsedUp } from './watch-quota.js';

/** What the send loop gives each create, to learn of throttling and to pace the attempts after it. */
export interface SendHooks {
  /** Aborted when the upload stops: ends a wait between throttled attempts. */
  waitSignal: AbortSignal;
  /** A throttled answer came (429, a gateway's own rate-limit or no-target answer): the create gives its place back. */
  onThrottle: (throttle: Throttle) => void;
  /** Resolves when the create may go again (a place is free), or false when the upload stops. */
  beforeRetry: () => Promise<boolean>;
}

/**
 * What the send loop of one run is given. The upload plan (upload-plan.ts) decides every default;
 * the loop takes the values decided and repeats none.
 */
export interface SendLoopOptions {
  runId: number;
  /** Requests in flight at most; with `adaptive`, the most the limiter may reach. */
  concurrency: number;
  /** Find the concurrency while sending (`--concurrency auto`), never above `concurrency`. @default false */
  adaptive?: boolean | undefined;
  /** Asks the finance API a read-only question while the breaker is open; without it the breaker never opens. */
  probe?: Probe | undefined;
  /** How long the breaker may stay open before the upload gives up, ms. */
  maxPauseMs: number;
  /** The first wait between two probes of an open breaker, ms. @default PROBE_FIRST_DELAY_MS (gateway-breaker.ts) */
  probeFirstDelayMs?: number | undefined;
  /** Told, in a sentence, when the upload pauses for gateway failures and when it resumes. */
  onNotice?: ((text: string) => void) | undefined;
  /** Requests per second at most; undefined: as fast as concurrency allows. */
  ratePerSecond?: number | undefined;
  plan: PlanOptions;
  duplicates: DuplicateRules;
  /** Sends one create request; `signal` ends it early only when a stop outlasts `stopGraceMs`. */
  send: (body: InvoiceJson, signal: AbortSignal, hooks: SendHooks) => Promise<CreateOutcome>;
  /** Aborted: take no new invoice, wait for the answers in flight. */
  signal?: AbortSignal | undefined;
  /** How long a stop waits for answers in flight before cancelling them (they become in doubt), ms. */
  stopGraceMs: number;
  /** Stop when the first this-many invoices sent were all rejected for one reason; 0: never. */
  stopAfterRejections: number;
  /** Where the API key came from (never the key), named if the finance API refuses it. @default undefined */
  keySource?: string | undefined;
  /**
   * Called once per invoice as its outcome is committed, with the word the summary gives it, the
   * time paused so far, and whether a request of this run brought it (not so for one skipped or held back).
   */
  onOutcome?: (outcome: OutcomeWord, pausedMs: number, requested: boolean) => void;
  /** Called as each create request leaves, answered or not: what a journal failing later leaves in doubt. */
  onRequestLeft?: () => void;
  /**
   * Called with the run's rows the journal holds as sending, each time a commit changes it: claimed
   * (ready or sent), not yet answered by a commit. A process ending at once leaves these in doubt.
   */
  onSendingHeld?: (rows: number) => void;
  /**
   * Begin at a random place in the run's rows, and move to another random place of what is left
   * whenever most of a claim finds its rows another worker's. Workers uploading one file on a
   * shared journal then take different invoices, instead of each finding the next invoices just
   * claimed by another and setting them aside. @default false (file order)
   */
  startAnywhere?: boolean | undefined;
  /** Staged rows read per page. @default max(64, 4 x concurrency) */
  pageSize?: number;
  now?: () => Date;
}

export interface SendResult {
  /** The signal stopped the run before every invoice was taken. */
  stopped: boolean;
  /** Create requests made. */
  sent: number;
  /** Why the run took no more invoices by itself (API key refused, API unreachable, a rejection storm); the rest stay staged. */
  halted: string | undefined;
  /** Throttled answers (429, a gateway's own rate-limit or no-target answer). */
  throttled: number;
  /** Of those, the ones whose create was sent again after the wait. */
  sentAgain: number;
  /** Of those, the ones whose create the stop kept from going again: not sent. */
  stoppedWaiting: number;
  /** With `adaptive`: the concurrency the run settled on. */
  settledConcurrency: number | undefined;
  /** The rate the sending kept to at the end (`--rate`, or found from a gateway's rate-limit refusals), per second. */
  pacedPerSecond?: number | undefined;
  /** The gateway's quota was used up: the run took no more invoices (`halted` says so). */
  quotaUsedUp?: QuotaUsedUp | undefined;
  /** Times the run paused for gateway failures, and ms paused in all. */
  pauses: number;
  pausedMs: number;
  /** The run ended while paused: the finance API never answered again (or the upload was stopped). */
  endedPaused: boolean;
  /** The halt was a rejection storm: the file, not the finance system, is at fault. */
  rejectionStorm: boolean;
  /**
   * The halt is the finance API, or the gateway or proxy in front of it, unavailable for a cause that
   * may pass (unreachable, or failing at the gateway until the pause ran out): not a key, a file or
   * an address to correct.
   */
  unavailable: boolean;
}

export interface Claim {
  row: StagedInvoice;
  plan: Extract<Plan, { action: 'post' | 'retry' }>;
  /** When the current attempt left (performance.now, ms), and the limiter's epoch then. */
  attemptAt: number;
  epoch: number;
  /** The create holds one of the places counted against the limit. */
  holding: boolean;
}
