/**
 * The proxy the finance API is reached through, read as curl reads it, since the variables an IT
 * department sets are the ones curl, git and npm honour: the lower-case name before the upper-case
 * one, the scheme's own variable before ALL_PROXY, and NO_PROXY's exemptions. Written here rather
 * than taken from proxy-from-env, which reads only process.env and differs from curl on a bare
 * domain (`corp` exempts `api.corp` in curl), bracketed IPv6 hosts and address ranges. Pure.
 */
import { BlockList, isIP } from 'node:net';
import { ConfigError } from '../errors.js';
import type { ProxyRoute } from '../finance-api/api-target.js';
import { maskUrlCredentials } from '../finance-api/mask-url-credentials.js';

/**
 * The variables read for an address of each scheme, in order. curl ignores an upper-case
 * HTTP_PROXY (a web server sets it from a request's `Proxy:` header); a command run by an
 * operator has no such header, and Windows does not tell the cases apart.
 */
const VARIABLES: Readonly<Record<string, readonly string[]>> = {
  'https:': ['https_proxy', 'HTTPS_PROXY', 'all_proxy', 'ALL_PROXY'],
  'http:': ['http_proxy', 'HTTP_PROXY', 'all_proxy', 'ALL_PROXY'],
};

/** A host without brackets and one trailing dot, in lower case. */
function bareHost(host: string): string {
  return host
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
}

/** An address entry, `10.0.0.0/8` or `::1`, holds the address `host`; a range of the other family holds nothing. */
function inRange(host: string, entry: string): boolean {
  const [address = '', bits] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || family !== isIP(host)) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  const prefix = bits === undefined ? (family === 4 ? 32 : 128) : Number(bits);
  if (!/^\d*$/.test(bits ?? '') || prefix > (family === 4 ? 32 : 128)) return false;
  const range = new BlockList();
  range.addSubnet(address, prefix, type);
  return range.check(host, type);
}

/**
 * Whether NO_PROXY exempts the address: `*` alone exempts all; a name exempts itself and the names
 * under it (`corp`, `.corp` and `*.corp` all exempt `api.corp`); an IP address or range
 * (`10.0.0.0/8`) exempts the addresses in it, never a name that resolves there; `host:port` exempts
 * that port only.
 */
export function noProxyExempts(url: URL, noProxy: string | undefined): boolean {
  if (noProxy === undefined) return false;
  const entries = noProxy.split(/[\s,]+/).filter((entry) => entry !== '');
  if (entries.length === 1 && entries[0] === '*') return true;
  const host = bareHost(url.hostname);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return entries.some((entry) => {
    // A bare IPv6 address has colons of its own: only `[::1]:4010` or `host:4010` name a port.
    const withPort = /^[^:]*:\d+$|^\[.*\]:\d+$/.test(entry) ? entry.split(/:(?=\d+$)/) : [entry];
    const [name = '', entryPort] = withPort;
    if (entryPort !== undefined && entryPort !== port) return false;
    const bare = bareHost(name).replace(/^\*?\./, '');
    if (isIP(host) !== 0) return inRange(host, bare);
    return bare !== '' && (host === bare || host.endsWith(`.${bare}`));
  });
}

/** The proxy address as given, with `http://` when it names no scheme (as curl reads `proxy:3128`). */
function proxyAddress(value: string, source: string): string {
  const text = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ConfigError(
      `${source}: expected a proxy address such as http://proxy.example.com:3128, got "${maskUrlCredentials(text)}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(
      `${source}: ${url.protocol.slice(0, -1)} proxies are not supported, only http:// and https:// ones (got "${maskUrlCredentials(text)}")`,
    );
  return withScheme;
}

/**
 * The proxy for `baseUrl`, or undefined to connect directly.
 * @param setting the profile's `proxy`: an address used instead of the variables, or `none` to ignore them @default the variables
 */
export function chooseProxy(baseUrl: string, env: NodeJS.ProcessEnv, setting?: string): ProxyRoute | undefined {
  const url = new URL(baseUrl);
  if (setting?.trim().toLowerCase() === 'none') return undefined;
  const variable = (VARIABLES[url.protocol] ?? []).find((name) => (env[name] ?? '').trim() !== '');
  const source = setting !== undefined ? "the profile's proxy" : variable;
  const value = setting ?? (variable === undefined ? undefined : env[variable]);
  if (value === undefined || source === undefined) return undefined;
  if (noProxyExempts(url, env.no_proxy ?? env.NO_PROXY)) return undefined;
  return { url: proxyAddress(value, source), source };
}
