/**
 * The one reading of a gateway's own refusal of a create: an Apigee-class fault code
 * (gateway-fault.ts, any status), a 503 that Kong, nginx, Envoy, HAProxy or Traefik wrote itself
 * before forwarding the request, or AWS API Gateway's 500 for a failed authorizer (one file each,
 * with the words each rule trusts and why).
 * Anything else, including the same words inside a back-end's JSON, is left to the status. A
 * proxy's own 503 is trusted only when no hop in front could have retried it: an answer with a
 * sign of another hop (read-hop-sign.ts) stays in doubt whatever its words, and so does every such
 * answer when the profile says `retry.trustProxyRefusals: false` (a chain of proxies not known).
 * Apigee fault codes name the gateway's own policy, not a page a hop behind may have written, and
 * are read as before; so are AWS's and Azure API Management's quota answers (read-gateway-quota.ts),
 * whose statuses already leave the invoice not sent.
 * Two gateways' own 500s are left to the status, in doubt, because nothing in them says when the
 * failure came. Azure API Management records the section that failed (inbound, backend, outbound)
 * in `context.LastError.Section`, but only its own on-error policies can read it; without one the
 * caller gets the same `{ "statusCode": 500, "message": "Internal server error", "activityId": ... }`
 * for an inbound policy that failed before forwarding and for a back-end call that failed after.
 * Kong answers `{"message":"An unexpected error occurred"}` for a plugin that failed in any phase,
 * those that run after the upstream answered included. Pure.
 */
import type { GatewayFault } from './gateway-fault.js';
import { readKongRefusal } from './kong-refusal.js';
import { readNginxRefusal } from './nginx-refusal.js';
import { readEnvoyRefusal } from './envoy-refusal.js';
import { readHaproxyRefusal } from './haproxy-refusal.js';
import { readTraefikRefusal } from './traefik-refusal.js';
import { readAwsAuthorizerRefusal } from './aws-authorizer-refusal.js';
import type { Answer } from './read-json-answer.js';
import { readHopSign } from './read-hop-sign.js';
import { readAnswerFault } from './read-gateway-quota.js';

const OWN_ANSWER_READERS = [
  readKongRefusal,
  readNginxRefusal,
  readEnvoyRefusal,
  readHaproxyRefusal,
  readTraefikRefusal,
  readAwsAuthorizerRefusal,
];

/**
 * The gateway's refusal of this answer, or undefined when none is proven.
 * @param notProcessed further fault codes that prove the request was not processed @default []
 * @param trustProxies take a proxy's own answer as proof (the profile's `retry.trustProxyRefusals`) @default true
 * @param trustNginxPage take nginx's stock 503 page as its limit_req refusal (`retry.trustNginxLimitReq`) @default false
 */
export function readGatewayRefusal(
  answer: Answer,
  notProcessed: readonly string[] = [],
  trustProxies = true,
  trustNginxPage = false,
): GatewayFault | undefined {
  const fault = readAnswerFault(answer, notProcessed);
  if (fault) return fault;
  if (!trustProxies || readHopSign(answer.headers) !== undefined) return undefined;
  for (const read of OWN_ANSWER_READERS) {
    if (read === readNginxRefusal && !trustNginxPage) continue;
    const refusal = read(answer);
    if (refusal) return refusal;
  }
  return undefined;
}
