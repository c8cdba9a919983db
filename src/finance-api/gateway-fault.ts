/**
 * The fault body of an Apigee-class gateway (Apigee Edge, Apigee X, SAP API Management):
 * `{"fault":{"faultstring":...,"detail":{"errorcode":...}}}`. Its error code says more than the
 * HTTP status around it: a policy that refused the request ran before the request was forwarded,
 * so the back-end never saw it, whatever the status (a spike arrest answers 500 on Edge). Read
 * before the status decides. Pure.
 */
import type { CreateOutcome, GatewayFaultKind, HttpFailure } from './call-outcome.js';
import { bodyExcerpt } from './body-excerpt.js';
import { httpStatusMeaning } from './http-status-meaning.js';
import { httpFailure, type Answer } from './read-json-answer.js';
import { limitWords, sizeText } from './request-size.js';

/** Error codes of the gateways' public error catalogues, by what they mean for the request. */
const FAULT_CODES: Readonly<Record<string, GatewayFaultKind>> = {
  'policies.ratelimit.SpikeArrestViolation': 'throttled',
  'policies.ratelimit.QuotaViolation': 'throttled',
  // Spelt so by the gateway.
  'policies.concurrentratelimit.ConcurrentRatelimtViolation': 'throttled',
  'messaging.adaptors.http.flow.NoActiveTargets': 'unavailable',
  'protocol.http.TooBigBody': 'too-large',
  'steps.jsonthreatprotection.ExecutionFailed': 'too-large',
  'oauth.v2.InvalidApiKey': 'key-refused',
  // The key is valid but not for an API product that holds this API: every request fails alike.
  'oauth.v2.InvalidApiKeyForGivenResource': 'key-refused',
  'keymanagement.service.consumer_key_expired': 'key-refused',
  'keymanagement.service.invalid_client-app_not_approved': 'key-refused',
  'keymanagement.service.DeveloperStatusNotActive': 'key-refused',
  // The target was reached, or may have been: the back-end may have booked the invoice.
  // Not listed, so left to the status (in doubt): the 500s of policies that may be attached to the
  // request or the response flow alike (steps.javascript.ScriptExecutionFailed,
  // steps.servicecallout.ExecutionFailed, steps.javacallout.ExecutionError); their code and body
  // are the same in both flows, so nothing in the answer says the target was not called.
  'messaging.adaptors.http.flow.GatewayTimeout': 'in-doubt',
  'messaging.adaptors.http.flow.ServiceUnavailable': 'in-doubt',
};

export interface GatewayFault {
  kind: GatewayFaultKind;
  /** As the gateway sent it, already scrubbed by the transport; '' when absent. */
  faultstring: string;
  errorcode: string;
  /** When the gateway's words say the quota resets, ms from the answer (Azure API Management's "replenished in"). @default not said */
  resetsInMs?: number | undefined;
}

/** The code AWS puts in `x-amzn-ErrorType` for its usage plan quota answer (read-gateway-quota.ts); named so in messages. */
export const AWS_QUOTA_CODE = 'LimitExceededException';
/** How Azure API Management's quota refusal is named in messages (read-gateway-quota.ts): it sends no code of its own. */
export const APIM_QUOTA_CODE = 'Azure API Management quota';

/** Codes of a quota used up: a count over minutes to months, which a wait of seconds does not help. */
const QUOTA_CODES: ReadonlySet<string> = new Set([
  'policies.ratelimit.QuotaViolation',
  AWS_QUOTA_CODE,
  APIM_QUOTA_CODE,
]);

