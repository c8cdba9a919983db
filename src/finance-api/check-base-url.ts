/** The base URL of a profile, checked before anything is sent. */
import { ConfigError } from '../errors.js';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Refuses plain http:// to anything but loopback unless explicitly allowed. */
export function checkBaseUrl(url: string, allowInsecureHttp: boolean): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`base URL: expected an http(s) address, got "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new ConfigError(`base URL: expected http or https, got "${parsed.protocol}"`);
  }
  // Credentials in the address would be written wherever the address is (journal, outputs); the key goes in its header.
  if (parsed.username || parsed.password) {
    throw new ConfigError(
      `base URL ${parsed.protocol}//${parsed.host}: expected no user name or password in the address; give the API key through INVOICE_BATCH_API_KEY or apiKeyFile`,
    );
  }
  if (parsed.search || parsed.hash || url.includes('?') || url.includes('#')) {
    throw new ConfigError(
      `base URL ${parsed.origin}${parsed.pathname}: expected no query (?) or fragment (#); the operation paths are added after the base URL`,
    );
  }
  const loopback = LOOPBACK.has(parsed.hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(parsed.hostname);
  if (parsed.protocol === 'http:' && !loopback && !allowInsecureHttp) {
    throw new ConfigError(
      `base URL ${parsed.origin}: plain http would send the API key unencrypted; use https or pass --allow-insecure-http`,
    );
  }
  return url.replace(/\/+$/, '');
}
