/**
 * What the body of a create answer says, whatever status came with it: processed (E_RETCODE 0)
 * with an instance id, refused (E_RETCODE not 0, no instance named), something that may have
 * been processed, or nothing readable. A gateway may put any status around the back-end's
 * answer, so the body is read first and the status judged after. Pure.
 *
 * May have been processed: E_RETCODE 0 without a readable instance id; a non-zero E_RETCODE that
 * still names an instance (the spec leaves the meaning of non-zero codes unshown, and back-ends
 * answer "created with warnings" so); E_RETCODE or E_INSTANCE_ID written twice with different
 * values (never read as the last one).
 */
import type { CreateResponse } from './create-response-schema.js';
import { createResponseSchema } from './create-response-schema.js';
import { retcodeSchema } from './answer-shapes.js';
import { readInstanceId } from './read-instance-id.js';
import { describeIssue, parseJson, type Answer } from './read-json-answer.js';
import { describeRepeatedMembers, distinctMemberValues } from './repeated-members.js';

/** How a reason begins for a processed answer whose id cannot be taken (offer-answered-instance.ts reads it back). */
export const PROCESSED_WITHOUT_ID = 'E_RETCODE 0 but E_INSTANCE_ID is not an instance id';

/** What is known of an answer that may have been processed. */
export interface MaybeProcessed {
  says: 'maybe-processed';
  reason: string;
  /** The instance the answer names, when it names exactly one. */
  instanceId?: string | undefined;
  retcode?: number | undefined;
  message?: string | undefined;
}

export type CreateBody =
  | { says: 'created'; response: CreateResponse; instanceId: string }
  | MaybeProcessed
  | { says: 'refused'; response: CreateResponse }
  | { says: 'nothing'; meaning: string };

const MAY_EXIST = 'the invoice may have been created';

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

/** No instance: absent, blank, or all zeros (the form an id takes when there is none). */
function namesNoInstance(id: string | number): boolean {
  return /^[\s0]*$/.test(String(id));
}

/** A refusal that names an instance: the back-end may have booked it whatever the code means. */
function refusedNamingInstance(response: CreateResponse, body: string): MaybeProcessed | undefined {
  const { E_RETCODE: retcode, E_INSTANCE_ID: named, E_MESSAGE: message } = response;
  if (namesNoInstance(named)) return undefined;
  const id = readInstanceId(named, body);
  const shown = message ? ` (${message})` : '';
  if (!id.ok)
    return {
      says: 'maybe-processed',
      reason: `E_RETCODE ${retcode} with an E_INSTANCE_ID that is not an instance id (${id.reason}): ${MAY_EXIST}${shown}`,
      retcode,
      message,
    };
  return {
    says: 'maybe-processed',
    reason: `E_RETCODE ${retcode} with E_INSTANCE_ID ${id.instanceId}: ${MAY_EXIST}${shown}`,
    instanceId: id.instanceId,
    retcode,
    message,
  };
}

/** An answer that writes its code or its instance twice, differently: in doubt, with the one id it names, if one. */
function repeatedMembers(response: CreateResponse, body: string): MaybeProcessed | undefined {
  const conflict = describeRepeatedMembers(body, ['E_RETCODE', 'E_INSTANCE_ID']);
  if (!conflict) return undefined;
  const ids = distinctMemberValues(body, 'E_INSTANCE_ID');
  const id =
    ids.length === 1 && !namesNoInstance(response.E_INSTANCE_ID)
      ? readInstanceId(response.E_INSTANCE_ID, body)
      : undefined;
  return {
    says: 'maybe-processed',
    reason: `${conflict}: ${MAY_EXIST}`,
    instanceId: id?.ok ? id.instanceId : undefined,
    message: response.E_MESSAGE || undefined,
  };
}

export function readCreateBody(answer: Answer): CreateBody {
  const json = parseJson(answer);
  if (!json.ok) return { says: 'nothing', meaning: `create response: ${json.meaning}` };
  const parsed = createResponseSchema.safeParse(json.value);
  if (!parsed.success) {
    // What was wrong in brackets, so that what it means reads as a sentence of its own after it.
    const shape = `create response has the wrong shape (${describeIssue(parsed.error)})`;
    const claim = claimOf(json.value);
    return claim
      ? { says: 'maybe-processed', reason: `${claim}, but the ${shape}` }
      : { says: 'nothing', meaning: shape };
  }
  const response = parsed.data;
  const repeated = repeatedMembers(response, answer.body);
  if (repeated) return repeated;
  if (response.E_RETCODE !== 0) return refusedNamingInstance(response, answer.body) ?? { says: 'refused', response };
  const id = readInstanceId(response.E_INSTANCE_ID, answer.body);
  if (!id.ok)
    return {
      says: 'maybe-processed',
      reason: `${PROCESSED_WITHOUT_ID}: ${id.reason}`,
    };
  return { says: 'created', response, instanceId: id.instanceId };
}

/** True when the body says the create was, or may have been, processed: then no status makes it safe to send again. */
export function saysProcessed(answer: Answer): boolean {
  const says = readCreateBody(answer).says;
  return says === 'created' || says === 'maybe-processed';
}
