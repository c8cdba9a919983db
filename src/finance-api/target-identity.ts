/**
 * What the journal knows a finance system by. Two spellings of one address must be one system, or
 * an invoice created through one is posted again through the other; so an address is compared as
 * WHATWG URL parsing writes it (what fetch sends to), never as typed.
 */

/**
 * An identity as the journal compares it: an http(s) address (with its path segments) as the WHATWG
 * URL parser writes it - scheme and host in lower case, no default port, a port without leading
 * zeros, an IPv4 address in any numeric form as four decimals, dot segments resolved - without
 * trailing slashes; any other text (a pinned `targetId`, the embedded sandbox's `sandbox:` name) as
 * it is. Names are not resolved: `localhost` stays `localhost`.
 */
export function normalizeTargetIdentity(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return text;
  return url.href.replace(/\/+$/, '');
}
