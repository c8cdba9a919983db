/**
 * Cloudflare's own 52x answers. Cloudflare stands as a reverse proxy in front of an origin and
 * answers with statuses of its own when that origin fails it; some say the edge never reached the
 * origin, so the request was not processed. The meanings, from Cloudflare's "Cloudflare 5xx errors"
 * (developers.cloudflare.com/support/troubleshooting/http-status-codes/cloudflare-5xx-errors/):
 * - 520 Web server returns an unknown error: the origin answered with an empty, unknown or
 *   unexpected response. The origin was reached: in doubt.
 * - 521 Web server is down: the origin refused the connection from Cloudflare. Not reached.
 * - 522 Connection timed out: either no SYN+ACK within 19 s (not reached), or, after the connection
 *   was made, the origin did not acknowledge (ACK) the request within 90 s. In the second case the
 *   origin may hold the request with its ACKs lost on the way back, and nothing tells the two
 *   apart: in doubt.
 * - 523 Origin is unreachable: Cloudflare cannot reach the origin (DNS, routing). Not reached.
 * - 524 A timeout occurred: connected, but the origin did not answer in time (100 s). Reached: in doubt.
 * - 525 SSL handshake failed between Cloudflare and the origin: the request is written only after
 *   the handshake. Not reached.
 * - 526 Invalid SSL certificate: the origin's certificate failed Cloudflare's checks (Full strict
 *   mode), so Cloudflare did not send the request. Not reached.
 * Only an answer with Cloudflare's signature (a `cf-ray` header, or `server: cloudflare`) counts:
 * any other server may use these numbers for anything. Pure.
 */
import type { Answer } from './read-json-answer.js';
import { saysProcessed } from './read-create-body.js';
import { fromCloudflare } from './gateway-block.js';

const NEVER_REACHED: Readonly<Record<number, string>> = {
  521: 'Web Server Is Down: the origin server refused the connection from Cloudflare',
  523: 'Origin Is Unreachable: Cloudflare could not reach the origin server',
  525: 'SSL Handshake Failed: the TLS handshake between Cloudflare and the origin server failed',
  526: "Invalid SSL Certificate: Cloudflare refused the origin server's certificate",
};

/**
 * Why Cloudflare's answer proves the request never reached the finance system, or undefined when
 * it does not (another status, no Cloudflare signature, a body that says processed or was not read).
 */
export function cloudflareNeverReached(answer: Answer): string | undefined {
  const words = NEVER_REACHED[answer.status];
  if (!words || !fromCloudflare(answer.headers) || answer.unread !== undefined || saysProcessed(answer))
    return undefined;
  return `Cloudflare answered HTTP ${answer.status} ${words}; the request never reached the finance system`;
}
