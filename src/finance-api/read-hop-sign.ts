/**
 * Signs that an answer passed through a hop in front of the proxy whose words it carries, so that
 * hop may have sent the create again after an earlier attempt reached the back-end (Istio's
 * ingress Envoy retries a 503 twice by default; Traefik's retry middleware and HAProxy's
 * `retry-on` do the same when set): then a proxy's own "not sent" words prove nothing.
 * - `Via`: each HTTP proxy that forwards an answer adds itself (RFC 9110 §7.6.3); a proxy that
 *   wrote the answer itself has forwarded nothing. Kong puts `Via: kong/<version>` only on answers
 *   it proxies; Envoy adds one only when its `via` setting is set.
 * - `x-envoy-upstream-service-time`: Envoy's router adds it to an answer it received from an
 *   upstream (the time spent there), never to its own local reply; on Envoy's own words it means
 *   the words came from a hop behind another Envoy.
 * - `x-envoy-attempt-count` above 1: Envoy, told to (`include_attempt_count_in_response`), counts
 *   its attempts; a second attempt means the first may have been booked.
 * HAProxy, Traefik and nginx add no header of their own to an answer they forward by default, so
 * a retry by one of them in front leaves no sign: `retry.trustProxyRefusals: false` covers that. Pure.
 */

/** The header that shows another hop, as `name: value`, or undefined when none does. */
export function readHopSign(headers: Headers): string | undefined {
  const via = headers.get('via');
  if (via !== null) return `via: ${via}`;
  const serviceTime = headers.get('x-envoy-upstream-service-time');
  if (serviceTime !== null) return `x-envoy-upstream-service-time: ${serviceTime}`;
  const attempts = headers.get('x-envoy-attempt-count');
  // Unreadable counts are a sign too: the header is there only because a hop counted attempts.
  if (attempts !== null && !/^\s*1\s*$/.test(attempts)) return `x-envoy-attempt-count: ${attempts}`;
  return undefined;
}
