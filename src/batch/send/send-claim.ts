/**
 * The create of one claim that holds its place. A throttled create gives the place back while it
 * waits and takes one again before it goes again (create-places.ts); whatever happens, an outcome
 * comes back: a failure of the sender itself is in doubt, since the request may have left.
 */
import type { CreateOutcome } from '../../finance-api/call-outcome.js';
import type { Throttle } from '../../finance-api/create-invoice.js';
import { NOT_SENT } from '../../journal/invoice-state.js';
import { stoppedNotSentText } from '../../report/describe-stop.js';
import type { CreatePlaces } from './create-places.js';
import type { Claim, SendHooks, SendLoopOptions } from './send-loop-options.js';

export interface ClaimSending {
  places: CreatePlaces;
  send: SendLoopOptions['send'];
  /** Ends the request (a stop past its grace, a failure of the run). */
  signal: AbortSignal;
  /** Ends the wait of a throttled create (a stop, a halt). */
  waitSignal: AbortSignal;
  /** The upload's own stop (Ctrl-C, SIGTERM): a create it keeps from going again is not sent. */
  stopSignal: AbortSignal | undefined;
  /** A throttled answer came; the claim's place is already given back. */
  onThrottle: (claim: Claim, throttle: Throttle) => void;
  /** Wakes the send loop. */
  poke: () => void;
}

export interface ClaimAnswer {
  outcome: CreateOutcome;
  /** From the start of the last attempt to its answer. */
  rttMs: number;
  /** Creates holding a place when the answer came, this one included. */
  active: number;
  /** Throttled attempts this create was sent again after. */
  sentAgain: number;
  /** The upload's stop came while it waited to go again after a throttled answer: it was not sent again. */
  stoppedWaiting: boolean;
}

export async function sendClaim(claim: Claim, sending: ClaimSending): Promise<ClaimAnswer> {
  const { places, poke } = sending;
  // The throttled answer the create waits after, until it goes again; undefined once it gives up on its own.
  let waitingAfter: Throttle | undefined;
  let sentAgain = 0;
  const hooks: SendHooks = {
    waitSignal: sending.waitSignal,
    onThrottle: (throttle) => {
      waitingAfter = throttle.waitMs === undefined ? undefined : throttle;
      places.release(claim);
      sending.onThrottle(claim, throttle);
      poke();
    },
    beforeRetry: async () => {
      // Stopping: no place will be given any more, so waiting for one would never end.
      if (sending.waitSignal.aborted) return false;
      const place = places.waitForPlace(claim);
      poke();
      const go = await place;
      if (go) {
        waitingAfter = undefined;
        sentAgain += 1;
      }
      return go;
    },
  };
  let outcome: CreateOutcome;
  try {
    outcome = await sending.send(claim.row.payloadJson, sending.signal, hooks);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    outcome = { kind: 'in-doubt', reason: `unexpected failure while sending: ${reason}`, attempts: 1 };
  }
  // Refused unprocessed, then kept from going again by the stop: never created, and not a failure.
  const stoppedWaiting =
    waitingAfter !== undefined && sending.stopSignal?.aborted === true && outcome.kind === 'http-error';
  if (stoppedWaiting) {
    const reason = stoppedNotSentText(sending.stopSignal, waitingAfter?.status).slice(NOT_SENT.length);
    // The refused requests left: Attempts counts them, and the detail says the gateway refused them.
    outcome = { kind: 'not-sent', reason, attempts: outcome.attempts };
  }
  return { outcome, rttMs: performance.now() - claim.attemptAt, active: places.active(), sentAgain, stoppedWaiting };
}
