/**
 * What an HTTP answer to invoice create means. The body is read first: one that says processed
 * (E_RETCODE 0) is created when its instance id is readable and in doubt when not, whatever the
 * status around it (a gateway's 303, 400 or 600); so is one that may have been processed
 * (read-create-body.ts: a non-zero E_RETCODE that names an instance, a code written twice). Then a gateway fault code that proves the
 * request never reached the back-end (gateway-fault.ts) makes it failed, whatever the status.
 * Otherwise the status decides. Failed means
 * safe to post again, so only an answer that proves the request was not processed leads there:
 * a client error (4xx) but 409 or 501 and 505, with a body that does not say otherwise: a 409
 * Conflict says the back-end holds, or may hold, the invoice already (read-conflict-answer.ts). A 2xx refusal
 * (E_RETCODE not 0, no instance named) is rejected. Everything else may come after the invoice was booked and is
 * in doubt: a server error, a 2xx that cannot be read, a redirection (never followed: a 307 or
 * 308 would post again elsewhere), a 1xx, a status outside 100-599.
 * A redirection is in doubt, not a refusal, although one from a load balancer or a moved base URL
 * comes before any processing: gateways pass the back-end's own 3xx to the client unchanged and
 * do not follow it (Apigee's target flow, Azure API Management's forward-request by default), and
 * a back-end may answer a POST it has processed with 303 See Other (post/redirect/get). Nothing in
 * the answer tells the two apart, so it is looked up, never posted again blindly.
 */
import { pageText } from './page-text.js';
import type { CreateOutcome, InDoubt } from './call-outcome.js';
import { httpStatusMeaning } from './http-status-meaning.js';
import { redirectNote } from './describe-redirect.js';
import { bodyExcerpt } from './body-excerpt.js';
import { readCreateBody } from './read-create-body.js';
import { statusFailure, type Answer } from './read-json-answer.js';
import { conflictAnswer } from './read-conflict-answer.js';
import { readSignInPage, signInWords } from './read-sign-in-page.js';
import { faultFailure, faultProvesNotProcessed, readGatewayFault } from './gateway-fault.js';

/** Server errors that say the request was never processed. */
const NOT_PROCESSED_SERVER_STATUSES: ReadonlySet<number> = new Set([501, 505]);

function provesNotProcessed(status: number): boolean {
  return (status >= 400 && status <= 499) || NOT_PROCESSED_SERVER_STATUSES.has(status);
}

const isSuccess = (status: number) => status >= 200 && status <= 299;

/**
 * @param notProcessed gateway fault codes beyond the known ones that prove the request was not
 * processed (the profile's `gateway.notProcessed`) @default []
 * @param baseUrl the target's base URL, whose path shows a proxy in front @default not known
 */
export function readCreateAnswer(
  answer: Answer,
  apiKey: string,
  attempts: number,
  notProcessed: readonly string[] = [],
  baseUrl?: string,
): CreateOutcome {
  const { status } = answer;
  const inDoubt = (reason: string): InDoubt => ({ kind: 'in-doubt', status, reason, attempts });
  const excerpt = bodyExcerpt(answer.body, apiKey);
  // A proxy's or gateway's page is named by its title or text, never pasted in as HTML.
  const shown = excerpt ? ` (body: ${pageText(excerpt)})` : '';
  const body = readCreateBody(answer);
  if (body.says === 'created')
    return { kind: 'created', instanceId: body.instanceId, status, response: body.response, attempts };
  // Success was reported or an instance named, so the invoice may exist: it must be looked up, not sent again.
  if (body.says === 'maybe-processed') {
    const { instanceId, retcode, message } = body;
    const reason = isSuccess(status) ? body.reason : `HTTP ${status} ${httpStatusMeaning(status)}, ${body.reason}`;
    return { ...inDoubt(reason), instanceId, retcode, message };
  }
  if (isSuccess(status)) {
    if (body.says === 'refused') {
      const { E_RETCODE: retcode, E_MESSAGE: message } = body.response;
      return { kind: 'rejected', status, retcode, message, attempts };
    }
    // The request was accepted (2xx); an unreadable answer cannot prove the invoice was not booked.
    // A sign-in page is likely a login proxy's, which booked nothing, but a 2xx HTML may come from anything.
    const signInPage = readSignInPage(answer, apiKey);
    if (signInPage !== undefined)
      return {
        ...inDoubt(`HTTP ${status}, ${signInWords(signInPage)}: the invoice may have been created`),
        signInPage,
      };
    return inDoubt(`HTTP ${status}, ${body.meaning}: the invoice may have been created${shown}`);
  }
  const fault = answer.unread === undefined ? readGatewayFault(answer.body, notProcessed) : undefined;
  if (fault && faultProvesNotProcessed(fault)) return faultFailure(answer, fault, apiKey, attempts);
  // The back-end has, or may have, this invoice: never safe to post again.
  if (status === 409 && answer.unread === undefined) return conflictAnswer(answer, apiKey, attempts);
  // A body that was not read might have said processed.
  if (provesNotProcessed(status) && answer.unread === undefined)
    return statusFailure(answer, apiKey, attempts, baseUrl);
  const unread = answer.unread === undefined ? '' : ` (${answer.unread})`;
  return inDoubt(
    `HTTP ${status} ${httpStatusMeaning(status)}${redirectNote(answer)}${unread}: the invoice may have been created${shown}`,
  );
}
