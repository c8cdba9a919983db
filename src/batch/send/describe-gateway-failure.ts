/**
 * The words a gateway pause (pause-for-gateway.ts) says what failed with. A refused connection and
 * a timeout are no gateway's answer, so the notices and the stop name them for what they are: a
 * reader acting on "the gateway failed" would look in the wrong place.
 */
import type { CreateOutcome } from '../../finance-api/call-outcome.js';
import { UNREACHABLE } from '../../finance-api/is-unreachable-halt.js';

/** The last create that failed the way a pause counts: what the notices and the stop quote. */
export interface LastFailure {
  /** The create's reason, as its outcome gives it. */
  reason: string;
  /** A refused connection: nothing answered at all. */
  unreached: boolean;
  /** No answer within --timeout-ms: with no gateway in front, the back-end itself did not answer in time. */
  timedOut: boolean;
}

export const NO_FAILURE: LastFailure = { reason: '', unreached: false, timedOut: false };

/** How a create's reason begins when no answer came within --timeout-ms (finance-api/send-request.ts). */
const NO_ANSWER_IN_TIME = /^no answer within \d+ ms/;

/** The failure `outcome` shows, or undefined for an outcome that is none (created, refused...). */
export function failureOf(outcome: CreateOutcome): LastFailure | undefined {
  if (outcome.kind !== 'in-doubt' && outcome.kind !== 'not-sent') return undefined;
  return {
    reason: outcome.reason,
    unreached: outcome.kind === 'not-sent',
    timedOut: outcome.kind === 'in-doubt' && outcome.status === undefined && NO_ANSWER_IN_TIME.test(outcome.reason),
  };
}

/** How the creates failed, after "creates" in a pause notice. */
export function failedHow(last: LastFailure): string {
  return last.unreached
    ? 'could not reach the finance API'
    : last.timedOut
      ? 'got no answer within --timeout-ms'
      : 'failed at the gateway';
}

/** What kept failing, when a pause outlasted --max-pause-ms. */
export function whatKeptFailing(last: LastFailure): string {
  return last.unreached
    ? UNREACHABLE
    : last.timedOut
      ? 'the finance API did not answer creates within --timeout-ms'
      : 'the finance API gateway kept failing';
}

/** What the creates meet, when the canaries sent after answered probes fail too. */
export function whatCreatesMeet(last: LastFailure): string {
  return last.unreached
    ? 'creates could not reach the finance API'
    : last.timedOut
      ? 'creates get no answer within --timeout-ms'
      : 'creates fail at the gateway';
}

/** A length of time in the notices: whole seconds, since a pause is counted in them. */
export const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