/** True when the fault is a gateway's quota used up, not a rate limit of seconds. */
export function isQuotaFault(fault: GatewayFault | undefined): boolean {
  return fault !== undefined && QUOTA_CODES.has(fault.errorcode);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The gateway fault of a body, or undefined when the body is not one or its code is unknown (then
 * the status decides, as for any answer).
 * @param notProcessed further codes, of other gateways, that prove the request was not processed;
 * they count as `refused` @default []
 */
export function readGatewayFault(body: string, notProcessed: readonly string[] = []): GatewayFault | undefined {
  if (!body.includes('"fault"')) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const fault = (json as { fault?: { faultstring?: unknown; detail?: { errorcode?: unknown } } } | null)?.fault;
  if (typeof fault !== 'object' || fault === null) return undefined;
  const errorcode = text(fault.detail?.errorcode);
  const kind = Object.hasOwn(FAULT_CODES, errorcode)
    ? FAULT_CODES[errorcode]
    : notProcessed.includes(errorcode) && errorcode !== ''
      ? 'refused'
      : undefined;
  return kind === undefined ? undefined : { kind, faultstring: text(fault.faultstring), errorcode };
}

/** True when the fault proves the request never reached the back-end. */
export function faultProvesNotProcessed(fault: GatewayFault | undefined): boolean {
  return fault !== undefined && fault.kind !== 'in-doubt';
}

/** The kinds of refusal that may go again after a wait, as after a 429: the gateway's state, not the request's. */
const WAIT_KINDS: ReadonlySet<GatewayFaultKind | undefined> = new Set([
  'throttled',
  'unavailable',
  'authorizer-refused',
]);

/** True when a refusal of this kind may go again after a wait; such a refusal given up is "not sent". */
export function faultKindMeansWait(kind: GatewayFaultKind | undefined): boolean {
  return WAIT_KINDS.has(kind);
}

/** True when the request may go again after a wait, as after a 429. */
export function faultMeansWait(fault: GatewayFault | undefined): boolean {
  return faultKindMeansWait(fault?.kind);
}

const KIND_WORDS: Readonly<Record<GatewayFaultKind, string>> = {
  throttled: 'the gateway refused the request as over its rate limit, before the finance system',
  unavailable: 'the gateway had no finance system to forward the request to',
  'authorizer-refused':
    "the gateway's authorizer refused the request before the finance system (check the API key and the gateway's authorizer)",
  'too-large': 'the gateway refused the request as too large, before the finance system',
  'key-refused': 'the gateway refused the API key',
  refused: 'the gateway refused the request before the finance system',
  'in-doubt': 'the gateway lost the finance system answer',
};

/** The gateway's words and code, `"Limit Exceeded" (LimitExceededException)`, single line. */
export function faultSaid(fault: GatewayFault, apiKey: string): string {
  const said = bodyExcerpt(fault.faultstring, apiKey);
  return `${said ? `"${said}" ` : ''}(${bodyExcerpt(fault.errorcode, apiKey)})`;
}

/** How every create, read and stop names a used-up quota: `the gateway's quota is used up ("..." (code))`. */
export function quotaUsedUpWords(said: string): string {
  return `the gateway's quota is used up (${said})`;
}

/** `the gateway refused ...: "Spike arrest violation ..." (policies.ratelimit.SpikeArrestViolation)`, single line. */
export function describeGatewayFault(fault: GatewayFault, apiKey: string): string {
  if (isQuotaFault(fault)) return `${quotaUsedUpWords(faultSaid(fault, apiKey))}, refused before the finance system`;
  return `${KIND_WORDS[fault.kind]}: ${faultSaid(fault, apiKey)}`;
}

/** The failed outcome of an answer refused by the gateway, naming the gateway's reason (a quota's words kept for the stop). */
export function faultFailure(answer: Answer, fault: GatewayFault, apiKey: string, attempts: number): HttpFailure {
  const meaning = `${httpStatusMeaning(answer.status)}: ${describeGatewayFault(fault, apiKey)}`;
  const quota = isQuotaFault(fault) ? { quotaSaid: faultSaid(fault, apiKey) } : {};
  return { ...httpFailure(answer, meaning, apiKey, attempts), gatewayFault: fault.kind, ...quota };
}

/** A refusal as too large names the size of the request, so that the user knows how much to cut. */
export function withRequestSize(
  outcome: CreateOutcome,
  requestBytes: number,
  maxRequestBytes?: number | undefined,
): CreateOutcome {
  if (outcome.kind !== 'http-error' || outcome.gatewayFault !== 'too-large') return outcome;
  const limit = maxRequestBytes === undefined ? '' : `; ${limitWords(maxRequestBytes)}`;
  return { ...outcome, meaning: `${outcome.meaning}; the request was ${sizeText(requestBytes)}${limit}` };
}
