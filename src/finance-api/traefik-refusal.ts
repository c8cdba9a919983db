/**
 * Traefik's own 503 when its load balancer has no server for the service (none configured, or
 * every one failing its health check): `no available server`, written by Go's `http.Error`
 * (pkg/server/service/loadbalancer/wrr), so `text/plain; charset=utf-8`, the words and a newline,
 * with `X-Content-Type-Options: nosniff`. No connection to a server was made.
 * Why the words prove the request was not forwarded: an answer Traefik proxies keeps the server's
 * body, and this API answers JSON. Traefik writes them after an attempt that reached a server only
 * when its retry middleware is set and a retry finds no server left. Pure.
 */
import type { GatewayFault } from './gateway-fault.js';
import type { Answer } from './read-json-answer.js';

/** Traefik's refusal of its own no-server 503, or undefined when the answer is not one. */
export function readTraefikRefusal(answer: Answer): GatewayFault | undefined {
  if (answer.status !== 503 || answer.unread !== undefined) return undefined;
  if (!/^text\/plain\b/i.test(answer.headers.get('content-type') ?? '')) return undefined;
  if (!/^no available server\r?\n?$/.test(answer.body)) return undefined;
  return { kind: 'unavailable', faultstring: 'no available server', errorcode: "Traefik's own 503" };
}
