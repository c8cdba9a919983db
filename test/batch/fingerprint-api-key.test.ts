import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fingerprintApiKey, keySourceOf } from '../../src/batch/fingerprint-api-key.js';

describe('fingerprintApiKey', () => {
  it('tells keys apart by 12 hex characters, the same key alike under one salt', () => {
    const a = fingerprintApiKey('key-A', 'salt-1');
    expect(a).toMatch(/^[0-9a-f]{12}$/);
    expect(fingerprintApiKey('key-A', 'salt-1')).toBe(a);
    expect(fingerprintApiKey('key-B', 'salt-1')).not.toBe(a);
  });

  it('depends on the journal salt, so a table of plain hashes built elsewhere does not find the key', () => {
    const a = fingerprintApiKey('1234', 'salt-1');
    expect(fingerprintApiKey('1234', 'salt-2')).not.toBe(a);
    expect(createHash('sha256').update('1234').digest('hex')).not.toContain(a);
  });
});

describe('keySourceOf', () => {
  it('names where the settings took the key, or the sandbox own', () => {
    expect(keySourceOf({ apiKeySource: 'the environment variable INVOICE_BATCH_API_KEY', sandbox: false })).toBe(
      'the environment variable INVOICE_BATCH_API_KEY',
    );
    expect(keySourceOf({ apiKeySource: undefined, sandbox: true })).toBe("the sandbox's own key");
  });
});
