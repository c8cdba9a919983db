/**
 * No password of an address echoed in a message, whether the address parses or not: every
 * scheme, user and password a site writes, with the broken hosts and ports the trial met.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { checkBaseUrl } from '../../src/finance-api/check-base-url.js';
import { maskUrlCredentials } from '../../src/finance-api/mask-url-credentials.js';
import { maskLocation } from '../../src/finance-api/describe-redirect.js';

const SECRET = 'Pa55w0rdXYZ';
const schemes = fc.constantFrom('https://', 'http://', 'HTTPS://', 'postgres://', 'postgresql://', 'ftp://', '//', '');
const users = fc.constantFrom('admin', 'a.b-c', 'user%40corp', '');
/** The password with what a real one holds around it, escaped or not. */
const passwords = fc
  .tuple(fc.constantFrom('', 'x', '@', '/', '?', '#', ' ', '%2F', ':', 'é'), fc.constantFrom('', '!', '@', '/'))
  .map(([before, after]) => `${before}${SECRET}${after}`);
const hosts = fc.constantFrom(
  'finance.example.com:70000',
  'finance example.com',
  'finance.example.com:-1',
  'finance.example.com:abc',
  '[::1',
  'finance.example.com',
  'h/db',
  '',
);
const addresses = fc
  .tuple(schemes, users, passwords, hosts, fc.constantFrom('', '/api/v2', '/x?y=1'))
  .map(([scheme, user, password, host, path]) => `${scheme}${user}:${password}@${host}${path}`);

describe('maskUrlCredentials', () => {
  it('leaves no password in any address, parsed or not', () => {
    fc.assert(
      fc.property(addresses, (address) => {
        const masked = maskUrlCredentials(address);
        expect(masked).not.toContain(SECRET);
        expect(masked).toContain('***@');
      }),
      { numRuns: 500 },
    );
  });

  // A value pasted with words before it ("Base URL https://...") is echoed whole by a check that cannot parse it.
  it('leaves no password in an address that text precedes', () => {
    const prefixes = fc.constantFrom('Base URL ', 'url: ', '"', 'x ', ' \t', 'see <', 'baseUrl=');
    fc.assert(
      fc.property(
        prefixes,
        addresses.filter((a) => /^[a-z]+:\/\//i.test(a)),
        (prefix, address) => {
          const masked = maskUrlCredentials(`${prefix}${address}`);
          expect(masked).not.toContain(SECRET);
          expect(masked.startsWith(prefix)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps the host of an address and text with no userinfo as it is', () => {
    expect(maskUrlCredentials('https://u:p@finance.example.com/api')).toBe('https://***@finance.example.com/api');
    expect(maskLocation('https://u:p@finance.example.com/v2?token=1')).toBe('https://***@finance.example.com/v2?***');
    for (const text of ['https://finance.example.com/api', '/srv/journal@2.sqlite', 'finance.example.com', ''])
      expect(maskUrlCredentials(text)).toBe(text);
  });

  it('is what the base URL check echoes, for every source of the address', () => {
    fc.assert(
      fc.property(addresses, fc.boolean(), (address, insecure) => {
        let message = '';
        try {
          checkBaseUrl(address, insecure);
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
          message = (error as Error).message;
        }
        expect(message).not.toBe('');
        expect(message).not.toContain(SECRET);
      }),
      { numRuns: 500 },
    );
  });
});
