/**
 * What an HTTP answer to invoice create means. HTTP 200 with E_RETCODE not 0 is a rejection,
 * never a success. A server error (500, 502, 503, 504, ...) or a success status with a body that
 * cannot be read may come after the invoice was booked, so those are in doubt, never "failed":
 * failed means safe to post again. Only 501 and 505 say the request was not understood at all.
 */
import type { CreateOutcome } from './call-outcome.js';
import { createResponseSchema } from './create-response-schema.js';
import { httpStatusMeaning } from './http-status-meaning.js';
import { bodyExcerpt } from './body-excerpt.js';
import { readInstanceId } from './read-instance-id.js';
import { oversizeMeaning, readJsonAnswer, statusFailure, type Answer } from './read-json-answer.js';

/** Server errors that say the request was never processed. */
const NOT_PROCESSED_SERVER_STATUSES: ReadonlySet<number> = new Set([501, 505]);

function mayHaveBeenProcessed(status: number): boolean {
  return status >= 500 && status <= 599 && !NOT_PROCESSED_SERVER_STATUSES.has(status);
}

export function readCreateAnswer(answer: Answer, apiKey: string, attempts: number): CreateOutcome {
  if (mayHaveBeenProcessed(answer.status)) {
    const excerpt = bodyExcerpt(answer.body, apiKey);
    const unread = answer.oversizeLimit === undefined ? '' : ` (${oversizeMeaning(answer.oversizeLimit)})`;
    return {
      kind: 'in-doubt',
      status: answer.status,
      reason: `HTTP ${answer.status} ${httpStatusMeaning(answer.status)}${unread}: the invoice may have been created${excerpt ? ` (body: ${excerpt})` : ''}`,
      attempts,
    };
  }
  if (answer.status < 200 || answer.status > 299) return statusFailure(answer, apiKey, attempts);
  const read = readJsonAnswer(answer, createResponseSchema, 'create response', apiKey, attempts);
  if (!read.ok) {
    const { status, meaning, excerpt } = read.failure;
    // The request was accepted (2xx); an unreadable answer cannot prove the invoice was not booked.
    return {
      kind: 'in-doubt',
      status,
      reason: `HTTP ${status}, ${meaning}: the invoice may have been created${excerpt ? ` (body: ${excerpt})` : ''}`,
      attempts,
    };
  }
  const response = read.value;
  if (response.E_RETCODE !== 0) {
    return {
      kind: 'rejected',
      status: answer.status,
      retcode: response.E_RETCODE,
      message: response.E_MESSAGE,
      attempts,
    };
  }
  const id = readInstanceId(response.E_INSTANCE_ID, answer.body);
  if (!id.ok) {
    // Success was reported, so the invoice exists; without its id it must be looked up, not sent again.
    return {
      kind: 'in-doubt',
      status: answer.status,
      reason: `E_RETCODE 0 but E_INSTANCE_ID is not an instance id: ${id.reason}`,
      attempts,
    };
  }
  return { kind: 'created', instanceId: id.instanceId, status: answer.status, response, attempts };
}
