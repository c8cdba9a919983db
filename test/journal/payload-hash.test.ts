import { describe, expect, it } from 'vitest';
import { canonicalJson, payloadHash } from '../../src/journal/payload-hash.js';

describe('payloadHash', () => {
  it('is the same whatever the key order, at every level', async () => {
    const a = { PayeeId: '1', Items: [{ Amount: '1.0000', Tax: '0.1900' }], Invoice_Number: 'X' };
    const b = { Invoice_Number: 'X', Items: [{ Tax: '0.1900', Amount: '1.0000' }], PayeeId: '1' };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(payloadHash(a)).toBe(payloadHash(b));
    expect(payloadHash(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs when a value or the order of list elements differs', async () => {
    const base = { Items: [{ Amount: '1.0000' }, { Amount: '2.0000' }] };
    expect(payloadHash(base)).not.toBe(payloadHash({ Items: [{ Amount: '2.0000' }, { Amount: '1.0000' }] }));
    expect(payloadHash(base)).not.toBe(payloadHash({ Items: [{ Amount: '1.0000' }, { Amount: '2.0001' }] }));
  });
});
