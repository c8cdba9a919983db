/**
 * What an HTTP answer to invoice create means. HTTP 200 with E_RETCODE not 0 is a rejection,
 * never a success; 502 and 504 come from a gateway that may have passed the invoice on.
 */
import type { CreateOutcome } from './call-outcome.js';
import { createResponseSchema } from './create-response-schema.js';
import { httpStatusMeaning } from './http-status-meaning.js';
import { bodyExcerpt } from './body-excerpt.js';
import { readJsonAnswer, statusFailure, type Answer } from './read-json-answer.js';

/** Gateway statuses: the finance system may have processed the request behind the gateway. */
const IN_DOUBT_STATUSES: ReadonlySet<number> = new Set([502, 504]);

export function readCreateAnswer(answer: Answer, apiKey: string, attempts: number): CreateOutcome {
  if (IN_DOUBT_STATUSES.has(answer.status)) {
    const excerpt = bodyExcerpt(answer.body, apiKey);
    return {
      kind: 'in-doubt',
      status: answer.status,
      reason: `HTTP ${answer.status} ${httpStatusMeaning(answer.status)}: the invoice may have been created${excerpt ? ` (body: ${excerpt})` : ''}`,
      attempts,
    };
  }
  if (answer.status < 200 || answer.status > 299) return statusFailure(answer, apiKey, attempts);
  const read = readJsonAnswer(answer, createResponseSchema, 'create response', apiKey, attempts);
  if (!read.ok) return read.failure;
  const response = read.value;
  if (response.E_RETCODE !== 0) {
    return { kind: 'rejected', status: answer.status, retcode: response.E_RETCODE, message: response.E_MESSAGE, attempts };
  }
  if (!/^\d+$/.test(response.E_INSTANCE_ID)) {
    // Success was reported, so the invoice exists; without its id it must be looked up, not sent again.
    const got = response.E_INSTANCE_ID ? `"${response.E_INSTANCE_ID}"` : 'nothing';
    return { kind: 'in-doubt', status: answer.status, reason: `E_RETCODE 0 but E_INSTANCE_ID is not an instance id: expected digits, got ${got}`, attempts };
  }
  return { kind: 'created', instanceId: response.E_INSTANCE_ID, status: answer.status, response, attempts };
}
