/**
 * `mapping infer` proposes a constant CurrencyCode from the signs amounts are written with, using
 * the sign table the amount check uses.
 */
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
});
