/**
 * Whether two target identities may name one back-end, told from their addresses alone. The
 * journal's identity keeps `localhost` and `127.0.0.1` apart (target-identity.ts): it never resolves
 * names. A check that must not send again what another spelling posted needs the looser answer:
 * any loopback spelling is the same machine, a doubled or trailing slash is the same path, and a
 * name may resolve to an address another target was given by.
 */

/** An address reduced to what decides where a request lands. */
export interface BackEndAddress {
  /** `loopback` for every spelling of this machine; else the host as the URL parser writes it, an IPv6 one without brackets. */
  host: string;
  /** The port, the scheme's default filled in. */
  port: string;
  /** The path with runs of slashes as one and no trailing slash. */
  path: string;
}

/** A host of this machine: `localhost` and its subdomains, 127.0.0.0/8, 0.0.0.0, ::1 and ::ffff:127.x. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1' || bare === '0.0.0.0') return true;
  if (/^127\.\d+\.\d+\.\d+$/.test(bare)) return true;
  // The URL parser writes ::ffff:127.0.0.1 as ::ffff:7f00:1; the OS answers the dotted form.
  return /^::ffff:(7f[0-9a-f]{2}:[0-9a-f]{1,4}|127\.\d+\.\d+\.\d+)$/.test(bare);
}

/** The address of an http(s) identity, or undefined for any other (a pinned `targetId`, `sandbox:`). */
export function backEndAddress(identity: string): BackEndAddress | undefined {
  let url: URL;
  try {
    url = new URL(identity);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const port = url.port === '' ? (url.protocol === 'https:' ? '443' : '80') : url.port;
  // `localhost.` is `localhost` written as a full name.
  const bare = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  const host = isLoopbackHost(bare) ? 'loopback' : bare;
  return { host, port, path: url.pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '') };
}

/**
 * True when `a` and `b` may be one back-end: same port and path, and the same host, both loopback,
 * or hosts whose resolved addresses meet (`addressesOf`, from a look-up; a host without answers
 * stands for itself).
 */
export function possiblySameBackEnd(
  a: string,
  b: string,
  addressesOf: (host: string) => readonly string[] = () => [],
): boolean {
  if (a === b) return true;
  const left = backEndAddress(a);
  const right = backEndAddress(b);
  if (left === undefined || right === undefined) return false;
  if (left.port !== right.port || left.path !== right.path) return false;
  if (left.host === right.host) return true;
  const reach = (host: string) => {
    const found = addressesOf(host).map((address) => (isLoopbackHost(address) ? 'loopback' : address));
    return new Set([host, ...found]);
  };
  const there = reach(right.host);
  return [...reach(left.host)].some((address) => there.has(address));
}
