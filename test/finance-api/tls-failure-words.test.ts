/**
 * A certificate problem is read by an operator at 2 a.m.: the reason says in words what is wrong
 * and who can fix it, with OpenSSL's code kept for searching.
 */
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyNetworkError } from '../../src/finance-api/classify-network-error.js';
import { describeTlsFailure } from '../../src/finance-api/describe-tls-failure.js';
import { makeTempDir } from '../helpers/temp-dir.js';

function failureOf(code: string) {
  const cause = Object.assign(new Error(`tls: ${code}`), { code });
  return classifyNetworkError(new TypeError('fetch failed', { cause }));
}

const WORDS: [string, RegExp][] = [
  ['CERT_HAS_EXPIRED', /certificate has expired.*renew/],
  ['CERT_NOT_YET_VALID', /not valid yet.*clock/],
  ['ERR_TLS_CERT_ALTNAME_INVALID', /not issued for this host name.*base URL/],
  ['HOSTNAME_MISMATCH', /not issued for this host name/],
  ['DEPTH_ZERO_SELF_SIGNED_CERT', /self-signed.*NODE_EXTRA_CA_CERTS/],
  ['SELF_SIGNED_CERT_IN_CHAIN', /not from a CA Node\.js trusts.*NODE_EXTRA_CA_CERTS/],
  ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', /not from a CA Node\.js trusts.*NODE_EXTRA_CA_CERTS/],
  ['UNABLE_TO_GET_ISSUER_CERT_LOCALLY', /not from a CA Node\.js trusts/],
  ['CERT_REVOKED', /revoked/],
  ['ERR_SSL_UNSUPPORTED_PROTOCOL', /TLS version/],
];

describe('TLS failures in words', () => {
  it.each(WORDS)('%s', (code, words) => {
    const failure = failureOf(code);
    expect(failure.maybeSent).toBe(false);
    expect(failure.transient).toBe(false);
    expect(failure.reason).toMatch(words);
    expect(failure.reason).toContain(`(${code})`);
  });

  it('says where a missing NODE_EXTRA_CA_CERTS file would leave the company CA', () => {
    // '' stands for not set: this machine may set it for the test run itself.
    expect(describeTlsFailure('UNABLE_TO_GET_ISSUER_CERT_LOCALLY', '')).toMatch(/file it names must exist/);
  });
});

describe('an untrusted issuer with NODE_EXTRA_CA_CERTS already set', () => {
  it('says the file it names cannot be read, not to set it', () => {
    const missing = join(makeTempDir('tls-extra-ca'), 'nonexistent.pem');
    const reason = describeTlsFailure('UNABLE_TO_GET_ISSUER_CERT_LOCALLY', missing);
    expect(reason).toContain(`NODE_EXTRA_CA_CERTS is set to ${missing}, but that file cannot be read`);
    expect(reason).not.toMatch(/\bset NODE_EXTRA_CA_CERTS=/);
  });

  it('says the file it names does not hold the issuer when it can be read', () => {
    const file = join(makeTempDir('tls-extra-ca'), 'ca.pem');
    writeFileSync(file, '-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n');
    const reason = describeTlsFailure('DEPTH_ZERO_SELF_SIGNED_CERT', file);
    expect(reason).toContain(`NODE_EXTRA_CA_CERTS is set to ${file}, but that file does not hold the issuer`);
    expect(reason).not.toMatch(/\bset NODE_EXTRA_CA_CERTS=/);
  });

  it('still says to set it when it is not set', () => {
    expect(describeTlsFailure('SELF_SIGNED_CERT_IN_CHAIN', '')).toMatch(/set NODE_EXTRA_CA_CERTS=/);
  });
});
