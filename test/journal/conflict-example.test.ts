import { describe, expect, it } from 'vitest';
import { compareInvoiceBodies } from '../../src/batch/compare-invoice-bodies.js';
import { differentInvoiceDetail } from '../../src/batch/held-differs.js';
import { conflictExample } from '../../src/journal/list-run-exceptions.js';

const row = { invoiceId: 'ID-1', payeeId: '0000100004', invoiceNumber: 'LATE-0003' };
const body = (amount: string, currency: string, more: Record<string, unknown> = {}) =>
  JSON.stringify({ Invoice_Amount: amount, CurrencyCode: currency, Invoice_Date: '20250131', ...more });
const detailOf = (before: string, after: string) =>
  differentInvoiceDetail({ instanceId: '17', outcomeAt: null }, compareInvoiceBodies(before, after));

describe('conflictExample', () => {
  // Amounts as the detail words them: grouped thousands, the currency's places, negatives, none.
  it.each([
    ['830.3200', '1190.0000', 'EUR', {}, 'amount 830.32 -> 1,190.00'],
    ['1513151', '1513152', 'JPY', {}, 'amount 1,513,151 -> 1,513,152'],
    ['-45.1250', '45.1250', 'USD', {}, 'amount -45.125 -> 45.125'],
    ['12.500', '1234567.500', 'BHD', { Description: 'x' }, 'amount 12.500 -> 1,234,567.500'],
    ['1.00', '2.00', 'EUR', { A: 1, B: 2, C: 3, D: 4 }, 'amount 1.00 -> 2.00'],
  ])('names both amounts of %s -> %s %s', (before, after, currency, more, said) => {
    const detail = detailOf(body(before, currency), body(after, currency, more));
    expect(conflictExample({ ...row, detail })).toBe(`ID-1 (0000100004/LATE-0003, ${said})`);
  });

  it('names no amount when the amount is the same, or a line amount differs only', () => {
    const lines = (amount: string) => ({ InvoiceItems: [{ Amount: amount }] });
    const detail = detailOf(body('1.00', 'EUR', lines('1.00')), body('1.00', 'EUR', lines('2.00')));
    expect(detail).toContain('line 1 amount 1.00 -> 2.00');
    expect(conflictExample({ ...row, detail })).toBe('ID-1 (0000100004/LATE-0003)');
    expect(conflictExample({ ...row, detail: null })).toBe('ID-1 (0000100004/LATE-0003)');
  });
});
