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

  // What writers produce: JPY whole yen, EUR cents, KWD fils, and a figure with more places than its currency.
  it.each([
    ['JPY', '1513152.0000', ['1513151.0000'], '1513151', '1', '1513152'],
    ['JPY', '-1000.0000', ['-999.0000'], '-999', '-1', '-1000'],
    ['JPY', '100.5000', ['100.0000'], '100', '0.5', '100.5'],
    ['EUR', '119.0000', ['119.0100'], '119.01', '-0.01', '119.00'],
    ['EUR', '10.0000', ['9.0050'], '9.005', '0.995', '10.00'],
    ['USD', '-45.0000', ['-44.0000'], '-44.00', '-1.00', '-45.00'],
    ['KWD', '105.1300', ['105.1290'], '105.129', '0.001', '105.130'],
    ['BHD', '1.0000', ['0.5000', '0.4995'], '0.9995', '0.0005', '1.000'],
  ])('writes %s amounts %s with the currency places, every digit kept', (currency, stated, lines, sum, diff, value) => {
    const items = lines.map((Amount) => ({ Amount }));
    const problem = checkLineSum({ CurrencyCode: currency, Invoice_Amount: stated, InvoiceItems: items }, 'net');
    const count = lines.length === 1 ? '1 line' : `${lines.length} lines`;
    expect(problem).toEqual({
      path: 'Invoice_Amount',
      value,
      message: `expected the Amount of its ${count} (${sum}); differs by ${diff}`,
    });
  });
});
