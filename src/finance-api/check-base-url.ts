/** The base URL of a profile, checked before anything is sent. */
import { ConfigError } from '../errors.js';
import { maskUrlCredentials } from './mask-url-credentials.js';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const LOOPBACK_V4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
/** 127.0.0.0/8 mapped into IPv6 (::ffff:127.0.0.1), as the URL parser writes it: [::ffff:7f00:1]. */
const MAPPED_LOOPBACK = /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/;

/**
 * What a paste from a mail, a chat or a cell leaves around an address: white space of any kind (no-break
 * and ideographic spaces, tabs, line ends: what String.prototype.trim takes) and the zero-width
 * characters trim leaves. The URL parser drops only ASCII spaces at the ends, so a trailing space
 * would end up inside every request's address.
 */
const PASTED_SPACE = /^[\s\u200b-\u200d\u2060\ufeff]+|[\s\u200b-\u200d\u2060\ufeff]+$/g;

/**
 * The base URL from the flag, the environment or the profile, normalized once: without the space
 * around it, as the WHATWG parser writes it (scheme and host in lower case, no default port),
 * without trailing slashes. Refuses plain http:// to anything but loopback unless explicitly allowed.
 */
export function checkBaseUrl(given: string, allowInsecureHttp: boolean): string {
  const url = given.replace(PASTED_SPACE, '');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`base URL: expected an http(s) address, got "${maskUrlCredentials(url)}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new ConfigError(`base URL: expected http or https, got "${parsed.protocol}"`);
  }
  // Credentials in the address would be written wherever the address is (journal, outputs); the key goes in its header.
  // `https://admin:/secret@host` parses as host `admin` with the password in the path.
  if (parsed.username || parsed.password || url.includes('@')) {
    throw new ConfigError(
      `base URL ${maskUrlCredentials(url)}: expected no user name or password in the address; give the API key through INVOICE_BATCH_API_KEY or apiKeyFile`,
    );
  }
  if (parsed.search || parsed.hash || url.includes('?') || url.includes('#')) {
    throw new ConfigError(
      `base URL ${parsed.origin}${parsed.pathname}: expected no query (?) or fragment (#); the operation paths are added after the base URL`,
    );
  }
  // The parser writes `:00` as `:0`; a connection to port 0 fails only when the first request leaves.
  if (parsed.port === '0')
    throw new ConfigError(`base URL ${parsed.protocol}//${parsed.hostname}: expected a port from 1 to 65535, got 0`);
  const loopback =
    LOOPBACK.has(parsed.hostname) || LOOPBACK_V4.test(parsed.hostname) || MAPPED_LOOPBACK.test(parsed.hostname);
  if (parsed.protocol === 'http:' && !loopback && !allowInsecureHttp) {
    throw new ConfigError(
      `base URL ${parsed.origin}: plain http would send the API key unencrypted; use https or pass --allow-insecure-http`,
    );
  }
  return parsed.href.replace(/\/+$/, '');
}
