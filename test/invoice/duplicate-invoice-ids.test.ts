import { describe, expect, it } from 'vitest';
import { DuplicateInvoiceIds } from '../../src/invoice/duplicate-invoice-ids.js';

const money = { amount: '12100.00', currency: 'CZK', date: '2026-10-03' };

describe('DuplicateInvoiceIds', () => {
  it('names the first invoice of an InvoiceId met again under another number or vendor with the same money, trimmed and in any case', () => {
    const ids = new DuplicateInvoiceIds();
    expect(ids.register('N20261001', '0000100002', '20260451', '2', money)).toBeUndefined();
    const first = { rows: '2', payeeId: '0000100002', invoiceNumber: '20260451' };
    expect(ids.register(' n20261001 ', '0000100002', 'FV2026-0451', '5', { ...money, amount: '12100' })).toEqual(first);
    expect(ids.register('N20261001', '0000100009', '20260451', '6', { ...money, date: undefined })).toEqual(first);
  });

  it('leaves another invoice of the same InvoiceId alone when its amount, currency or date differ (ids from vendor numbers)', () => {
    const ids = new DuplicateInvoiceIds();
    expect(ids.register('1001', '0000100002', '1001', '2', money)).toBeUndefined();
    expect(ids.register('1001', '0000100003', '1001', '3', { ...money, amount: '99.00' })).toBeUndefined();
    expect(ids.register('1001', '0000100004', '1001', '4', { ...money, currency: 'EUR' })).toBeUndefined();
    expect(ids.register('1001', '0000100005', '1001', '5', { ...money, date: '2026-10-04' })).toBeUndefined();
    // Each of them is remembered: a twin of the second is named.
    expect(ids.register('1001', '0000100006', '1001', '6', { ...money, amount: '99.00' })).toEqual({
      rows: '3',
      payeeId: '0000100003',
      invoiceNumber: '1001',
    });
  });

  it('leaves the same key and blank ids alone', () => {
    const ids = new DuplicateInvoiceIds();
    expect(ids.register('N1', '0000100002', 'A', '2', money)).toBeUndefined();
    expect(ids.register('N1', '0000100002', 'A', '3', money)).toBeUndefined();
    expect(ids.register('  ', '0000100002', 'B', '4', money)).toBeUndefined();
    expect(ids.register(undefined, '0000100003', 'C', '5', money)).toBeUndefined();
    expect(ids.register('', '0000100003', 'D', '6', money)).toBeUndefined();
  });
});
