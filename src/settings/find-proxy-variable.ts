/**
 * The proxy variable that would apply to the base URL where the tool runs. The tool does not use
 * proxies; an operator who set one expects it used, so a failed connection names it. Pure.
 */

/** The variables curl and most tools read, upper case first, for an address of each scheme. */
const VARIABLES: Readonly<Record<string, readonly string[]>> = {
  'https:': ['HTTPS_PROXY', 'https_proxy', 'ALL_PROXY', 'all_proxy'],
  'http:': ['HTTP_PROXY', 'http_proxy', 'ALL_PROXY', 'all_proxy'],
};

/** Whether NO_PROXY (`*`, or names and domains, `.example.com` or `example.com`, with an optional port) exempts the host. */
function exempted(url: URL, noProxy: string | undefined): boolean {
  if (noProxy === undefined) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return noProxy
    .split(/[\s,]+/)
    .filter((entry) => entry !== '')
    .some((entry) => {
      if (entry === '*') return true;
      const lower = entry.toLowerCase().replace(/^\*?\./, '');
      // A bare IPv6 address has colons of its own: only `[::1]:4010` or `host:4010` name a port.
      const [name = '', port] = /^[^:]*:\d+$|^\[.*\]:\d+$/.test(lower) ? lower.split(/:(?=\d+$)/) : [lower];
      if (port !== undefined && port !== (url.port || (url.protocol === 'https:' ? '443' : '80'))) return false;
      const bare = name.replace(/^\[|\]$/g, '');
      return host === bare || host.endsWith(`.${bare}`);
    });
}

/** The name of the proxy variable set for `baseUrl`, or undefined when none is (or NO_PROXY exempts it). */
export function findProxyVariable(baseUrl: string, env: NodeJS.ProcessEnv): string | undefined {
  const url = new URL(baseUrl);
  const name = (VARIABLES[url.protocol] ?? []).find((variable) => (env[variable] ?? '').trim() !== '');
  if (name === undefined || exempted(url, env.NO_PROXY ?? env.no_proxy)) return undefined;
  return name;
}
