/**
 * The circuit breaker of an upload: when most of the recent creates failed at the gateway (502,
 * 503 or 504, a redirection or a status no back-end sends, no answer in time, connection lost or
 * refused), the finance API is down or out of reach, and every
 * further create would most likely fail the same way - each of them in doubt, to be settled by
 * hand. So the upload stops taking invoices, waits for the answers in flight, and asks a
 * read-only question (the probe) until it is answered; then it sends one create (the canary)
 * and goes on only when that one passes. A failed canary pauses again and asks again, later each
 * time: a gateway failing a random few creates fails a canary now and then too, and that is no
 * outage. Only CANARY_TRIES canaries failing in a row (a gateway failing creates alone while it
 * answers status requests) stop the run. Pure: the clock is passed in.
 */
import type { CreateOutcome } from '../../finance-api/call-outcome.js';

/** Recent creates looked at. */
export const BREAKER_WINDOW = 10;
/** Gateway failures among them that open the breaker. */
export const BREAKER_TRIP = 6;
/**
 * While no create of the run has reached the back-end: gateway failures left in doubt that open
 * the breaker, and creates that leave at most before it opens (`inFlightBound`). A scheduled run
 * most often meets an outage at its start, where nothing yet says the way works; 6 of 10 with
 * every place taken would leave a dozen invoices in doubt before the pause, each a finance user's
 * check. Two at a time costs a sound run one round trip before it takes every place. A create
 * refused before connecting leaves no doubt: those stop the run at three in a row (watch-halts.ts),
 * every invoice not sent, where a pause would wait out its whole limit for an address that is shut.
 */
export const UNPROVEN_TRIP = 2;
/** First wait between two probes, doubled after each failed probe up to PROBE_MAX_DELAY_MS. */
export const PROBE_FIRST_DELAY_MS = 1000;
export const PROBE_MAX_DELAY_MS = 30_000;
/**
 * Canaries failing at the gateway in a row that stop the run. Each leaves one invoice in doubt,
 * so few; a gateway failing one create in ten fails three in a row once in a thousand.
 */
export const CANARY_TRIES = 3;
/**
 * Gateway failures counted over a whole run (`outageDoubts`) that stop it: the 6 that pause it and
 * the 3 canaries. Never reset: a gateway that lets a canary through now and then (losing 8 creates
 * of 9) would otherwise never stop. Scattered failures that pause nothing are not counted, so a
 * gateway failing a random few still lets a run finish.
 */
export const OUTAGE_DOUBT_CAP = BREAKER_TRIP + CANARY_TRIES;

export interface GatewayBreaker {
  /** The last creates, oldest first: true for a gateway failure. */
  recent: boolean[];
  /** Set while open: when it opened (ms since the epoch). */
  openedAt: number | undefined;
  /** Probes made since it opened. */
  probes: number;
  /** Times it opened, and ms spent open in all (closed periods only). */
  pauses: number;
  pausedMs: number;
  /** A create of this run was answered by the back-end (created, refused, any answer but a gateway's). */
  reached: boolean;
  /** Gateway failures left in doubt since the breaker last closed, while `reached` is false. */
  unprovenDoubts: number;
  /**
   * A probe was answered since the breaker opened, and no create since has passed: one create
   * at a time (the canary). A status answer proves the way to the status operation, not to creates.
   */
  onTrial: boolean;
  /** Canaries that failed at the gateway since one last passed. */
  failedCanaries: number;
  /** Gateway failures of this run, never reset: those of each window that opened the breaker, and each failed canary. */
  outageDoubts: number;
  /** CANARY_TRIES canaries failed at the gateway too: creates fail while status requests are answered; the run stops. */
  trialFailed: boolean;
}

export const CLOSED_BREAKER: GatewayBreaker = {
  recent: [],
  openedAt: undefined,
  probes: 0,
  pauses: 0,
  pausedMs: 0,
  reached: false,
  unprovenDoubts: 0,
  onTrial: false,
  failedCanaries: 0,
  outageDoubts: 0,
  trialFailed: false,
};

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** No back-end answers a create so: a 1xx as the final answer, a redirection, a status outside 100-599. */
function isNotBackEndStatus(status: number): boolean {
  return status < 200 || (status >= 300 && status <= 399) || status > 599;
}

/** An in-doubt answer of this status (undefined: none came) is a gateway's or the way's, not the back-end's. */
function isGatewayStatus(status: number | undefined): boolean {
  return status === undefined || GATEWAY_STATUSES.has(status) || isNotBackEndStatus(status);
}

/** True for an answer that says the way to the finance API is broken, not the invoice. */
export function isGatewayFailure(outcome: CreateOutcome): boolean {
  if (outcome.kind === 'not-sent') return !outcome.tooLarge;
  if (outcome.kind === 'in-doubt') return isGatewayStatus(outcome.status);
  return false;
}

