/**
 * What the body of a create answer says, whatever status came with it: processed (E_RETCODE 0)
 * with an instance id or without a readable one, refused (E_RETCODE not 0), or nothing
 * readable. A gateway may put any status around the back-end's answer, so the body is read
 * first and the status judged after. Pure.
 */
import type { CreateResponse } from './create-response-schema.js';
import { createResponseSchema } from './create-response-schema.js';
import { retcodeSchema } from './answer-shapes.js';
import { readInstanceId } from './read-instance-id.js';
import { describeIssue, parseJson, type Answer } from './read-json-answer.js';

export type CreateBody =
  | { says: 'created'; response: CreateResponse; instanceId: string }
  /** The back-end says it processed the create, but not as which instance. */
  | { says: 'processed-without-id'; reason: string }
  | { says: 'refused'; response: CreateResponse }
  | { says: 'nothing'; meaning: string };

/** What in a body of the wrong shape still claims the invoice was processed, or undefined. */
function claimOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { E_RETCODE: retcode, E_INSTANCE_ID: id } = value as Record<string, unknown>;
  const read = retcodeSchema.safeParse(retcode);
  if (read.success) return read.data === 0 ? 'E_RETCODE 0' : undefined;
  if (retcode === undefined && ((typeof id === 'string' && id !== '') || typeof id === 'number'))
    return 'an E_INSTANCE_ID without E_RETCODE';
  return undefined;
}

export function readCreateBody(answer: Answer): CreateBody {
  const json = parseJson(answer);
  if (!json.ok) return { says: 'nothing', meaning: `create response: ${json.meaning}` };
  const parsed = createResponseSchema.safeParse(json.value);
  if (!parsed.success) {
    const shape = `create response has the wrong shape: ${describeIssue(parsed.error)}`;
    const claim = claimOf(json.value);
    return claim
      ? { says: 'processed-without-id', reason: `${claim}, but the ${shape}` }
      : { says: 'nothing', meaning: shape };
  }
  const response = parsed.data;
  if (response.E_RETCODE !== 0) return { says: 'refused', response };
  const id = readInstanceId(response.E_INSTANCE_ID, answer.body);
  if (!id.ok)
    return {
      says: 'processed-without-id',
      reason: `E_RETCODE 0 but E_INSTANCE_ID is not an instance id: ${id.reason}`,
    };
  return { says: 'created', response, instanceId: id.instanceId };
}

/** True when the body says the create was processed: then no status makes it safe to send again. */
export function saysProcessed(answer: Answer): boolean {
  const says = readCreateBody(answer).says;
  return says === 'created' || says === 'processed-without-id';
}
