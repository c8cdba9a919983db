/**
 * Invoice status (seed 4.3): GET with the INSTANCE_ID query parameter. Read-only, so retried.
 * HTTP 200 with E_RETCODE not 0 (e.g. an unknown instance) is a rejection; a status of another
 * instance than the one asked for, or of an instance it does not name, is `other-instance`; one
 * without a status code is no status (an `http-error`).
 */
import { z } from 'zod';
import type { ApiTarget } from './api-target.js';
import type { StatusOutcome } from './call-outcome.js';
import { invoiceStatusUrl } from './api-paths.js';
import { statusResponseSchema } from './status-response-schema.js';
import { httpFailure, readJsonAnswer, statusFailure, type Answer } from './read-json-answer.js';
import { readWithRetry } from './read-with-retry.js';
import { answeredInstanceId, sameInstanceId } from './read-status-instance.js';

/** Just enough to tell a rejection, whose other fields may be absent, from a status. */
const retcodeSchema = z.looseObject({
  E_RETCODE: z.union([
    z.number().int(),
    z
      .string()
      .regex(/^-?\d+$/)
      .transform(Number),
  ]),
  E_MESSAGE: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
});

const NO_STATUS_CODE = 'a status answer with no status code (E_STATUS.CURRNT_STS)';

function readStatusAnswer(answer: Answer, asked: string, apiKey: string, attempts: number): StatusOutcome {
  if (answer.status < 200 || answer.status > 299) return statusFailure(answer, apiKey, attempts);
  const head = readJsonAnswer(answer, retcodeSchema, 'status response', apiKey, attempts);
  if (!head.ok) return head.failure;
  if (head.value.E_RETCODE !== 0) {
    return {
      kind: 'rejected',
      status: answer.status,
      retcode: head.value.E_RETCODE,
      message: head.value.E_MESSAGE,
      attempts,
    };
  }
  const read = readJsonAnswer(answer, statusResponseSchema, 'status response', apiKey, attempts);
  if (!read.ok) return read.failure;
  // Recorded, an empty code would count as a status that never changes: the invoice would look stuck.
  if (read.value.E_STATUS.CURRNT_STS === '') return httpFailure(answer, NO_STATUS_CODE, apiKey, attempts);
  const answered = answeredInstanceId(answer.body);
  if (answered === undefined || !sameInstanceId(answered, asked))
    return { kind: 'other-instance', status: answer.status, asked, answered, attempts };
  return { kind: 'status', status: answer.status, response: read.value, attempts };
}

export async function getInvoiceStatus(
  target: ApiTarget,
  instanceId: string,
  options: { signal?: AbortSignal } = {},
): Promise<StatusOutcome> {
  return readWithRetry(
    target,
    { method: 'GET', url: invoiceStatusUrl(target, instanceId) },
    (answer, attempts) => readStatusAnswer(answer, instanceId, target.apiKey, attempts),
    { signal: options.signal },
  );
}
