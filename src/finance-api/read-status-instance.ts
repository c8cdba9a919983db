/**
 * Which instance a status answer is about (E_STATUS.INV_INSTNC_ID), and whether that is the one
 * asked for. A gateway that mixes up answers gives another instance's status; recording it would
 * give the asked invoice a status it never had, and a final one ends its checks for good. Pure.
 */
import { rawJsonMember } from './raw-json-member.js';

/**
 * Two ids name one instance when both are digits and equal but for leading zeros: the seed writes
 * ids as ten digits (`0030000017`), back-ends that keep them as numbers drop the zeros or send a
 * JSON number (`30000017`), and the journal already takes 17 and 0030000017 as one instance
 * (migration 106, `resolve`). Anything else (letters, signs, spaces, decimals, an exponent) is not
 * an id the client can compare, so it is never taken as the one asked for.
 */
export function sameInstanceId(a: string, b: string): boolean {
  if (!/^\d+$/.test(a) || !/^\d+$/.test(b)) return false;
  return a.replace(/^0+/, '') === b.replace(/^0+/, '');
}

/**
 * E_STATUS.INV_INSTNC_ID as the answer wrote it: a string's text, or a number's digits read from
 * the body (a parsed number past 2^53 has lost digits); undefined when absent, null or empty.
 * `body` must already be known to be valid JSON.
 */
export function answeredInstanceId(body: string): string | undefined {
  const status = rawJsonMember(body, 'E_STATUS');
  if (status === undefined || !status.startsWith('{')) return undefined;
  const raw = rawJsonMember(status, 'INV_INSTNC_ID');
  if (raw === undefined || raw === 'null') return undefined;
  const text = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  return text === '' ? undefined : text;
}
