/**
 * A 503 page nginx wrote itself. Its limit_req and limit_conn modules refuse a request over their
 * limit with 503 by default (`limit_req_status`, `limit_conn_status`), and a `return 503` (a
 * maintenance switch, a host it does not serve) answers the same way; in each case nginx answers
 * before its proxy module opens a connection to the back-end. The page is nginx's built-in one
 * (src/http/ngx_http_special_response.c): `<title>503 Service Temporarily Unavailable</title>`,
 * the same words in an `<h1>`, and a tail naming `nginx` (with its version under the default
 * `server_tokens on`; `openresty` in OpenResty builds), lines ended by CRLF, `text/html`; versions
 * before 1.17 put `bgcolor="white"` on the body.
 * Why the page proves the request was not forwarded: an answer nginx proxies keeps the back-end's
 * body, and this API answers JSON. nginx writes its own page over a proxied 503 only when told to
 * (`proxy_intercept_errors on` with an `error_page 503` that ends in nginx's page) or when it was
 * told to send a POST to a second server (`proxy_next_upstream ... non_idempotent`): neither is a
 * default. The `Server` header proves nothing, as nginx puts its own on every answer it proxies.
 * The words alone do not prove it, though: `error_page 502 504 = @maint` with a `return 503` there
 * answers this very page after the back-end was sent the request and timed out or failed. What
 * tells them apart is when it came: limit_req, limit_conn and `return` answer as soon as the
 * request is read, while an upstream failure comes after a timeout (proxy_read_timeout, rarely
 * under a second), so the page is trusted only when it came quickly after the request's last byte.
 * Even quick, it proves nothing alone: `error_page 502 = @x` with `return 503` in `@x` answers this
 * page within milliseconds when the back-end reset the connection after reading the create. So it
 * is read only when the profile says `retry.trustNginxLimitReq` (read-gateway-refusal.ts).
 * Pure.
 */
import type { GatewayFault } from './gateway-fault.js';
import type { Answer } from './read-json-answer.js';

const NGINX_503_PAGE =
  /^<html>\r?\n<head><title>503 Service Temporarily Unavailable<\/title><\/head>\r?\n<body(?: bgcolor="white")?>\r?\n<center><h1>503 Service Temporarily Unavailable<\/h1><\/center>\r?\n<hr><center>((?:nginx|openresty)(?:\/[0-9][0-9A-Za-z.]*)?)<\/center>\r?\n<\/body>\r?\n<\/html>\r?\n?$/;

/**
 * Longest wait, ms from the request's last byte to the answer's headers, for a page nginx wrote
 * before forwarding: its own refusal takes a round trip and no upstream wait, so a second leaves
 * room for a slow or loaded network, and is as short as the upstream timeouts set in practice.
 */
const QUICK_REFUSAL_MS = 1000;

/** nginx's refusal of a 503 page it wrote itself, or undefined when the answer is not one (or came too late to be one). */
export function readNginxRefusal(answer: Answer): GatewayFault | undefined {
  if (answer.status !== 503 || answer.unread !== undefined) return undefined;
  // Not measured, or slow: it may have come after an upstream attempt, so it proves nothing.
  if (answer.waitedMs === undefined || answer.waitedMs >= QUICK_REFUSAL_MS) return undefined;
  if (!/^text\/html\b/i.test(answer.headers.get('content-type') ?? '')) return undefined;
  const page = NGINX_503_PAGE.exec(answer.body);
  if (!page) return undefined;
  return {
    kind: 'throttled',
    faultstring: '503 Service Temporarily Unavailable',
    errorcode: `${page[1]}'s own 503 page: limit_req or limit_conn`,
  };
}

/**
 * What a person does about a create answered nginx's stock page the profile does not trust: it is
 * in doubt (looked up, never sent again), and one of two settings ends it for the next month end.
 */
export const UNTRUSTED_NGINX_PAGE_NOTE =
  "nginx's own 503 page, which its limit_req answers by default but also an error_page after the back-end failed: " +
  'resolve it; if that nginx has no error_page ending in `return 503`, set retry.trustNginxLimitReq: true in the profile, ' +
  'or ask its owner for `limit_req_status 429;`';
