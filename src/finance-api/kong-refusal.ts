/**
 * A 503 that Kong Gateway wrote itself: it found no upstream to send the request to ("failure to
 * get a peer from the ring-balancer", "name resolution failed"), so the request never reached the
 * finance system. Kong puts `Server: kong/<version>` only on the answers it produces (its
 * `headers` setting, `server_tokens`); an answer it proxies keeps the upstream's own Server header
 * and carries `Via: kong/<version>` instead. Kong's own answers are JSON `{"message": ...}`. A 503
 * with Retry-After alone proves nothing: Kong, Azure API Management, nginx and most proxies pass a
 * back-end's own 503 through unchanged, and a back-end may answer so after booking. Pure.
 */
import type { GatewayFault } from './gateway-fault.js';
import type { Answer } from './read-json-answer.js';

const KONG_SERVER = /^kong\/\S+$/i;

/** The refusal of a 503 Kong wrote itself, as a gateway fault with no target, or undefined when the answer is not one. */
export function readKongRefusal(answer: Answer): GatewayFault | undefined {
  if (answer.status !== 503 || answer.unread !== undefined) return undefined;
  const server = (answer.headers.get('server') ?? '').trim();
  if (!KONG_SERVER.test(server)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    return undefined;
  }
  const message = (json as { message?: unknown } | null)?.message;
  if (typeof message !== 'string') return undefined;
  return { kind: 'unavailable', faultstring: message, errorcode: `Server: ${server}` };
}
