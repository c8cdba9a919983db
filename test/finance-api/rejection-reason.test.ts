import { describe, expect, it } from 'vitest';
import { rejectionReason } from '../../src/finance-api/rejection-reason.js';

describe('rejectionReason', () => {
  it('takes the values of one invoice out, so one cause is one reason', () => {
    const a = rejectionReason(4, 'Invalid invoice: PayeeId "0000999999": not a registered advertiser');
    const b = rejectionReason(4, 'Invalid invoice: PayeeId "12": not a registered advertiser');
    expect(a).toBe('E_RETCODE 4: Invalid invoice: PayeeId "…": not a registered advertiser');
    expect(b).toBe(a);
    expect(
      rejectionReason(
        8,
        'Duplicate invoice: PayeeId 0000100001 Invoice_Number X-1 already exists as instance 0030000001',
      ),
    ).toBe('E_RETCODE 8: Duplicate invoice: PayeeId N Invoice_Number X-N already exists as instance N');
  });

  it('tells different codes apart, and bounds the length', () => {
    expect(rejectionReason(4, 'no')).not.toBe(rejectionReason(5, 'no'));
    expect(rejectionReason(null, null)).toBe('E_RETCODE ?');
    expect(rejectionReason(4, 'x'.repeat(10_000)).length).toBeLessThanOrEqual(214);
  });
});
