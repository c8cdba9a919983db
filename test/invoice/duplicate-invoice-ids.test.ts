import { describe, expect, it } from 'vitest';
import { DuplicateInvoiceIds } from '../../src/invoice/duplicate-invoice-ids.js';

describe('DuplicateInvoiceIds', () => {
  it('names the first invoice of an InvoiceId met again under another number or vendor, trimmed and in any case', () => {
    const ids = new DuplicateInvoiceIds();
    expect(ids.register('N20261001', '0000100002', '20260451', '2')).toBeUndefined();
    const first = { rows: '2', payeeId: '0000100002', invoiceNumber: '20260451' };
    expect(ids.register(' n20261001 ', '0000100002', 'FV2026-0451', '5')).toEqual(first);
    expect(ids.register('N20261001', '0000100009', '20260451', '6')).toEqual(first);
  });

  it('leaves the same key and blank ids alone', () => {
    const ids = new DuplicateInvoiceIds();
    expect(ids.register('N1', '0000100002', 'A', '2')).toBeUndefined();
    expect(ids.register('N1', '0000100002', 'A', '3')).toBeUndefined();
    expect(ids.register('  ', '0000100002', 'B', '4')).toBeUndefined();
    expect(ids.register(undefined, '0000100003', 'C', '5')).toBeUndefined();
    expect(ids.register('', '0000100003', 'D', '6')).toBeUndefined();
  });
});
