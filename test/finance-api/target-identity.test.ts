/**
 * What identifies a finance system in the journal: the base URL as WHATWG normalizes it plus the
 * path segments. Every spelling of one address a user may type (or a config file may hold) is one
 * identity; addresses that reach another server, port, scheme or path are others.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBaseUrl } from '../../src/finance-api/check-base-url.js';
import { targetKey } from '../../src/finance-api/api-target.js';
import { normalizeTargetIdentity } from '../../src/finance-api/target-identity.js';

interface Address {
  scheme: 'http' | 'https';
  /** A domain name in lower case, or an IPv4 address as four numbers. */
  host: string | [number, number, number, number];
  /** Undefined: the scheme's default port. */
  port: number | undefined;
  path: string[];
  segments: [string, string, string];
}

const label = fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/);
const domain = fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => [...labels, 'example'].join('.'));
const octet = fc.integer({ min: 0, max: 255 });
const ipv4 = fc.tuple(octet, octet, octet, octet).filter(([a]) => a !== 0);
const address: fc.Arbitrary<Address> = fc.record({
  scheme: fc.constantFrom('http' as const, 'https' as const),
  host: fc.oneof(domain, ipv4),
  port: fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
  path: fc.array(label, { maxLength: 2 }),
  segments: fc.tuple(label, label, label),
});

const defaultPort = (scheme: Address['scheme']) => (scheme === 'http' ? 80 : 443);
const effectivePort = (a: Address) => a.port ?? defaultPort(a.scheme);

/** The address as a careful user writes it. */
function plainSpelling(a: Address): string {
  const host = typeof a.host === 'string' ? a.host : a.host.join('.');
  const port = a.port === undefined || a.port === defaultPort(a.scheme) ? '' : `:${a.port}`;
  return `${a.scheme}://${host}${port}${a.path.map((p) => `/${p}`).join('')}`;
}

const randomCase = (text: string, flips: boolean[]) =>
  [...text].map((ch, i) => (flips[i % flips.length] ? ch.toUpperCase() : ch)).join('');

/** One number of an IPv4 address in decimal, octal (leading zeros) or hexadecimal, as WHATWG reads them. */
const numberSpelling = (n: number) =>
  fc.oneof(
    fc.constant(String(n)),
    fc.nat({ max: 2 }).map((zeros) => `0${'0'.repeat(zeros)}${n.toString(8)}`),
    fc.boolean().map((upper) => `0${upper ? 'X' : 'x'}${n.toString(16)}`),
  );

/** Four numbers, or the last ones packed into one as in 127.1, 0x7f.1 or 2130706433. */
function ipv4Spelling([a, b, c, d]: [number, number, number, number]): fc.Arbitrary<string> {
  const forms: fc.Arbitrary<string>[] = [
    fc.tuple(numberSpelling(a), numberSpelling(b), numberSpelling(c), numberSpelling(d)).map((p) => p.join('.')),
    fc.tuple(numberSpelling(a), numberSpelling(b), numberSpelling(c * 256 + d)).map((p) => p.join('.')),
    fc.tuple(numberSpelling(a), numberSpelling(b * 65536 + c * 256 + d)).map((p) => p.join('.')),
    numberSpelling(((a * 256 + b) * 256 + c) * 256 + d),
  ];
  return fc.oneof(...forms);
}

/** Any spelling of the same address: case, explicit default port, leading zeros, dot segments, trailing slashes. */
function spellingOf(a: Address): fc.Arbitrary<string> {
  const host = typeof a.host === 'string' ? fc.constant(a.host) : ipv4Spelling(a.host);
  const port = fc
    .tuple(fc.boolean(), fc.nat({ max: 3 }))
    .map(([explicit, zeros]) => (a.port === undefined && !explicit ? '' : `:${'0'.repeat(zeros)}${effectivePort(a)}`));
  const pathPart = fc.constantFrom('', '/.', '/x/..', '/./y/..');
  const path = fc
    .tuple(fc.array(pathPart, { minLength: a.path.length + 1, maxLength: a.path.length + 1 }), fc.nat({ max: 2 }))
    .map(
      ([noise, slashes]) =>
        a.path.map((p, i) => `${noise[i] ?? ''}/${p}`).join('') + (noise[a.path.length] ?? '') + '/'.repeat(slashes),
    );
  return fc
    .tuple(host, port, path, fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }))
    .map(([h, p, rest, flips]) => `${randomCase(a.scheme, flips)}://${randomCase(h, flips.reverse())}${p}${rest}`);
}

