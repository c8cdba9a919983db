/**
 * Signs that a reverse proxy stands between the tool and the finance API: a `Via` header, a
 * `Server` header naming a proxy, or a base URL with a path (a proxy routing `/api/v2/` to the
 * back-end). Such a proxy may drop the `api_key` header: nginx drops every header whose name
 * holds an underscore unless `underscores_in_headers on`, and the back-end then refuses the key.
 * Pure.
 */

/** Server header words of common reverse proxies and gateways. */
const PROXY_SERVERS = /\b(nginx|openresty|tengine|apache|httpd|envoy|haproxy|traefik|caddy|kong|istio)\b/i;

/** The sign of a proxy in front, as `name: value` or the base URL's path; undefined when none shows. */
export function readProxyFront(headers: Headers, baseUrl: string | undefined): string | undefined {
  const via = headers.get('via');
  if (via !== null) return `via: ${via}`;
  const server = headers.get('server');
  if (server !== null && PROXY_SERVERS.test(server)) return `server: ${server}`;
  if (baseUrl === undefined) return undefined;
  let path: string;
  try {
    path = new URL(baseUrl).pathname;
  } catch {
    return undefined;
  }
  return path !== '' && path !== '/' ? `the base URL's path ${path}` : undefined;
}
