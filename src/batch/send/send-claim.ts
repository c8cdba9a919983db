/**
 * The create of one claim that holds its place. A throttled create gives the place back while it
 * waits and takes one again before it goes again (create-places.ts); whatever happens, an outcome
 * comes back: a failure of the sender itself is in doubt, since the request may have left.
 */
import type { CreateOutcome } from '../../finance-api/call-outcome.js';
import type { Throttle } from '../../finance-api/create-invoice.js';
import type { CreatePlaces } from './create-places.js';
import type { Claim, SendHooks, SendLoopOptions } from './send-loop-options.js';

export interface ClaimSending {
  places: CreatePlaces;
  send: SendLoopOptions['send'];
  /** Ends the request (a stop past its grace, a failure of the run). */
  signal: AbortSignal;
  /** Ends the wait of a throttled create (a stop, a halt). */
  waitSignal: AbortSignal;
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
}

export async function sendClaim(claim: Claim, sending: ClaimSending): Promise<ClaimAnswer> {
  const { places, poke } = sending;
  const hooks: SendHooks = {
    waitSignal: sending.waitSignal,
    onThrottle: (throttle) => {
      places.release(claim);
      sending.onThrottle(claim, throttle);
      poke();
    },
    beforeRetry: () => {
      // Stopping: no place will be given any more, so waiting for one would never end.
      if (sending.waitSignal.aborted) return Promise.resolve(false);
      const place = places.waitForPlace(claim);
      poke();
      return place;
    },
  };
  let outcome: CreateOutcome;
  try {
    outcome = await sending.send(claim.row.payloadJson, sending.signal, hooks);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    outcome = { kind: 'in-doubt', reason: `unexpected failure while sending: ${reason}`, attempts: 1 };
  }
  return { outcome, rttMs: performance.now() - claim.attemptAt, active: places.active() };
}
