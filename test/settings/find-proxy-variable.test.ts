import { describe, expect, it } from 'vitest';
import { findProxyVariable } from '../../src/settings/find-proxy-variable.js';

describe('findProxyVariable', () => {
  it.each([
    ['https://api.example.com', { HTTPS_PROXY: 'http://proxy:3128' }, 'HTTPS_PROXY'],
    ['https://api.example.com', { https_proxy: 'http://proxy:3128' }, 'https_proxy'],
    ['https://api.example.com', { HTTP_PROXY: 'http://proxy:3128' }, undefined],
    ['https://api.example.com', { ALL_PROXY: 'socks5://proxy:1080' }, 'ALL_PROXY'],
    ['http://10.1.2.3:8080', { HTTP_PROXY: 'http://proxy:3128' }, 'HTTP_PROXY'],
    ['http://10.1.2.3:8080', { HTTPS_PROXY: 'http://proxy:3128' }, undefined],
    ['https://api.example.com', { HTTPS_PROXY: ' ' }, undefined],
    ['https://api.example.com', {}, undefined],
    ['https://api.example.com', { HTTPS_PROXY: 'http://p:3128', NO_PROXY: 'example.com' }, undefined],
    ['https://api.example.com', { HTTPS_PROXY: 'http://p:3128', NO_PROXY: '.example.com' }, undefined],
    ['https://api.example.com', { HTTPS_PROXY: 'http://p:3128', no_proxy: 'localhost, *.example.com' }, undefined],
    ['https://api.example.com', { HTTPS_PROXY: 'http://p:3128', NO_PROXY: '*' }, undefined],
    ['https://api.example.com', { HTTPS_PROXY: 'http://p:3128', NO_PROXY: 'example.com:8443' }, 'HTTPS_PROXY'],
    ['https://api.example.com', { HTTPS_PROXY: 'http://p:3128', NO_PROXY: 'myexample.com,other.org' }, 'HTTPS_PROXY'],
    ['http://[::1]:4010', { HTTP_PROXY: 'http://p:3128', NO_PROXY: '::1' }, undefined],
    ['http://127.0.0.1:4010', { HTTP_PROXY: 'http://p:3128', NO_PROXY: 'localhost' }, 'HTTP_PROXY'],
  ] as const)('%s with %j: %s', (baseUrl, env, expected) => {
    expect(findProxyVariable(baseUrl, env)).toBe(expected);
  });
});