/**
 * `isGatewayFailure` of a create's answer as the journal keeps it (a row whose request left). A
 * failed row without a status had no answer: refused, unreached, or given up on while throttled.
 */
export function isRecordedGatewayFailure(row: { state: string; httpStatus: number | null }): boolean {
  if (row.state === 'in-doubt') return isGatewayStatus(row.httpStatus ?? undefined);
  return row.state === 'failed' && row.httpStatus === null;
}

/** Gateway failures that open the breaker now: fewer, in doubt, while no create of the run reached the back-end. */
export function tripAt(breaker: GatewayBreaker): number {
  return breaker.reached ? BREAKER_TRIP : UNPROVEN_TRIP;
}

/**
 * Creates in flight at most now (Infinity: as many as the run's concurrency). Before any reached
 * the back-end, the failures still missing to open the breaker: a create that fails while others
 * are in flight lets none take its place, so no more than UNPROVEN_TRIP leave before it opens.
 */
export function inFlightBound(breaker: GatewayBreaker): number {
  if (breaker.onTrial) return 1;
  if (breaker.reached) return Number.POSITIVE_INFINITY;
  return Math.max(1, UNPROVEN_TRIP - breaker.unprovenDoubts);
}

/** Adds one create's outcome; opens the breaker when `tripAt` of the last BREAKER_WINDOW failed at the gateway. */
export function recordCreate(breaker: GatewayBreaker, outcome: CreateOutcome, nowMs: number): GatewayBreaker {
  if (breaker.openedAt !== undefined || breaker.trialFailed) return breaker;
  const failed = isGatewayFailure(outcome);
  if (breaker.onTrial && failed) {
    const outageDoubts = breaker.outageDoubts + 1;
    if (outageDoubts >= OUTAGE_DOUBT_CAP) return { ...breaker, onTrial: false, outageDoubts, trialFailed: true };
    return failCanary({ ...breaker, outageDoubts }, nowMs);
  }
  // The canary passed when it reached the back-end; one held back as too large never left.
  if (breaker.onTrial && outcome.kind !== 'not-sent') breaker = { ...breaker, onTrial: false, failedCanaries: 0 };
  // A create held back as too large never left: it says nothing of the way.
  const reached = breaker.reached || (!failed && outcome.kind !== 'not-sent');
  const recent = [...breaker.recent.slice(-(BREAKER_WINDOW - 1)), failed];
  const failures = recent.filter(Boolean).length;
  const unprovenDoubts = reached ? 0 : breaker.unprovenDoubts + (failed && outcome.kind === 'in-doubt' ? 1 : 0);
  const windowTrips = failures >= BREAKER_TRIP;
  const opens = windowTrips || (!reached && unprovenDoubts >= UNPROVEN_TRIP);
  if (!opens) return { ...breaker, recent, reached, unprovenDoubts };
  // The window's failures join the run's count (a create refused among them counted as if in doubt: never fewer).
  const outageDoubts = breaker.outageDoubts + (windowTrips ? failures : unprovenDoubts);
  if (outageDoubts >= OUTAGE_DOUBT_CAP) return { ...breaker, recent, reached, outageDoubts, trialFailed: true };
  const pauses = breaker.pauses + 1;
  return { ...breaker, recent: [], openedAt: nowMs, probes: 0, pauses, reached, unprovenDoubts: 0, outageDoubts };
}

/** A canary failed at the gateway: open again, the next probe later than the last (backoff), or stop at CANARY_TRIES. */
function failCanary(breaker: GatewayBreaker, nowMs: number): GatewayBreaker {
  const failedCanaries = breaker.failedCanaries + 1;
  if (failedCanaries >= CANARY_TRIES) return { ...breaker, onTrial: false, failedCanaries, trialFailed: true };
  const pauses = breaker.pauses + 1;
  return {
    ...breaker,
    onTrial: false,
    failedCanaries,
    recent: [],
    openedAt: nowMs,
    probes: failedCanaries - 1,
    pauses,
  };
}

/** The wait before the next probe of an open breaker: `firstDelayMs`, doubled after each failed probe. */
export function nextProbeDelayMs(breaker: GatewayBreaker, firstDelayMs = PROBE_FIRST_DELAY_MS): number {
  return Math.min(PROBE_MAX_DELAY_MS, firstDelayMs * 2 ** breaker.probes);
}

/** A probe was made; `answered` closes the breaker, on trial, and starts counting afresh. */
export function recordProbe(breaker: GatewayBreaker, answered: boolean, nowMs: number): GatewayBreaker {
  if (breaker.openedAt === undefined) return breaker;
  if (!answered) return { ...breaker, probes: breaker.probes + 1 };
  return {
    ...breaker,
    recent: [],
    openedAt: undefined,
    probes: 0,
    pausedMs: breaker.pausedMs + (nowMs - breaker.openedAt),
    onTrial: true,
  };
}
