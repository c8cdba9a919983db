/**
 * The one reading of a gateway's own refusal of a create: an Apigee-class fault code
 * (gateway-fault.ts, any status), or a 503 that Kong, nginx, Envoy, HAProxy or Traefik wrote
 * itself before forwarding the request (one file each, with the words each rule trusts and why).
 * Anything else, including the same words inside a back-end's JSON, is left to the status. Pure.
 */
import { readGatewayFault, type GatewayFault } from './gateway-fault.js';
import { readKongRefusal } from './kong-refusal.js';
import { readNginxRefusal } from './nginx-refusal.js';
import { readEnvoyRefusal } from './envoy-refusal.js';
import { readHaproxyRefusal } from './haproxy-refusal.js';
import { readTraefikRefusal } from './traefik-refusal.js';
import type { Answer } from './read-json-answer.js';

const OWN_503_READERS = [readKongRefusal, readNginxRefusal, readEnvoyRefusal, readHaproxyRefusal, readTraefikRefusal];

/**
 * The gateway's refusal of this answer, or undefined when none is proven.
 * @param notProcessed further fault codes that prove the request was not processed @default []
 */
export function readGatewayRefusal(answer: Answer, notProcessed: readonly string[] = []): GatewayFault | undefined {
  const fault = readGatewayFault(answer.body, notProcessed);
  if (fault) return fault;
  for (const read of OWN_503_READERS) {
    const refusal = read(answer);
    if (refusal) return refusal;
  }
  return undefined;
}
