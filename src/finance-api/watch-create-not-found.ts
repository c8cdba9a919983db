/**
 * A create path the server does not know. A base URL with a wrong path (`--base-url
 * http://host/api/v1` where the API is at `/`) makes every create a 404, one per invoice of a month
 * end, each with the same words. A few in a row stop the run with a hint, as AWS API Gateway's
 * "Missing Authentication Token" (its answer to a path it does not know, aws-forbidden.ts) stops it
 * at once. Such a create stays *failed*, safe to post again: a 404 from routing never reached the
 * create operation, so nothing was booked. A 404 whose body is a create answer (it carries
 * E_RETCODE: `{"E_RETCODE":4,"E_MESSAGE":"Payee not found"}`) came from the create operation
 * itself, a refusal of that invoice, and proves the address right: it ends the run. Pure.
 */
import type { CreateOutcome } from './call-outcome.js';
import { maskUrlCredentials } from './mask-url-credentials.js';
import { jsonObjectOf } from './json-object-of.js';

/** Creates answered 404 in a row, with the same body, after which no more are sent. */
export const NOT_FOUND_IN_A_ROW = 3;

/** How much of the server's words the stop quotes. */
const QUOTED_LENGTH = 160;

export interface NotFoundRun {
  /** Creates answered 404 with `excerpt` since the last other answer. */
  inARow: number;
  /** The body excerpt of those answers, the key already removed. */
  excerpt: string;
}

export const NO_NOT_FOUND: NotFoundRun = { inARow: 0, excerpt: '' };

/** The create operation's own member, also in an excerpt cut before its closing brace. */
const RETCODE_MEMBER = /^\{.*"E_RETCODE"\s*:/;

/** The body is the create operation's answer, not a router's: it carries E_RETCODE. */
function isCreateAnswer(excerpt: string): boolean {
  const members = jsonObjectOf(excerpt);
  return members ? 'E_RETCODE' in members : RETCODE_MEMBER.test(excerpt);
}

export function nextNotFoundRun(run: NotFoundRun, outcome: CreateOutcome): NotFoundRun {
  if (outcome.kind !== 'http-error' || outcome.status !== 404 || isCreateAnswer(outcome.excerpt)) return NO_NOT_FOUND;
  return { inARow: outcome.excerpt === run.excerpt ? run.inARow + 1 : 1, excerpt: outcome.excerpt };
}

/** Why no more creates are sent, or undefined while fewer than NOT_FOUND_IN_A_ROW came. */
export function notFoundHalt(run: NotFoundRun): string | undefined {
  if (run.inARow < NOT_FOUND_IN_A_ROW) return undefined;
  const text = maskUrlCredentials(run.excerpt);
  const quoted =
    text === '' ? 'with no body' : `"${text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH)}...` : text}"`;
  return `the server answered HTTP 404 Not Found to ${run.inARow} creates in a row (${quoted}): there is no create operation at that address; check the base URL and its path (--base-url, or the profile's baseUrl) and the profile's path segments`;
}
