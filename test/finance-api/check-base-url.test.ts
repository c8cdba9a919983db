import { describe, expect, it } from 'vitest';
import { checkBaseUrl } from '../../src/finance-api/check-base-url.js';

describe('checkBaseUrl: plain http to loopback, however the address is spelt', () => {
  it.each([
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['http://127.1:4010', 'http://127.0.0.1:4010'],
    ['http://2130706433:4010', 'http://127.0.0.1:4010'],
    ['http://[::1]:4010', 'http://[::1]:4010'],
    ['http://[0:0:0:0:0:0:0:1]:4010', 'http://[::1]:4010'],
    // IPv4-mapped IPv6, as a dual-stack server's own log or `ss` prints it.
    ['http://[::ffff:127.0.0.1]:4010', 'http://[::ffff:7f00:1]:4010'],
    ['http://[0:0:0:0:0:ffff:127.0.0.1]:4010', 'http://[::ffff:7f00:1]:4010'],
    ['http://[::ffff:127.12.34.56]:4010', 'http://[::ffff:7f0c:2238]:4010'],
    ['http://[::FFFF:7F00:1]:4010', 'http://[::ffff:7f00:1]:4010'],
  ])('takes %s', (given, expected) => {
    expect(checkBaseUrl(given, false)).toBe(expected);
  });

  it.each([
    'http://[::ffff:10.0.0.1]:4010',
    'http://[::ffff:8.8.8.8]',
    'http://[::ffff:128.0.0.1]',
    'http://[::2]',
    'http://[::7f00:1]',
    'http://[64:ff9b::7f00:1]',
  ])('refuses %s without --allow-insecure-http', (given) => {
    expect(() => checkBaseUrl(given, false)).toThrow(/plain http would send the API key unencrypted/);
  });
});

describe('checkBaseUrl: port 0, which no server listens on', () => {
  it.each([
    'http://127.0.0.1:0',
    'https://finance.example.com:0/api',
    'https://finance.example.com:00',
    'HTTPS://[::1]:000/',
  ])('refuses %s when it is read, not when it connects', (given) => {
    expect(() => checkBaseUrl(given, false)).toThrow(/expected a port from 1 to 65535, got 0/);
  });

  it.each(['http://127.0.0.1:1', 'https://finance.example.com:65535', 'https://finance.example.com:010'])(
    'takes %s',
    (given) => {
      expect(() => checkBaseUrl(given, false)).not.toThrow();
    },
  );
});
