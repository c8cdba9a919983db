/**
 * The instance id of a create answer, accepted only as a JSON string of digits, as the spec writes
 * it. A JSON number is never taken as the id: a gateway that converts the answer (XML to JSON and
 * back) writes `0030000403` as `30000403`, so the number may have lost leading zeros, and a parsed
 * number past 2^53 has lost digits too. Its digits are read from the raw body, exactly, and offered
 * as candidates for a person or a status read to confirm. Pure.
 */
import { rawJsonMember } from './raw-json-member.js';

/**
 * Longest instance id accepted. The seed's ids are ten digits (`0030000001`); twice that and more
 * leaves room for any numbering a finance system uses, while a longer "id" is a broken answer,
 * not an invoice to record.
 */
export const MAX_INSTANCE_ID_DIGITS = 32;

/**
 * Lengths a number that lost its leading zeros is padded to as candidates. The spec says only "string
 * of digits": the seed's ids are ten digits (`0030000001`, SAP's document number length), SAP-style
 * workflow work item ids twelve. A wrong spelling costs one status read, answered "not found".
 */
const PADDED_LENGTHS = [10, 12] as const;

export type InstanceIdReading =
  | { ok: true; instanceId: string }
  /** `candidates`: ids the answer may have meant (a number's digits, padded first), never recorded unconfirmed. */
  | { ok: false; reason: string; candidates?: string[] };

function describeGot(text: string): string {
  const shown = text.length > 40 ? `${text.slice(0, 40)}... (${text.length} characters)` : text;
  return `"${shown}"`;
}

function judgeDigits(text: string, as: string): InstanceIdReading {
  if (!/^\d+$/.test(text)) return { ok: false, reason: `expected digits, got ${as} ${describeGot(text)}` };
  if (text.length > MAX_INSTANCE_ID_DIGITS)
    return { ok: false, reason: `expected at most ${MAX_INSTANCE_ID_DIGITS} digits, got ${text.length}` };
  return { ok: true, instanceId: text };
}

/**
 * @param parsed E_INSTANCE_ID as JSON.parse gave it ('' when absent)
 * @param body the raw answer text, for a number's exact digits
 */
export function readInstanceId(parsed: string | number, body: string): InstanceIdReading {
  if (typeof parsed === 'string') {
    if (parsed === '') return { ok: false, reason: 'expected digits, got nothing' };
    return judgeDigits(parsed, 'the text');
  }
  const raw = rawJsonMember(body, 'E_INSTANCE_ID');
  if (raw === undefined)
    return { ok: false, reason: 'expected digits, got a number that could not be found in the answer text' };
  const digits = judgeDigits(raw, 'the number');
  if (!digits.ok) return digits;
  const candidates = numberCandidates(digits.instanceId);
  const named = candidates.map((id) => `"${id}"`).join(' or ');
  return {
    ok: false,
    reason: `${GOT_NUMBER} ${raw} (a gateway that converts answers drops leading zeros: ${MAY_SHOW} ${named})`,
    candidates,
  };
}

/** How a reason begins for an id written as a number (offer-answered-instance.ts reads it back from the journal). */
export const GOT_NUMBER = 'expected text, got the number';

/**
 * The ids a number's digits may stand for, in the order to look them up: padded to the seed's ten
 * digits, as written (a finance system that writes no zeros), padded to twelve.
 */
export function numberCandidates(digits: string): string[] {
  const [seed, longer] = PADDED_LENGTHS;
  return [...new Set([digits.padStart(seed, '0'), digits, digits.padStart(longer, '0')])];
}

const MAY_SHOW = 'the finance system may show it as';
const MAY_SHOW_IDS = new RegExp(`${MAY_SHOW} ((?:"\\d{1,${MAX_INSTANCE_ID_DIGITS}}"(?: or )?)+)`, 'g');

/** The candidates a reason of readInstanceId named (a journal row's detail keeps it), in order. */
export function readNamedCandidates(text: string): string[] {
  return [...text.matchAll(MAY_SHOW_IDS)].flatMap((match) => [...match[1]!.matchAll(/\d+/g)].map((id) => id[0]));
}
