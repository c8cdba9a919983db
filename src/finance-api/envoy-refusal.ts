/**
 * A 503 Envoy wrote itself (Envoy alone, and Istio, Ambassador/Emissary, Contour and Gloo, which
 * run it) when its router found no way to the back-end. Its local replies are `text/plain`, words
 * of source/common/router/router.cc:
 * - `upstream connect error or disconnect/reset before headers. reset reason: R` (with, from Envoy
 *   1.20 on, `, transport failure reason: T` after it). R is a stream reset reason of
 *   source/common/http/utility.cc: `connection failure` (older), `local connection failure`,
 *   `remote connection failure` and `connection timeout` mean the connection to the back-end never
 *   opened, so no byte of the request left; `overflow` means a circuit breaker refused to open a
 *   request. Not forwarded.
 * - The same words with `retried and the latest reset reason: R`: Envoy tried again, and an earlier
 *   attempt may have reached the back-end (a reset after sending, a 503 its retry policy retries,
 *   as Istio's default does): in doubt, whatever R.
 * - `connection termination`, `remote reset`, `protocol error` and the others: the request was
 *   written, the back-end may have booked it. In doubt, and so is a 504 `upstream request timeout`.
 * - `no healthy upstream`: not taken as proof. Envoy writes it before a first attempt, but also
 *   when a retry finds no host left (`doRetry` sends it), after an attempt that may have booked.
 * Why the words prove what they say: this API answers JSON, and an Envoy sidecar in front of the
 * back-end that wrote them (Istio's) never reached the back-end either. Pure.
 */
import type { GatewayFault } from './gateway-fault.js';
import type { Answer } from './read-json-answer.js';

const NEVER_OPENED =
  /^upstream connect error or disconnect\/reset before headers\. reset reason: (connection failure|local connection failure|remote connection failure|connection timeout|overflow)(?:, transport failure reason: [^\r\n]*)?\r?\n?$/;

/** Envoy's refusal of a 503 it wrote itself before opening the request, or undefined when the answer is not one. */
export function readEnvoyRefusal(answer: Answer): GatewayFault | undefined {
  if (answer.status !== 503 || answer.unread !== undefined) return undefined;
  if (!/^text\/plain\b/i.test(answer.headers.get('content-type') ?? '')) return undefined;
  const words = NEVER_OPENED.exec(answer.body);
  if (!words) return undefined;
  return {
    kind: 'unavailable',
    faultstring: answer.body.trim(),
    errorcode: words[1] === 'overflow' ? "Envoy's own 503: a circuit breaker" : "Envoy's own 503: no connection",
  };
}