/** The identity as the program computes it from a base URL a profile or flag gives. */
const identityOf = (baseUrl: string, [erpSegment, appSegment, envSegment]: Address['segments']) =>
  targetKey({ baseUrl: checkBaseUrl(baseUrl, true), erpSegment, appSegment, envSegment });

const sameAddress = (a: Address, b: Address) =>
  plainSpelling(a) === plainSpelling(b) &&
  effectivePort(a) === effectivePort(b) &&
  a.segments.join() === b.segments.join();

/** What a paste from a mail, a chat or a spreadsheet cell leaves around an address. */
const pastedSpace = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r\n', '\u00a0', '\u200b', '\ufeff', '\u2007', '\u3000'), { maxLength: 3 })
  .map((parts) => parts.join(''));

describe('targetKey', () => {
  it('gives an address pasted with spaces, tabs, line ends or no-break spaces around it the identity of the address', () => {
    fc.assert(
      fc.property(
        address.chain((a) => fc.tuple(fc.constant(a), spellingOf(a), pastedSpace, pastedSpace)),
        ([a, spelling, before, after]) => {
          const pasted = `${before}${spelling}${after}`;
          expect(identityOf(pasted, a.segments)).toBe(identityOf(plainSpelling(a), a.segments));
          // What requests are built from: an address a URL parser takes, ending in no space.
          expect(checkBaseUrl(pasted, true)).toBe(checkBaseUrl(plainSpelling(a), true));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives every spelling of one address one identity', () => {
    fc.assert(
      fc.property(
        address.chain((a) => fc.tuple(fc.constant(a), spellingOf(a), spellingOf(a))),
        ([a, one, other]) => {
          expect(identityOf(one, a.segments)).toBe(identityOf(plainSpelling(a), a.segments));
          expect(identityOf(other, a.segments)).toBe(identityOf(one, a.segments));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives addresses of another scheme, host, port, path or segments other identities', () => {
    fc.assert(
      fc.property(address, address, (a, b) => {
        fc.pre(!sameAddress(a, b));
        expect(identityOf(plainSpelling(a), a.segments)).not.toBe(identityOf(plainSpelling(b), b.segments));
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['http://127.0.0.1:8080', 'HTTP://127.0.0.1:8080/'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:08080'],
    ['http://127.0.0.1:8080', 'http://127.000.000.001:8080'],
    ['http://127.0.0.1:8080', 'http://2130706433:8080'],
    ['http://127.0.0.1:8080', 'http://0x7f.1:8080'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/.'],
    ['https://host.example', 'https://host.example:443'],
    ['https://host.example/api', 'https://HOST.example/v/../api/'],
    ['http://[::1]:8080', 'http://[0:0:0:0:0:0:0:1]:8080'],
  ])('%s and %s are one finance system', (one, other) => {
    const segments = ['erp', 'invoicing', 'qa'] as const;
    expect(identityOf(other, [...segments])).toBe(identityOf(one, [...segments]));
  });

  it('keeps the text of an address already written as WHATWG writes it, as journals hold it', () => {
    const segments = { erpSegment: 'erp', appSegment: 'invoicing', envSegment: 'qa' };
    expect(targetKey({ baseUrl: 'https://api.example.com/gw', ...segments })).toBe(
      'https://api.example.com/gw/erp/invoicing/qa',
    );
    expect(targetKey({ baseUrl: 'http://127.0.0.1:4010', ...segments })).toBe('http://127.0.0.1:4010/erp/invoicing/qa');
  });

  it('does not resolve names: localhost is another spelling than 127.0.0.1, caught by the cross-target notice', () => {
    const segments = ['erp', 'invoicing', 'qa'] as [string, string, string];
    expect(identityOf('http://localhost:8080', segments)).not.toBe(identityOf('http://127.0.0.1:8080', segments));
  });
});

describe('normalizeTargetIdentity', () => {
  it('leaves a name that is not an http(s) address as it is', () => {
    for (const name of ['production', 'sandbox:/srv/out/sandbox', 'erp:prod', 'Finance Prod'])
      expect(normalizeTargetIdentity(name)).toBe(name);
  });

  it('normalizes an identity stored as the literal text of an address and its segments', () => {
    expect(normalizeTargetIdentity('HTTPS://Host.example:443/./erp/invoicing/qa')).toBe(
      'https://host.example/erp/invoicing/qa',
    );
  });
});
