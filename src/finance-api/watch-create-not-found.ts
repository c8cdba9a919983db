/**
 * A create path the server does not know. A base URL with a wrong path (`--base-url
 * http://host/api/v1` where the API is at `/`) makes every create a 404, one per invoice of a month
 * end, each with the same words. A few in a row stop the run with a hint, as AWS API Gateway's
 * "Missing Authentication Token" (its answer to a path it does not know, aws-forbidden.ts) stops it
 * at once. Such a create stays *failed*, safe to post again: a 404 from routing never reached the
 * create operation, so nothing was booked. A 404 whose body is a create answer (it carries
 * E_RETCODE: `{"E_RETCODE":4,"E_MESSAGE":"Payee not found"}`) came from the create operation
 * itself, a refusal of that invoice, and proves the address right: it ends the count. Pure.
 */
import type { CreateOutcome } from './call-outcome.js';
import { maskUrlCredentials } from './mask-url-credentials.js';
import { jsonObjectOf } from './json-object-of.js';

/** Creates answered 404 in a row, with bodies alike but for their ids and times, after which no more are sent. */
export const NOT_FOUND_IN_A_ROW = 3;

/** How much of the server's words the stop quotes. */
const QUOTED_LENGTH = 160;

export interface NotFoundRun {
  /** Creates answered 404 with bodies of `shape` since the last other answer. */
  inARow: number;
  /** The body excerpt of the last of those answers, the key already removed. */
  excerpt: string;
  /** That excerpt with what changes from one answer to the next taken out (bodyShape). */
  shape: string;
}

export const NO_NOT_FOUND: NotFoundRun = { inARow: 0, excerpt: '', shape: '' };

/**
 * What a framework's 404 puts in each answer afresh: an ISO time (Spring Boot's `timestamp`), a
 * UUID, hex or letters-and-digits id of eight or more (ASP.NET's `traceId`, Kestrel's connection
 * id `0HN7TQ1GF2M4K:00000002`), a run of five or more digits (a time in milliseconds). Taken out,
 * the same router's 404s read alike. The words are still compared, rather than every 404 that is
 * not a create answer counted: a router answers every path with one page, while a change of
 * words says the answers come from something that reads each request.
 */
const CHANGING_PARTS = [
  /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/g,
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi,
  /\b(?=[a-z0-9]*\d)[a-z0-9]{8,}\b/gi,
  /\d{5,}/g,
];

function bodyShape(excerpt: string): string {
  return CHANGING_PARTS.reduce((text, part) => text.replace(part, '#'), excerpt);
}

/** The create operation's own member, also in an excerpt cut before its closing brace. */
const RETCODE_MEMBER = /^\{.*"E_RETCODE"\s*:/;

/** The body is the create operation's answer, not a router's: it carries E_RETCODE. */
function isCreateAnswer(excerpt: string): boolean {
  const members = jsonObjectOf(excerpt);
  return members ? 'E_RETCODE' in members : RETCODE_MEMBER.test(excerpt);
}

export function nextNotFoundRun(run: NotFoundRun, outcome: CreateOutcome): NotFoundRun {
  if (outcome.kind !== 'http-error' || outcome.status !== 404 || isCreateAnswer(outcome.excerpt)) return NO_NOT_FOUND;
  const shape = bodyShape(outcome.excerpt);
  return { inARow: shape === run.shape ? run.inARow + 1 : 1, excerpt: outcome.excerpt, shape };
}

/** Why no more creates are sent, or undefined while fewer than NOT_FOUND_IN_A_ROW came. */
export function notFoundHalt(run: NotFoundRun): string | undefined {
  if (run.inARow < NOT_FOUND_IN_A_ROW) return undefined;
  const text = maskUrlCredentials(run.excerpt);
  const quoted =
    text === '' ? 'with no body' : `"${text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH)}...` : text}"`;
  return `the server answered HTTP 404 Not Found to ${run.inARow} creates in a row (${quoted}): there is no create operation at that address; check the base URL and its path (--base-url, or the profile's baseUrl) and the profile's path segments`;
}
