import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyLabel, formatMoney } from '../../src/invoice/format-money.js';
import { parseScaled } from '../../src/invoice/decimal-amount.js';

describe('formatMoney', () => {
  it.each([
    ['149913.7600', 'EUR', '149,913.76'],
    ['1234567.8900', 'EUR', '1,234,567.89'],
    ['-45.1250', 'USD', '-45.125'],
    ['0.0000', 'EUR', '0.00'],
    ['1200.0000', 'JPY', '1,200'],
    ['12.5000', 'BHD', '12.500'],
    ['999.0000', 'EUR', '999.00'],
    ['n/a', 'EUR', 'n/a'],
  ])('%s %s shows as %s', (amount, currency, shown) => {
    expect(formatMoney(amount, currency)).toBe(shown);
  });

  it('groups thousands, shows the currency places at least and never changes the value', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.constantFrom('EUR', 'USD', 'JPY', 'BHD', 'KWD', 'GBP'),
        (scaled, currency) => {
          const negative = scaled < 0n;
          const abs = negative ? -scaled : scaled;
          const text = `${negative ? '-' : ''}${abs / 10000n}.${String(abs % 10000n).padStart(4, '0')}`;
          const shown = formatMoney(text, currency);
          expect(shown).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d+)?$/);
          expect(parseScaled(shown.replaceAll(',', ''))).toBe(parseScaled(text));
          const places = ({ JPY: 0, BHD: 3, KWD: 3 } as Record<string, number>)[currency] ?? 2;
          expect((shown.split('.')[1] ?? '').length).toBeGreaterThanOrEqual(places);
        },
      ),
    );
  });
});

describe('currencyLabel', () => {
  it('names an ISO code as it is and marks any other', () => {
    expect(currencyLabel('EUR')).toBe('EUR');
    expect(currencyLabel('EURO')).toBe('EURO (not an ISO currency code)');
  });
});
