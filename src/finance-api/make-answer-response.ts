/**
 * Turns node's answer (status, raw headers, body bytes) into the web Response the callers read,
 * keeping a status a Response cannot carry beside it rather than losing it.
 */
import type http from 'node:http';

/** A header the server sent more than once keeps every value, not the last. */
export function responseHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else headers.set(name, value);
  }
  return headers;
}

/**
 * A Response can only carry a status from 200 to 599; a server may send any three digits. Such an
 * answer gets this stand-in (a server error, so a reader that misses answerStatus still takes it
 * as in doubt) and keeps its real status beside it.
 */
const STAND_IN_STATUS = 599;
const realStatuses = new WeakMap<Response, number>();

/** The status the server sent, also one outside 200-599 that a Response cannot carry. */
export function answerStatus(response: Response): number {
  return realStatuses.get(response) ?? response.status;
}

/** The Response of an answer; a status outside 200-599 is kept for answerStatus. */
export function makeResponse(bytes: Buffer | null, status: number, headers: Headers): Response {
  const fits = status >= 200 && status <= 599;
  const response = new Response(bytes, { status: fits ? status : STAND_IN_STATUS, headers });
  if (!fits) realStatuses.set(response, status);
  return response;
}
