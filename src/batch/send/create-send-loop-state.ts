/** The send loop's state as a run begins: nothing read, nothing sent, its parts wired to poke the loop. */
import type { Journal } from '../../journal/journal.js';
import { createLimiter, currentLimit } from './adaptive-concurrency.js';
import { createPlaces } from './create-places.js';
import { createSendPacer } from './pace-sending.js';
import { findEarlierGatewayFailure } from './find-earlier-gateway-failure.js';
import { createBreakerPause } from './pause-for-gateway.js';
import { createPokeTimer } from './poke-timer.js';
import { createStagedRowReader } from './read-staged-rows.js';
import type { SendLoopOptions } from './send-loop-options.js';
import { pokeLoop, type SendLoopState } from './send-loop-state.js';
import { screenCreatedRows } from './skip-created-rows.js';
import { noteThrottle } from './start-claims.js';
import { createHaltWatch } from './watch-halts.js';
import { createQuotaWatch } from './watch-quota.js';

export async function createSendLoopState(journal: Journal, options: SendLoopOptions): Promise<SendLoopState> {
  const now = options.now ?? (() => new Date());
  const concurrency = Math.max(1, options.concurrency);
  const pageSize = options.pageSize ?? Math.max(64, concurrency * 4);
  const pacer = createSendPacer(options.ratePerSecond);
  const stopping = new AbortController();
  const cancel = new AbortController();
  const limit = () => Math.min(state.limiter ? currentLimit(state.limiter) : concurrency, state.pause.inFlightBound());
  const poke = () => pokeLoop(state);
  const screened: SendLoopState['screened'] = [];
  const screen = screenCreatedRows(options.runId, options.plan, now, screened);
  const startAnywhere = options.startAnywhere ?? false;
  // Only a run that may probe asks: without a probe the breaker never opens.
  const earlierFailure = options.probe ? await findEarlierGatewayFailure(journal, options.runId) : undefined;
  const places = createPlaces(limit, pacer.paced, (claim) => {
    claim.attemptAt = performance.now();
    claim.epoch = state.limiter?.epoch ?? 0;
    pacer.started();
  });
  const state: SendLoopState = {
    options,
    now,
    rows: await createStagedRowReader(journal, options.runId, { pageSize, startAnywhere, screen }),
    released: [],
    deferred: [],
    recheck: false,
    waiting: new Map(),
    screened,
    inFlight: new Map(),
    answered: [],
    undecided: 0,
    sending: {
      places,
      send: options.send,
      signal: cancel.signal,
      waitSignal: stopping.signal,
      stopSignal: options.signal,
      onThrottle: (claim, throttle) => noteThrottle(state, claim, throttle),
      poke,
    },
    claiming: [],
    takingBack: [],
    recording: [],
    sendingHeld: 0,
    stopped: false,
    stopping,
    cancel,
    graceTimer: undefined,
    pacer,
    quota: createQuotaWatch(),
    halts: createHaltWatch(options.stopAfterRejections, options.duplicates, options.keySource),
    pause: createBreakerPause({
      probe: options.probe,
      maxPauseMs: options.maxPauseMs,
      probeFirstDelayMs: options.probeFirstDelayMs,
      signal: stopping.signal,
      onNotice: options.onNotice,
      poke,
      earlierFailure,
    }),
    places,
    limiter: options.adaptive ? createLimiter(concurrency) : undefined,
    poked: false,
    wake: undefined,
    rateTimer: createPokeTimer(poke),
    recheckTimer: createPokeTimer(poke),
    sent: 0,
    throttled: 0,
    sentAgain: 0,
    stoppedWaiting: 0,
  };
  return state;
}

/** Stops the loop when `signal` aborts (at once if it has); returns the function that stops listening. */
export function listenForStop(state: SendLoopState, signal: AbortSignal | undefined): () => void {
  const onStop = () => {
    state.stopped = true;
    state.stopping.abort();
    state.graceTimer = setTimeout(() => state.cancel.abort(new Error('stopped')), state.options.stopGraceMs);
    pokeLoop(state);
  };
  if (signal?.aborted) onStop();
  else signal?.addEventListener('abort', onStop, { once: true });
  return () => signal?.removeEventListener('abort', onStop);
}
