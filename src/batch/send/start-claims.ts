/**
 * Starting creates between the loop's turns: ready claims take the places that are free, throttled
 * creates go again, each under the rate when there is one. Runs after each turn and as each answer
 * comes in, so that a freed place is taken without waiting for a commit.
 */
import type { Throttle } from '../../finance-api/create-invoice.js';
import { onOverload } from './adaptive-concurrency.js';
import { keyOf } from './claim-staged-row.js';
import { sendClaim } from './send-claim.js';
import type { Claim } from './send-loop-options.js';
import { pokeLoop, type SendLoopState } from './send-loop-state.js';

/** Lets throttled creates go again while places are free; on stop, tells them to give up. */
export function admitRetries(state: SendLoopState): void {
  const { places, pacer } = state;
  const go = !state.stopped && !state.pause.isOpen();
  // As for ready claims (below): a throttled create goes again only once the answers in are decided.
  if (go && state.undecided > 0) return;
  if (!go || !pacer.paced()) return void places.admitRetries(go);
  // Under a rate a throttled create goes again with a token of its own, like a new one.
  while (places.retriesWaiting() > 0 && !waitForRate(state) && places.admitRetries(true, 1) > 0) pacer.take();
}

/**
 * Starts ready claims while places are free; throttled creates waiting for a place go first.
 * Not while an answer other than "created" waits to be recorded: it may halt, pause or stop the
 * run, and the turn that records it decides first.
 */
export function startReady(state: SendLoopState): void {
  if (state.undecided > 0) return;
  const { places } = state;
  const due = () => places.readyCount() > 0 && !waitForRate(state);
  for (let claim; due() && (claim = places.nextReady(state.stopped || state.pause.isOpen()));) {
    state.pacer.take();
    startClaim(state, claim);
  }
}

function startWhenDue(state: SendLoopState): void {
  admitRetries(state);
  startReady(state);
}

/** Under a rate with no token now: poked again when one is due. */
function waitForRate(state: SendLoopState): boolean {
  const wait = state.pacer.waitMs();
  // The token's turn starts what waits for it at once, not after a commit of the loop.
  if (wait > 0) state.rateTimer.arm(wait, () => startWhenDue(state));
  return wait > 0;
}

/** Sends a claim that has taken its place. */
function startClaim(state: SendLoopState, claim: Claim): void {
  state.sent += 1;
  state.options.onRequestLeft?.();
  const request = sendClaim(claim, state.sending).then((answer) => {
    state.answered.push({ claim, ...answer });
    state.sentAgain += answer.sentAgain;
    if (answer.stoppedWaiting) state.stoppedWaiting += 1;
    state.places.release(claim);
    if (answer.outcome.kind !== 'created') state.undecided += 1;
    admitRetries(state);
    startReady(state);
    pokeLoop(state);
  });
  state.inFlight.set(keyOf(claim.row), request);
}

/** A throttled answer came to a create: slow down, and stop when the gateway's quota is used up. */
export function noteThrottle(state: SendLoopState, claim: Claim, throttle: Throttle): void {
  // An untrusted nginx page left its create in doubt, not sent again: it only slows the sending.
  if (throttle.unproven) {
    state.pacer.onThrottle(throttle, claim.attemptAt);
    return;
  }
  state.throttled += 1;
  // A rate limit is kept to by pacing; fewer requests in flight would not keep to it.
  if (!state.pacer.onThrottle(throttle, claim.attemptAt) && state.limiter)
    state.limiter = onOverload(state.limiter, claim.epoch);
  // Like a halt: the creates waiting after a throttled answer give up (failed, safe to post again).
  if (state.quota.record(claim, throttle)) {
    state.stopped = true;
    state.stopping.abort();
    pokeLoop(state);
  }
}
