/**
 * The state of one run's send loop, in one object: what is read and waiting, what is in flight,
 * what a turn holds until it commits, and the parts that pace, pause and halt the sending. The
 * loop (send-staged-invoices.ts) and its helpers (take-turn.ts, start-claims.ts) change it.
 */
import type { OutcomeWord } from '../../report/outcome-words.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import type { ConcurrencyLimiter } from './adaptive-concurrency.js';
import type { CreatePlaces } from './create-places.js';
import type { DuplicateRules } from './interpret-create-outcome.js';
import type { SendPacer } from './pace-sending.js';
import type { BreakerPause } from './pause-for-gateway.js';
import type { PokeTimer } from './poke-timer.js';
import type { StagedRowReader } from './read-staged-rows.js';
import type { ClaimAnswer, ClaimSending } from './send-claim.js';
import type { Claim, SendLoopOptions } from './send-loop-options.js';
import type { HaltWatch } from './watch-halts.js';
import type { QuotaWatch } from './watch-quota.js';

/** A create's answer with its claim, as it came in. */
export type AnsweredClaim = { claim: Claim } & ClaimAnswer;

export interface SendLoopState {
  readonly options: SendLoopOptions;
  readonly now: () => Date;

  // Reading: where the next row to plan comes from.
  /** The run's staged rows, read from the journal a page at a time. */
  readonly rows: StagedRowReader;
  /** Rows planned before the reader's next: freed by the answer to their key, taken back, or left out of a batch. */
  readonly released: StagedInvoice[];
  /** Rows whose key another process holds or is sending: planned again later, once its answer is in or it is found dead. */
  readonly deferred: StagedInvoice[];
  /** The deferred rows are due to be planned again (set by `recheckTimer`). */
  recheck: boolean;
  /** Rows behind a key of theirs sending here, by key: released when that key's answer is recorded. */
  readonly waiting: Map<string, StagedInvoice[]>;
  /** Outcomes decided while reading a page (rows created elsewhere), reported with the turn's. */
  readonly screened: OutcomeWord[];

  // Sending: the creates that left and their answers.
  /** The request of each key sending, until its answer is recorded. */
  readonly inFlight: Map<string, Promise<void>>;
  /** Answers come in that no turn has taken yet. */
  readonly answered: AnsweredClaim[];
  /** Answers other than "created" that no turn has looked at yet: no claim starts meanwhile (start-claims.ts). */
  undecided: number;
  /** Gives each create its signals and tells the loop of throttled answers. */
  readonly sending: ClaimSending;

  // What the current turn holds until it commits; the run's end settles what is left of them on failure.
  /** The rows the turn claims: should the commit fail (or fail only to say so), they are staged again, never sent. */
  claiming: Claim[];
  /** The ready claims the turn stages again (a stop, a halt, a pause); like `claiming`. */
  takingBack: Claim[];
  /** The answers the turn records: should it fail, the run's end records those still unrecorded. */
  recording: AnsweredClaim[];
  /**
   * The run's rows the journal holds as sending, as last committed: claimed, and neither answered
   * nor taken back by a commit since. What a process ending at once leaves in doubt.
   */
  sendingHeld: number;

  // Stopping: no new invoice is taken, the answers in flight are still awaited and recorded.
  /** Set by a stop, a halt, a used-up quota or a failure; never cleared. */
  stopped: boolean;
  /** Aborted on stop or halt: ends the waits of throttled creates at once. */
  readonly stopping: AbortController;
  /** Aborted when a stop outlasts its grace, or the loop fails: ends the requests in flight. */
  readonly cancel: AbortController;
  /** Cancels the requests in flight once a stop's grace is over. */
  graceTimer: NodeJS.Timeout | undefined;

  // Pacing, limits, halts.
  readonly pacer: SendPacer;
  readonly quota: QuotaWatch;
  readonly halts: HaltWatch;
  readonly pause: BreakerPause;
  readonly places: CreatePlaces;
  /** With `adaptive`: the limiter finding the concurrency, replaced at each answer. */
  limiter: ConcurrencyLimiter | undefined;

  // Waking the loop.
  /** Something happened since the loop last looked: it takes another turn without waiting. */
  poked: boolean;
  /** Wakes the loop while it waits to be poked. */
  wake: (() => void) | undefined;
  /** Pokes the loop when the rate's next token is due. */
  readonly rateTimer: PokeTimer;
  /** Pokes the loop when the deferred rows are due to be planned again. */
  readonly recheckTimer: PokeTimer;

  // Figures for the result.
  /** Create requests made. */
  sent: number;
  /** Throttled answers. */
  throttled: number;
  /** Throttled answers whose create was sent again after the wait. */
  sentAgain: number;
  /** Throttled answers whose create the stop kept from going again. */
  stoppedWaiting: number;
}

export function pokeLoop(state: SendLoopState): void {
  state.poked = true;
  state.wake?.();
}

/** A commit changed the rows the journal holds as sending: the loop's caller is told. */
export function holdSending(state: SendLoopState, rows: number): void {
  if (rows === state.sendingHeld) return;
  state.sendingHeld = rows;
  state.options.onSendingHeld?.(rows);
}

/** Rows not yet planned, or waiting behind a key or another process. */
export function rowsLeft(state: SendLoopState): boolean {
  return state.released.length > 0 || state.rows.hasMore() || state.waiting.size > 0 || state.deferred.length > 0;
}

/** What recording an answer needs to know of the run. */
export function answerContextOf(
  state: SendLoopState,
  at: string,
): { runId: number; duplicates: DuplicateRules; at: string } {
  return { runId: state.options.runId, duplicates: state.options.duplicates, at };
}
