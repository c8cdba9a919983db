/**
 * HAProxy's own 503 when a backend has no server to give the request to (every server down or in
 * maintenance, or the request waited out `timeout queue`): its built-in page (`http_err_msgs` in src/http.c),
 * `text/html` with `cache-control: no-cache`, `<html><body><h1>503 Service Unavailable</h1>`, then
 * `No server is available to handle this request.`. No connection to a server was made.
 * Why the page proves the request was not forwarded: an answer HAProxy proxies keeps the server's
 * body, and this API answers JSON. HAProxy writes it after an attempt that reached a server only
 * when told to retry a request on an answer (`retry-on` with a status or `response-timeout`, not
 * its default of connection failures) and then finds no server left. An `errorfile 503` replaces
 * the page, and then the answer stays in doubt. Pure.
 */
import type { GatewayFault } from './gateway-fault.js';
import type { Answer } from './read-json-answer.js';

const NO_SERVER_PAGE =
  /^<html><body><h1>503 Service Unavailable<\/h1>\r?\nNo server is available to handle this request\.\r?\n<\/body><\/html>\r?\n?$/;

/** HAProxy's refusal of its own no-server 503, or undefined when the answer is not one. */
export function readHaproxyRefusal(answer: Answer): GatewayFault | undefined {
  if (answer.status !== 503 || answer.unread !== undefined) return undefined;
  if (!/^text\/html\b/i.test(answer.headers.get('content-type') ?? '')) return undefined;
  if (!NO_SERVER_PAGE.test(answer.body)) return undefined;
  return {
    kind: 'unavailable',
    faultstring: 'No server is available to handle this request.',
    errorcode: "HAProxy's own 503 page",
  };
}
