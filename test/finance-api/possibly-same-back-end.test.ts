import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookUpHostAddresses } from '../../src/finance-api/look-up-host-addresses.js';
import { possiblySameBackEnd } from '../../src/finance-api/possibly-same-back-end.js';

const TARGET = 'http://127.0.0.1:4101/erp/invoicing/prod';

describe('possiblySameBackEnd', () => {
  it.each([
    'http://localhost:4101/erp/invoicing/prod',
    'http://LocalHost:4101//erp/invoicing/prod/',
    'http://localhost.:4101/erp/invoicing/prod',
    'http://[::1]:4101/erp/invoicing/prod',
    'http://[::ffff:127.0.0.1]:4101/erp/invoicing/prod',
    'http://127.0.0.2:4101/erp//invoicing/prod',
    'http://api.localhost:4101/erp/invoicing/prod',
  ])('takes %s for the back-end of 127.0.0.1:4101', (spelling) => {
    expect(possiblySameBackEnd(spelling, TARGET)).toBe(true);
    expect(possiblySameBackEnd(TARGET, spelling)).toBe(true);
  });

  it.each([
    'http://127.0.0.1:4102/erp/invoicing/prod',
    'http://localhost:4101/erp/invoicing/test',
    'http://10.0.0.5:4101/erp/invoicing/prod',
    'finance-group-prod',
  ])('keeps %s apart from 127.0.0.1:4101', (other) => {
    expect(possiblySameBackEnd(other, TARGET)).toBe(false);
  });

  it('fills in the default port and compares host names in any case', () => {
    expect(possiblySameBackEnd('https://Finance.Example.com:443/erp/a/b', 'https://finance.example.com/erp/a/b')).toBe(
      true,
    );
    expect(possiblySameBackEnd('http://finance.example.com:80/erp/a/b', 'http://finance.example.com/erp/a/b')).toBe(
      true,
    );
    expect(possiblySameBackEnd('https://finance.example.com:8443/erp/a/b', 'https://finance.example.com/erp/a/b')).toBe(
      false,
    );
  });

  it('takes a name resolving to the address of the other target for it, and not a name resolving elsewhere', () => {
    const addresses = new Map([
      ['finance.example.com', ['10.0.0.5']],
      ['billing.example.com', ['10.0.0.6']],
      ['vm.internal', ['127.0.0.1']],
    ]);
    const addressesOf = (host: string) => addresses.get(host) ?? [];
    expect(possiblySameBackEnd('http://finance.example.com:8080/e', 'http://10.0.0.5:8080/e', addressesOf)).toBe(true);
    expect(possiblySameBackEnd('http://billing.example.com:8080/e', 'http://10.0.0.5:8080/e', addressesOf)).toBe(false);
    expect(possiblySameBackEnd('http://vm.internal:4101/e', 'http://localhost:4101/e', addressesOf)).toBe(true);
  });

  it('holds for every loopback spelling, host case and slash run of one address and path', () => {
    const loopback = fc.constantFrom('127.0.0.1', 'localhost', 'LOCALHOST', '[::1]', '127.1.2.3', 'a.localhost');
    const slashes = fc.constantFrom('/', '//', '///');
    fc.assert(
      fc.property(loopback, loopback, slashes, slashes, fc.integer({ min: 1, max: 65535 }), (h1, h2, s1, s2, port) => {
        const a = `http://${h1}:${port}${s1}erp${s1}app/`;
        const b = `http://${h2}:${port}${s2}erp${s2}app`;
        expect(possiblySameBackEnd(a, b)).toBe(true);
        expect(possiblySameBackEnd(a, b.replace(`:${port}`, `:${port === 1 ? 2 : port - 1}`))).toBe(false);
      }),
    );
  });
});

describe('lookUpHostAddresses', () => {
  it('looks up names only, and leaves a name that does not resolve without addresses', async () => {
    const found = await lookUpHostAddresses([
      'http://127.0.0.1:1/e',
      'http://localhost:1/e',
      'http://no-such-host.invalid:1/e',
      'finance-group-prod',
    ]);
    expect([...found.keys()]).toEqual(['no-such-host.invalid']);
    expect(found.get('no-such-host.invalid')).toEqual([]);
  });
});
