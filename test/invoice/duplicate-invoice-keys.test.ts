import { describe, expect, it } from 'vitest';
import { DuplicateInvoiceKeys } from '../../src/invoice/duplicate-invoice-keys.js';

describe('remembering invoice keys of a file', () => {
  it('returns the rows of the first invoice with the same PayeeId and Invoice_Number', () => {
    const keys = new DuplicateInvoiceKeys();
    expect(keys.register('0000100001', 'A-1', '2-3')).toBeUndefined();
    expect(keys.register('0000100002', 'A-1', '4')).toBeUndefined();
    expect(keys.register('0000100001', 'A-1 ', '9')).toBe('2-3');
    expect(keys.register('0000100001', 'A-1', '12')).toBe('2-3');
  });

  it('ignores invoices without a key', () => {
    const keys = new DuplicateInvoiceKeys();
    expect(keys.register(undefined, 'A-1', '2')).toBeUndefined();
    expect(keys.register(undefined, 'A-1', '3')).toBeUndefined();
    expect(keys.register('0000100001', '', '4')).toBeUndefined();
  });
});
