import { describe, expect, it } from 'vitest';
import { checkLineSum } from '../../src/invoice/check-line-sum.js';

describe('checking that the lines add up to Invoice_Amount', () => {
  it('accepts an exact gross sum over many lines without float noise', () => {
    const items = Array.from({ length: 10 }, () => ({ Amount: '0.1000', Tax: '0.0200' }));
    expect(checkLineSum({ Invoice_Amount: '1.2000', InvoiceItems: items }, 'gross')).toBeUndefined();
    expect(checkLineSum({ Invoice_Amount: '1.0000', InvoiceItems: items }, 'net')).toBeUndefined();
  });

  it('reports the difference at Invoice_Amount', () => {
    expect(
      checkLineSum({ Invoice_Amount: '119.0000', InvoiceItems: [{ Amount: '100.0000', Tax: '19.0100' }] }, 'gross'),
    ).toEqual({
      path: 'Invoice_Amount',
      value: '119.0000',
      message: 'expected the Amount + Tax of its 1 line (119.0100); differs by -0.0100',
    });
    expect(
      checkLineSum({ Invoice_Amount: '-45.0000', InvoiceItems: [{ Amount: '-40.0000' }, { Amount: '-4.0000' }] }, 'net')
        ?.message,
    ).toBe('expected the Amount of its 2 lines (-44.0000); differs by -1.0000');
  });

  it('leaves malformed or missing amounts to the model check', () => {
    expect(checkLineSum({ Invoice_Amount: 'x', InvoiceItems: [{ Amount: '1.0000' }] }, 'gross')).toBeUndefined();
    expect(checkLineSum({ Invoice_Amount: '1.0000', InvoiceItems: [{ Amount: 'n/a' }] }, 'gross')).toBeUndefined();
    expect(checkLineSum({ Invoice_Amount: '1.0000', InvoiceItems: [] }, 'gross')).toBeUndefined();
  });
});
