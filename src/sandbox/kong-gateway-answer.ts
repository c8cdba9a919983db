/**
 * Kong Gateway's own answer when it finds no healthy upstream for a request: written by Kong, not
 * forwarded, so the back-end never sees the request. Kong marks the answers it produces with its
 * own Server header; the ones it proxies keep the upstream's.
 */
import type { InjectedAnswer } from './sandbox-options.js';

export const KONG_SERVER_HEADER = 'kong/3.9.1';

export function kongNoUpstreamAnswer(status: number, retryAfter: string): InjectedAnswer {
  return {
    status,
    body: JSON.stringify({ message: 'failure to get a peer from the ring-balancer' }),
    contentType: 'application/json; charset=utf-8',
    headers: { Server: KONG_SERVER_HEADER, 'Retry-After': retryAfter },
  };
}
