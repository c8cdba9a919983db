import { describe, expect, it } from 'vitest';
import { chooseProxy } from '../../src/settings/choose-proxy.js';

const P = 'http://proxy.corp:3128';

describe('chooseProxy', () => {
  it.each([
    ['https://api.example.com', { HTTPS_PROXY: P }, 'HTTPS_PROXY'],
    ['https://api.example.com', { https_proxy: P }, 'https_proxy'],
    ['https://api.example.com', { HTTP_PROXY: P }, undefined],
    ['https://api.example.com', { ALL_PROXY: P }, 'ALL_PROXY'],
    ['https://api.example.com', { all_proxy: P, HTTPS_PROXY: P }, 'HTTPS_PROXY'],
    ['http://10.1.2.3:8080', { HTTP_PROXY: P }, 'HTTP_PROXY'],
    ['http://10.1.2.3:8080', { HTTPS_PROXY: P }, undefined],
    ['https://api.example.com', { HTTPS_PROXY: ' ' }, undefined],
    ['https://api.example.com', {}, undefined],
  ] as const)('%s with %j goes through %s', (baseUrl, env, source) => {
    expect(chooseProxy(baseUrl, env)?.source).toBe(source);
  });

  it('takes the lower-case variable over the upper-case one, as curl does', () => {
    const env = { https_proxy: 'http://lower:3128', HTTPS_PROXY: 'http://upper:3128' };
    expect(chooseProxy('https://api.example.com', env)).toEqual({ url: 'http://lower:3128', source: 'https_proxy' });
  });

  it('reads a proxy written without a scheme as http://', () => {
    expect(chooseProxy('https://api.example.com', { HTTPS_PROXY: 'proxy.corp:3128' })?.url).toBe(P);
  });

  it.each([
    ['example.com', 'https://api.example.com'],
    ['.example.com', 'https://api.example.com'],
    ['*.example.com', 'https://api.example.com'],
    ['localhost, example.com', 'https://api.example.com'],
    ['EXAMPLE.com.', 'https://api.example.com'],
    ['*', 'https://api.example.com'],
    ['example.com:443', 'https://api.example.com'],
    ['10.0.0.0/8', 'https://10.1.2.3'],
    ['10.1.2.3', 'https://10.1.2.3:8443'],
    ['::1', 'http://[::1]:4010'],
    ['[::1]:4010', 'http://[::1]:4010'],
    ['fd00::/8', 'https://[fd12::5]'],
    ['127.0.0.1', 'http://127.0.0.1:4010'],
  ])('NO_PROXY=%s exempts %s', (noProxy, baseUrl) => {
    const env = { HTTPS_PROXY: P, HTTP_PROXY: P, NO_PROXY: noProxy };
    expect(chooseProxy(baseUrl, env)).toBeUndefined();
  });

  it.each([
    ['example.com:8443', 'https://api.example.com'],
    ['myexample.com,other.org', 'https://api.example.com'],
    ['ample.com', 'https://api.example.com'],
    ['10.0.0.0/16', 'https://10.1.2.3'],
    ['*.corp,*', 'https://api.example.com'],
    ['localhost', 'http://127.0.0.1:4010'],
    ['10.0.0.0/99', 'https://10.1.2.3'],
    ['', 'https://api.example.com'],
  ])('NO_PROXY=%s leaves %s proxied', (noProxy, baseUrl) => {
    const env = { HTTPS_PROXY: P, HTTP_PROXY: P, NO_PROXY: noProxy };
    expect(chooseProxy(baseUrl, env)?.url).toBe(P);
  });

  it('proxies loopback unless NO_PROXY names it, as curl does', () => {
    expect(chooseProxy('http://127.0.0.1:4010', { HTTP_PROXY: P })?.url).toBe(P);
    expect(chooseProxy('http://localhost:4010', { HTTP_PROXY: P, no_proxy: 'localhost' })).toBeUndefined();
  });

  it('takes no_proxy over NO_PROXY', () => {
    const env = { HTTPS_PROXY: P, no_proxy: 'other.org', NO_PROXY: 'example.com' };
    expect(chooseProxy('https://api.example.com', env)?.url).toBe(P);
  });

  it("uses the profile's proxy over the variables, and none ignores them", () => {
    const env = { HTTPS_PROXY: P };
    expect(chooseProxy('https://api.example.com', env, 'http://other:8080')).toEqual({
      url: 'http://other:8080',
      source: "the profile's proxy",
    });
    expect(chooseProxy('https://api.example.com', env, 'none')).toBeUndefined();
    expect(chooseProxy('https://api.example.com', { NO_PROXY: 'example.com' }, 'http://other:8080')).toBeUndefined();
  });

  it('refuses a SOCKS proxy or an address that does not parse, without its password', () => {
    const socks = () => chooseProxy('https://api.example.com', { ALL_PROXY: 'socks5://u:s3cret@proxy:1080' });
    expect(socks).toThrow(/ALL_PROXY: socks5 proxies are not supported, only http:\/\/ and https:\/\//);
    expect(socks).not.toThrow(/s3cret/);
    const broken = () => chooseProxy('https://api.example.com', { HTTPS_PROXY: 'http://u:s3cret@[bad' });
    expect(broken).toThrow(/HTTPS_PROXY: expected a proxy address/);
    expect(broken).not.toThrow(/s3cret/);
  });
});
