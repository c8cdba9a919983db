import { describe, expect, it } from 'vitest';
import { CurrencyTotals, formatScaled, parseScaled, sumAmounts, toAmount } from '../../src/invoice/decimal-amount.js';

describe('decimal amounts', () => {
  it('normalizes plain decimals to four places', () => {
    expect(toAmount('119171')).toBe('119171.0000');
    expect(toAmount('-12.5')).toBe('-12.5000');
    expect(toAmount('0.00005')).toBe('0.0001');
    expect(toAmount('1234.5600000001')).toBe('1234.5600');
    expect(toAmount('abc')).toBeUndefined();
    expect(toAmount('')).toBeUndefined();
  });

  it('sums without binary-float noise', () => {
    const tenths = Array.from({ length: 1000 }, () => '0.1000');
    expect(sumAmounts(tenths)).toBe('100.0000');
    expect(sumAmounts(['0.1000', '0.2000'])).toBe('0.3000');
    expect(sumAmounts(['10.0000', '-10.0000'])).toBe('0.0000');
  });

  it('rounds half away from zero when formatting fewer places', () => {
    expect(formatScaled(parseScaled('19.005')!, 2)).toBe('19.01');
    expect(formatScaled(parseScaled('-19.005')!, 2)).toBe('-19.01');
  });

  it('keeps running totals per currency', () => {
    const totals = new CurrencyTotals();
    totals.add('EUR', '10.1000');
    totals.add('USD', '1.0000');
    totals.add('EUR', '0.2000');
    expect(totals.toRecord()).toEqual({ EUR: '10.3000', USD: '1.0000' });
  });
});
