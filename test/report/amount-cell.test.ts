import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AMOUNT_FORMAT, amountFormat, amountStyle } from '../../src/report/amount-cell.js';

describe('amountFormat', () => {
  it("shows a currency's places, more only where the amount holds more", () => {
    expect(amountFormat('JPY', 1100)).toBe('#,##0');
    expect(amountFormat('KWD', 105.13)).toBe('#,##0.000');
    expect(amountFormat('EUR', 12.5)).toBe('#,##0.00');
    expect(amountFormat('USD', -45.125)).toBe('#,##0.000');
    expect(amountFormat('EUR', 1e-7)).toBe('#,##0.0000');
    expect(amountFormat('JPY', 1e21)).toBe('#,##0');
    expect(amountFormat(undefined, 12.5)).toBe(AMOUNT_FORMAT);
  });

  it('formats a number cell as its own text would be formatted', () => {
    const currency = fc.constantFrom('EUR', 'JPY', 'KWD', 'CLF', 'XAU', 'ZZZ');
    const amount = fc.oneof(
      fc.double(),
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
      fc.integer({ min: -1e12, max: 1e12 }).map((minor) => minor / 10_000),
    );
    fc.assert(
      fc.property(currency, amount, (code, value) => {
        expect(amountFormat(code, value)).toBe(amountFormat(code, String(value)));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives every amount of one format the same style object, so exceljs finds its id by identity', () => {
    expect(amountStyle('EUR', 12.5)).toBe(amountStyle('EUR', 99.99));
    expect(amountStyle('EUR', 12.5)).toEqual({ numFmt: '#,##0.00' });
  });
});
