/**
 * A proxy's own refusal, which proves the request never reached the finance system: its answer to
 * the CONNECT of an https:// request that is not 200 (no tunnel was opened, so no byte of the
 * request left), or its request for credentials to a plain http:// request (a proxy asks for
 * its own before forwarding anything): a 407, or a 401 it wrote itself (tinyproxy answers one
 * with its name in `Server` where it reads the request as addressed to itself). https-proxy-agent replays a refused
 * CONNECT's answer as if the server had sent it; a 502 or 503 so read would leave a create in
 * doubt, and a 407 would read as the finance system's, so the transport turns both into this error.
 */

/** The `code` of the error, as node names network errors. */
export const PROXY_REFUSED = 'ERR_PROXY_REFUSED';

/** Statuses a proxy may answer again differently later (it could not reach the server, or was busy). */
const PASSING: ReadonlySet<number> = new Set([502, 503, 504]);

/** tinyproxy's status line when it could not connect to the server, the same for CONNECT and a forwarded request. */
const TINYPROXY_UNABLE = /^\s*unable to connect\s*$/i;

/** Squid's `X-Squid-Error` of its own page when it could not connect to the server, or find its address. */
const SQUID_UNREACHED = /^\s*ERR_(?:CONNECT_FAIL|DNS_FAIL)\b/;

/**
 * Whether a forward proxy's answer is its own word that it could not reach the server: tinyproxy's
 * 500 `Unable to connect` (its own answers carry no `Via`; those it passes on do), Squid's page
 * with `X-Squid-Error: ERR_CONNECT_FAIL` (or `ERR_DNS_FAIL`). Either writes it without having sent
 * a byte of the request on; `headers` are named in lower case.
 */
export function isProxyUnreachedAnswer(
  status: number,
  statusText: string | undefined,
  headers: Record<string, unknown>,
): boolean {
  const squid = headers['x-squid-error'];
  if (typeof squid === 'string' && SQUID_UNREACHED.test(squid)) return true;
  const server = headers.server;
  return (
    status === 500 &&
    TINYPROXY_UNABLE.test(statusText ?? '') &&
    headers.via === undefined &&
    typeof server === 'string' &&
    /^\s*tinyproxy\b/i.test(server)
  );
}

/**
 * The error for a proxy's refusal; `proxy` is its printable name (describeProxy), never its address.
 * @param unreached the proxy said it could not reach the server (isProxyUnreachedAnswer) @default a 502, 503 or 504
 */
export function proxyRefusal(
  status: number,
  statusText: string | undefined,
  proxy: string,
  unreached = PASSING.has(status),
): Error & { code: string; transient: boolean } {
  const words = statusText?.trim() ? ` ${statusText.trim()}` : '';
  const cause =
    status === 407 || status === 401
      ? ': it wants other credentials (user and password in the proxy address)'
      : status === 403
        ? ': it does not allow this address (ask for the finance API to be allowed)'
        : unreached
          ? ': the proxy could not reach the finance API'
          : '';
  const message = `the proxy ${proxy} refused the request with HTTP ${status}${words}${cause}; the request never reached the finance system`;
  return Object.assign(new Error(message), { code: PROXY_REFUSED, transient: unreached });
}

/** `Server` words of forward proxies that write their own error pages. */
const FORWARD_PROXY_SERVER = /^\s*(?:tinyproxy|squid)\b/i;

/**
 * Whether an answer to a plain http:// request through a proxy is the proxy's own request for
 * credentials. A 401 is the proxy's when it asks in `Proxy-Authenticate`, or when the proxy names
 * itself in `Server` and in no `Via`: an answer it passes on from the server carries its `Via`.
 */
export function isProxyAuthAnswer(status: number, headers: Record<string, unknown>): boolean {
  if (status !== 407 && status !== 401) return false;
  if (headers['proxy-authenticate'] !== undefined) return true;
  const server = headers.server;
  return status === 401 && headers.via === undefined && typeof server === 'string' && FORWARD_PROXY_SERVER.test(server);
}

/** How long a proxy named https:// may take to answer the TLS handshake: one on a company network takes well under a second. */
export const PROXY_TLS_WAIT_MS = 10_000;

/**
 * The error for a proxy named https:// that does not speak TLS: most proxies speak plain HTTP
 * even for https:// targets, and `https://` in HTTPS_PROXY is a common slip. Some (tinyproxy)
 * wait for a line end that a TLS handshake never sends, so without a bound the run would hang;
 * others close the connection at once.
 * @param how the proxy answered the handshake with something else, closed the connection, or said nothing
 */
export function proxyNotTls(
  proxy: string,
  how: 'answered' | 'closed' | 'silent',
): Error & { code: string; transient: boolean } {
  const what = {
    answered: 'answered the TLS handshake with something else',
    closed: 'closed the connection without answering TLS',
    silent: `did not answer TLS within ${PROXY_TLS_WAIT_MS / 1000} s`,
  }[how];
  const message = `the proxy ${proxy} ${what}; is it http://? (its address says https://, but most proxies speak plain HTTP); the request never reached the finance system`;
  return Object.assign(new Error(message), { code: PROXY_REFUSED, transient: false });
}
