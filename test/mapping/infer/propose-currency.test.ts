/**
 * `mapping infer` proposes a constant CurrencyCode from the signs amounts are written with, using
 * the sign table the amount check uses.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proposeCurrency } from '../../../src/mapping/infer/sample-values.js';

describe('the currency mapping infer proposes from amount samples', () => {
  it.each([
    [['$1,234.50', '$7.00'], 'USD'],
    [['1.234,50 €', '-€12,00'], 'EUR'],
    [['£12.00', '(£3.50)'], 'GBP'],
    [['¥100', '¥2,000'], 'JPY'],
    [['US$12.00'], 'USD'],
    [['12.00', '$5.00', ''], 'USD'],
    [['$1.00', '€1,00'], undefined],
    [['12.00', '7'], undefined],
    [[], undefined],
  ])('%j -> %s (signs it always knew)', (samples, expected) => {
    expect(proposeCurrency(samples)).toBe(expected);
  });

  it.each([
    [['1 234,50 zł'], 'PLN'],
    [['₹1,00,000.00'], 'INR'],
    [['R$ 1.234,50'], 'BRL'],
    [['C$12.00'], 'CAD'],
    [['1.234,50 Kč'], 'CZK'],
    [['CHF 12.50', 'Fr. 3.00'], 'CHF'],
    [['Fr. 3.00'], 'CHF'],
  ])('%j -> %s (signs of the amount check table)', (samples, expected) => {
    expect(proposeCurrency(samples)).toBe(expected);
  });

  // Gulf, Swiss and Asian exports write the ISO code beside the amount: `1,234.50 SAR`, `CHF 12.50`.
  const CODES = ['SAR', 'CHF', 'AED', 'KRW', 'THB', 'RUB', 'EUR', 'USD', 'JPY', 'ZAR'];
  const written = (code: string, cents: number, before: boolean) => {
    const amount = (cents / 100).toFixed(2);
    return before ? `${code} ${amount}` : `${amount} ${code}`;
  };

  it('is the ISO code written beside every marked amount, before or after it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CODES),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.boolean(), fc.boolean()), {
          minLength: 1,
          maxLength: 10,
        }),
        (code, amounts) => {
          const samples = amounts.map(([cents, before, marked]) =>
            marked ? written(code, cents, before) : (cents / 100).toFixed(2),
          );
          fc.pre(amounts.some(([, , marked]) => marked));
          expect(proposeCurrency(samples)).toBe(code);
        },
      ),
    );
  });

  it('is none where the amounts are written with two currencies, or with letters that are no ISO code', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CODES),
        fc.constantFrom(...CODES),
        fc.integer({ min: 1, max: 999_999 }),
        (a, b, cents) => {
          fc.pre(a !== b);
          expect(proposeCurrency([written(a, cents, true), written(b, cents, false)])).toBeUndefined();
        },
      ),
    );
    expect(proposeCurrency(['12.50 ABC', '3.00 XYZ'])).toBeUndefined();
  });
});
