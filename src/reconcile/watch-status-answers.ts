/**
 * When a reconcile stops asking: the finance API's health as an upload judges it
 * (watch-api-health.ts), and also status calls that, after their retries, ended with no answer of
 * the finance system (a timeout, a gateway's 502/503/504, an HTML 5xx page, a login proxy's sign-in
 * page) several times in a
 * row. A status call is a read, so such calls are safe to give up on; against a back-end that
 * accepts connections and then hangs, each would otherwise wait out every attempt. One answer of
 * any other kind resets the count. So too for answers that came but cannot be read, several in a
 * row (a 200 with an HTML page or truncated JSON, a redirect to a login page, a body without
 * E_STATUS): every further call would most likely be answered the same way, and a person has to
 * look, so this stop is not told as an outage. Pure.
 */
import type { StatusOutcome } from '../finance-api/call-outcome.js';
import { HEALTHY, nextApiHealth, type ApiHealth } from '../finance-api/watch-api-health.js';

/** Status calls in a row without an answer after which reconcile asks no more. */
export const NO_ANSWER_IN_A_ROW = 3;

const GATEWAY_STATUSES = new Set([502, 503, 504]);

export interface StatusHealth {
  api: ApiHealth;
  /** Calls since the last answer that ended without an answer of the finance system. */
  noAnswerInARow: number;
  /** Calls since the last other answer whose answer could not be read. @default 0 */
  unreadableInARow?: number;
  /** Why no more calls are made, once known; it never clears. */
  halt: string | undefined;
  haltKind: ApiHealth['haltKind'] | 'no-answer' | 'unreadable';
}

export const ANSWERING: StatusHealth = { api: HEALTHY, noAnswerInARow: 0, halt: undefined, haltKind: undefined };

/** Why this answer could not be read (a 2xx that is not the status JSON, a 3xx), or undefined when it could. */
export function unreadableReason(outcome: StatusOutcome): string | undefined {
  // A login proxy's page is told as such (noAnswerReason, watch-api-health.ts).
  if (outcome.kind !== 'http-error' || outcome.status >= 400 || outcome.signInPage !== undefined) return undefined;
  return `HTTP ${outcome.status} ${outcome.meaning}`;
}

/** Why this call ended without an answer of the finance system, or undefined when it was answered. */
export function noAnswerReason(outcome: StatusOutcome): string | undefined {
  if (outcome.kind === 'timeout') return outcome.reason;
  // A login proxy's page: the finance system never saw the call.
  if (outcome.kind === 'http-error' && outcome.signInPage !== undefined) return outcome.meaning;
  if (outcome.kind !== 'http-error' || outcome.status < 500) return undefined;
  if (GATEWAY_STATUSES.has(outcome.status) || outcome.excerpt.trimStart().startsWith('<'))
    return `HTTP ${outcome.status} ${outcome.meaning}`;
  return undefined;
}

/** @param keySource where the API key came from, named in the halt when it is refused */
export function nextStatusHealth(health: StatusHealth, outcome: StatusOutcome, keySource?: string): StatusHealth {
  const api = nextApiHealth(health.api, outcome, keySource);
  if (health.halt) return { ...health, api };
  if (api.halt) return { api, noAnswerInARow: 0, halt: api.halt, haltKind: api.haltKind };
  const unreadable = unreadableReason(outcome);
  if (unreadable !== undefined) {
    const unreadableInARow = (health.unreadableInARow ?? 0) + 1;
    const halt =
      unreadableInARow < NO_ANSWER_IN_A_ROW
        ? undefined
        : `the finance API's answers could not be read (${unreadableInARow} status calls in a row: ${unreadable})`;
    return { api, noAnswerInARow: 0, unreadableInARow, halt, haltKind: halt === undefined ? undefined : 'unreadable' };
  }
  const reason = noAnswerReason(outcome);
  if (reason === undefined) return { api, noAnswerInARow: 0, halt: undefined, haltKind: undefined };
  const noAnswerInARow = health.noAnswerInARow + 1;
  if (noAnswerInARow < NO_ANSWER_IN_A_ROW) return { api, noAnswerInARow, halt: undefined, haltKind: undefined };
  return {
    api,
    noAnswerInARow,
    halt: `the finance API did not answer (${noAnswerInARow} status calls in a row: ${reason})`,
    haltKind: 'no-answer',
  };
}
