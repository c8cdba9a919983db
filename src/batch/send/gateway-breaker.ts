/**
 * The circuit breaker of an upload: when most of the recent creates failed at the gateway (502,
 * 503 or 504, a redirection or a status no back-end sends, no answer in time, connection lost or
 * refused), the finance API is down or out of reach, and every
 * further create would most likely fail the same way - each of them in doubt, to be settled by
 * hand. So the upload stops taking invoices, waits for the answers in flight, and asks a
 * read-only question (the probe) until it is answered; then it goes on. Pure: the clock is
 * passed in.
 */
import type { CreateOutcome } from '../../finance-api/call-outcome.js';

/** Recent creates looked at. */
export const BREAKER_WINDOW = 10;
/** Gateway failures among them that open the breaker. */
export const BREAKER_TRIP = 6;
/** First wait between two probes, doubled after each failed probe up to PROBE_MAX_DELAY_MS. */
export const PROBE_FIRST_DELAY_MS = 1000;
export const PROBE_MAX_DELAY_MS = 30_000;

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
}

export const CLOSED_BREAKER: GatewayBreaker = { recent: [], openedAt: undefined, probes: 0, pauses: 0, pausedMs: 0 };

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** No back-end answers a create so: a 1xx as the final answer, a redirection, a status outside 100-599. */
function isNotBackEndStatus(status: number): boolean {
  return status < 200 || (status >= 300 && status <= 399) || status > 599;
}

/** True for an answer that says the way to the finance API is broken, not the invoice. */
export function isGatewayFailure(outcome: CreateOutcome): boolean {
  if (outcome.kind === 'not-sent') return !outcome.tooLarge;
  if (outcome.kind === 'in-doubt')
    return outcome.status === undefined || GATEWAY_STATUSES.has(outcome.status) || isNotBackEndStatus(outcome.status);
  return false;
}

/** Adds one create's outcome; opens the breaker when BREAKER_TRIP of the last BREAKER_WINDOW failed at the gateway. */
export function recordCreate(breaker: GatewayBreaker, outcome: CreateOutcome, nowMs: number): GatewayBreaker {
  if (breaker.openedAt !== undefined) return breaker;
  const recent = [...breaker.recent.slice(-(BREAKER_WINDOW - 1)), isGatewayFailure(outcome)];
  const failures = recent.filter(Boolean).length;
  if (failures < BREAKER_TRIP) return { ...breaker, recent };
  return { ...breaker, recent: [], openedAt: nowMs, probes: 0, pauses: breaker.pauses + 1 };
}

/** The wait before the next probe of an open breaker. */
export function nextProbeDelayMs(breaker: GatewayBreaker): number {
  return Math.min(PROBE_MAX_DELAY_MS, PROBE_FIRST_DELAY_MS * 2 ** breaker.probes);
}

/** A probe was made; `answered` closes the breaker and starts counting afresh. */
export function recordProbe(breaker: GatewayBreaker, answered: boolean, nowMs: number): GatewayBreaker {
  if (breaker.openedAt === undefined) return breaker;
  if (!answered) return { ...breaker, probes: breaker.probes + 1 };
  return {
    ...breaker,
    recent: [],
    openedAt: undefined,
    probes: 0,
    pausedMs: breaker.pausedMs + (nowMs - breaker.openedAt),
  };
}
