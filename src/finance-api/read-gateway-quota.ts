/**
 * Two gateways' answers for a quota used up that say so in words, not in an Apigee fault code.
 * AWS API Gateway's usage plan quota answers 429 `{"message":"Limit Exceeded"}`, its throttle
 * `{"message":"Too Many Requests"}` (same status): only the words tell a quota of a day or a month
 * from a limit of a second. Azure API Management's quota policies answer 403
 * `{"statusCode":403,"message":"Out of call volume quota. Quota will be replenished in 00:05:00."}`
 * (or "Out of bandwidth quota"), with a Retry-After. Both are written before the request is
 * forwarded, and their statuses alone (a 429, a 403) already leave the invoice not sent, so the
 * words are read whatever hops are in front: they change the wording and the stop, never whether
 * an invoice may be posted again. Pure.
 */
import { APIM_QUOTA_CODE, AWS_QUOTA_CODE, readGatewayFault, type GatewayFault } from './gateway-fault.js';
import type { Answer } from './read-json-answer.js';
import { jsonObjectOf } from './json-object-of.js';

/** `replenished in 00:05:00` (hh:mm:ss, APIM's words), in ms; undefined when the message says no time. */
export function replenishedInMs(message: string): number | undefined {
  const match = /replenished in (?:(\d+)\.)?(\d{1,2}):(\d{2}):(\d{2})/.exec(message);
  if (!match) return undefined;
  const [days, hours, minutes, seconds] = [match[1] ?? '0', match[2]!, match[3]!, match[4]!].map(Number);
  return (((days! * 24 + hours!) * 60 + minutes!) * 60 + seconds!) * 1000;
}

/** The quota refusal of an answer, as a gateway fault of kind `throttled`, or undefined when it is not one. */
export function readGatewayQuota(answer: Pick<Answer, 'status' | 'body'>): GatewayFault | undefined {
  if (answer.status !== 429 && answer.status !== 403) return undefined;
  const json = jsonObjectOf(answer.body);
  const message = json?.message;
  if (typeof message !== 'string') return undefined;
  if (answer.status === 429 && message === 'Limit Exceeded' && Object.keys(json!).length === 1)
    return { kind: 'throttled', faultstring: message, errorcode: AWS_QUOTA_CODE };
  if (answer.status === 403 && json!.statusCode === 403 && /^Out of (call volume|bandwidth) quota\b/.test(message)) {
    const resetsInMs = replenishedInMs(message);
    return { kind: 'throttled', faultstring: message, errorcode: APIM_QUOTA_CODE, resetsInMs };
  }
  return undefined;
}

/**
 * The gateway's own refusal a body proves whoever asked (a create, a status read, the advertiser
 * list): an Apigee-class fault code, or AWS's or Azure API Management's quota words.
 * @param notProcessed further fault codes that prove the request was not processed @default []
 */
export function readAnswerFault(
  answer: Pick<Answer, 'status' | 'body'>,
  notProcessed: readonly string[] = [],
): GatewayFault | undefined {
  return readGatewayFault(answer.body, notProcessed) ?? readGatewayQuota(answer);
}
