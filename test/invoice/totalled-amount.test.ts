import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalledAmount } from '../../src/invoice/totalled-amount.js';

describe('totalledAmount', () => {
  it.each([
    ['EUR', { currency: 'EUR', amount: '10.00' }],
    ['USD', { currency: 'USD', amount: '10.00' }],
    ['EURO', undefined],
    ['eur', undefined],
    [' EUR', undefined],
    ['€', undefined],
    ['E', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('a currency written %j totals as %j', (currency, expected) => {
    expect(totalledAmount(currency, '10.00')).toEqual(expected);
  });

  it('names a total only by three capital letters, and only with an amount', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 5 }),
        fc.option(fc.constantFrom('', '1.00', '-3.5'), { nil: undefined }),
        (currency, amount) => {
          const totalled = totalledAmount(currency, amount);
          const named = /^[A-Z]{3}$/.test(currency) && amount !== undefined && amount !== '';
          expect(totalled).toEqual(named ? { currency, amount } : undefined);
        },
      ),
    );
  });
});
