/** What an upload reports while it runs, for a progress line; reconcile's status calls report in it too. */
import { OUTCOME_MEANINGS, type OutcomeWord } from '../report/outcome-words.js';

export interface UploadProgress {
  /** `checking`: reconcile's status calls, counted as `sending` is, with no outcome words. */
  phase: 'reading' | 'sending' | 'checking';
  /** The journal run of the file. */
  runId: number;
  /** Base name of the file. */
  file: string;
  /** Reading: invoices read so far. Sending: invoices of the file to send (valid ones). */
  total: number;
  /** Sending: invoices with an outcome so far. */
  done: number;
  /**
   * Sending: invoices of `done` whose outcome came from a request of this run. Skipped invoices and
   * those held back took none, so the pace and time left count only these.
   */
  requested: number;
  /**
   * Sending: create requests of this run that left, answered or not; a journal that fails later
   * leaves those unanswered in doubt. @default 0
   */
  sent?: number | undefined;
  /** Per outcome word, as the summary after it counts them: a failed invoice never sent is `not sent`. */
  counts: Record<OutcomeWord, number>;
  /** When this phase of this file began, on the monotonic clock (performance.now), ms. */
  startedAt: number;
  /**
   * Sending: time paused for gateway failures so far, ms, left out of the rate (the time left
   * after a long pause would be that of the pause). @default 0
   */
  pausedMs?: number | undefined;
  /** Sending: invoices claimed and not yet answered (the journal holds them as sending). @default 0 */
  inFlight?: number | undefined;
  /** Sending: when the last outcome came, on the clock of `startedAt`, ms. @default startedAt */
  lastAnswerAt?: number | undefined;
}

export function emptyCounts(): Record<OutcomeWord, number> {
  return Object.fromEntries(OUTCOME_MEANINGS.map(({ word }) => [word, 0])) as Record<OutcomeWord, number>;
}
