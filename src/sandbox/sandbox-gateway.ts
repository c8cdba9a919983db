/**
 * The sandbox's emulation of an Apigee-class gateway in front of the back-end (Apigee Edge, SAP API
 * Management): its policies refuse a request with their own fault body before it is forwarded, so
 * a refused request never reaches the back-end. A spike arrest smooths its rate as the real one
 * does: N per second admits one request every 1000/N ms, not N at once. nginx's limit_req, set
 * instead or as well, admits N per second with a burst of B more (`nodelay`: the burst is
 * forwarded at once) and answers the rest with its stock 503 page, as nginx does by default.
 */
import type { IncomingMessage } from 'node:http';
import { createTokenBucket, tryTakeToken } from '../finance-api/token-bucket.js';
import type { InjectedAnswer } from './sandbox-options.js';
import type { GatewayOptions } from './sandbox-front-options.js';
import { NGINX, NGINX_503_PAGE } from './proxy-own-answers.js';

const NGINX_LIMIT_REQ: InjectedAnswer = {
  status: 503,
  body: NGINX_503_PAGE,
  contentType: 'text/html',
  headers: { Server: NGINX },
};

/** The fault body of an Apigee-class gateway. */
export function gatewayFaultBody(faultstring: string, errorcode: string): string {
  return JSON.stringify({ fault: { faultstring, detail: { errorcode } } });
}

function refusal(status: number, faultstring: string, errorcode: string): InjectedAnswer {
  return { status, body: gatewayFaultBody(faultstring, errorcode), contentType: 'application/json' };
}

export interface SandboxGateway {
  /**
   * The gateway's refusal of a request, or undefined when it passes to the back-end.
   * @param keyState whether the api_key is one the sandbox knows, and active
   */
  refuse(bodyBytes: number, keyState: 'active' | 'inactive' | 'unknown'): InjectedAnswer | undefined;
  /** Requests the gateway refused. */
  refused(): number;
}

export function createSandboxGateway(options: GatewayOptions, random: () => number, now: () => number): SandboxGateway {
  // A bucket of one token: the next request is admitted 1000/N ms after the last one admitted.
  const rate = options.spikeArrestPerSecond ?? 0;
  let bucket = rate > 0 ? createTokenBucket(rate, now()) : undefined;
  // nginx's leaky bucket with `nodelay` admits as a token bucket of burst + 1 tokens does.
  const limitReq = options.nginxLimitReq;
  let nginxBucket = limitReq && createTokenBucket(limitReq.perSecond, now(), limitReq.burst + 1);
  let refused = 0;
  const startedAt = now();
  let quotaPeriod = 0;
  let quotaUsed = 0;
  /** True when the quota admits one more request now (and counts it). */
  const quotaAdmits = (): boolean => {
    if (!options.quota) return true;
    const period = Math.floor((now() - startedAt) / options.quota.periodMs);
    if (period !== quotaPeriod) [quotaPeriod, quotaUsed] = [period, 0];
    if (quotaUsed >= options.quota.count) return false;
    quotaUsed += 1;
    return true;
  };
  function decide(bodyBytes: number, keyState: 'active' | 'inactive' | 'unknown'): InjectedAnswer | undefined {
    // nginx stands in front of the gateway's policies: its refusal comes first, whatever the key.
    if (nginxBucket) {
      const taken = tryTakeToken(nginxBucket, now());
      nginxBucket = taken.bucket;
      if (!taken.taken) return NGINX_LIMIT_REQ;
    }
    if (options.checksKeys !== false && keyState === 'unknown')
      return refusal(401, 'Invalid ApiKey', 'oauth.v2.InvalidApiKey');
    if (options.checksKeys !== false && keyState === 'inactive')
      return refusal(403, 'Developer is not active', 'keymanagement.service.DeveloperStatusNotActive');
    if (options.maxRequestBytes !== undefined && bodyBytes > options.maxRequestBytes)
      return refusal(413, `Body buffer overflow: ${bodyBytes} bytes`, 'protocol.http.TooBigBody');
    if (bucket) {
      const taken = tryTakeToken(bucket, now());
      bucket = taken.bucket;
      if (!taken.taken) {
        const allowed = `MessageRate{messagesPerPeriod=${rate}, periodInMicroseconds=1000000}`;
        const text = `Spike arrest violation. Allowed rate : ${allowed}`;
        return refusal(options.spikeArrestStatus ?? 500, text, 'policies.ratelimit.SpikeArrestViolation');
      }
    }
    // Spelt with two spaces by the gateway.
    if (!quotaAdmits()) {
      const text = 'Rate limit quota violation. Quota limit  exceeded. Identifier : _default';
      return refusal(options.spikeArrestStatus ?? 500, text, 'policies.ratelimit.QuotaViolation');
    }
    if (random() < (options.noActiveTargetsRate ?? 0))
      return refusal(503, 'The Service is temporarily unavailable', 'messaging.adaptors.http.flow.NoActiveTargets');
    return undefined;
  }
  return {
    refuse(bodyBytes, keyState) {
      const answer = decide(bodyBytes, keyState);
      if (answer) refused += 1;
      return answer;
    },
    refused: () => refused,
  };
}

/**
 * The gateway's refusal of a request as it arrives, its body drained unread (a refused request is
 * never forwarded), or undefined when it passes.
 */
export async function refuseAtGateway(
  gateway: SandboxGateway,
  request: IncomingMessage,
  keys: { active: ReadonlySet<string>; inactive: ReadonlySet<string> },
): Promise<InjectedAnswer | undefined> {
  const header = request.headers['api_key'];
  const key = (Array.isArray(header) ? header[0] : header) ?? '';
  const keyState = keys.inactive.has(key) ? 'inactive' : keys.active.has(key) ? 'active' : 'unknown';
  const answer = gateway.refuse(Number(request.headers['content-length'] ?? 0) || 0, keyState);
  if (answer) for await (const _chunk of request);
  return answer;
}
