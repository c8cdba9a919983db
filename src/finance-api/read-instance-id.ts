/**
 * The instance id of a create answer, accepted only as the digits the answer carried: a JSON
 * string of digits, or a JSON number whose text is digits (read from the raw body, because a
 * parsed number past 2^53 has lost digits). Pure.
 */
import { rawJsonMember } from './raw-json-member.js';

/**
 * Longest instance id accepted. The seed's ids are ten digits (`0030000001`); twice that and more
 * leaves room for any numbering a finance system uses, while a longer "id" is a broken answer,
 * not an invoice to record.
 */
export const MAX_INSTANCE_ID_DIGITS = 32;

export type InstanceIdReading = { ok: true; instanceId: string } | { ok: false; reason: string };

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
  return judgeDigits(raw, 'the number');
}
