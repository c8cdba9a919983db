import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import ExcelJS from 'exceljs';
import { AMOUNT_FORMAT, amountFormat, amountStyle, amountValue, isAmountText } from '../../src/report/amount-cell.js';
import { formatAmount } from '../../src/invoice/format-money.js';

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

  it('formats a number cell as its own text would be formatted, text past 15 digits as text', () => {
    const currency = fc.constantFrom('EUR', 'JPY', 'KWD', 'CLF', 'XAU', 'ZZZ');
    const amount = fc.oneof(
      fc.double(),
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
      fc.integer({ min: -1e12, max: 1e12 }).map((minor) => minor / 10_000),
    );
    fc.assert(
      fc.property(currency, amount, (code, value) => {
        // Text past the 15 digits a spreadsheet number shows is written as text (amountValue), formatted as text.
        const text = String(value);
        expect(amountFormat(code, text)).toBe(isAmountText(text) ? '@' : amountFormat(code, value));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives every amount of one format the same style object, so exceljs finds its id by identity', () => {
    expect(amountStyle('EUR', 12.5)).toBe(amountStyle('EUR', 99.99));
    expect(amountStyle('EUR', 12.5)).toEqual({ numFmt: '#,##0.00' });
  });
});

describe('amountValue', () => {
  it('writes an amount a number keeps exactly as a number, in the places it holds', () => {
    expect(amountValue('1234.5600', 'EUR')).toBe(1234.56);
    expect(amountValue('-0.1250', 'BHD')).toBe(-0.125);
    expect(amountValue('123456789012345.0000', 'JPY')).toBe(123456789012345);
    expect(amountValue('n/a', 'EUR')).toBe('n/a');
    expect(amountValue(null)).toBeNull();
  });

  it('writes one past 15 significant digits as its exact digits, grouped, right-aligned text', () => {
    // A double's own text, yet a spreadsheet shows 15 digits: 12,345,678,901,234.60.
    expect(amountValue('12345678901234.5600', 'IDR')).toBe('12,345,678,901,234.56');
    expect(amountValue('114449589757604.6800', 'EUR')).toBe('114,449,589,757,604.68');
    expect(amountValue('-1234567890123456.0000', 'JPY')).toBe('-1,234,567,890,123,456');
    expect(amountValue('123456789012.3450', 'BHD')).toBe(123456789012.345);
    expect(amountValue('123456789012.3456', 'EUR')).toBe('123,456,789,012.3456');
    expect(isAmountText('12,345,678,901,234.56')).toBe(true);
    expect(isAmountText('1,234.56')).toBe(false);
    expect(amountStyle('IDR', '12,345,678,901,234.56')).toEqual({ numFmt: '@', alignment: { horizontal: 'right' } });
    expect(amountFormat('EUR', '114,449,589,757,604.68')).toBe('@');
  });

  it('shows any amount of up to 15 digits and 4 decimals, or a total of them, with exactly its digits, read back', async () => {
    const currency = fc.constantFrom('EUR', 'JPY', 'BHD', 'IDR', 'INR', 'ZZZ');
    // Every length of whole part alike, 1 to 19 digits (a total past the API's 15), and 4 decimals.
    const digits = (count: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: count, maxLength: count });
    const whole = fc
      .integer({ min: 1, max: 19 })
      .chain((length) => digits(length))
      .map((list) => list.join('').replace(/^0+(?=\d)/, ''));
    const amount = fc
      .tuple(fc.boolean(), whole, digits(4))
      .map(([negative, integer, fraction]) => `${negative ? '-' : ''}${integer}.${fraction.join('')}`);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(amount, currency), { minLength: 1, maxLength: 40 }), async (amounts) => {
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet('Amounts');
        for (const [text, code] of amounts) {
          const value = amountValue(text, code);
          const cell = sheet.addRow([value]).getCell(1);
          cell.style = amountStyle(code, value);
        }
        const read = new ExcelJS.Workbook();
        await read.xlsx.load(await book.xlsx.writeBuffer());
        const back = read.getWorksheet('Amounts')!;
        amounts.forEach(([text, code], index) => {
          const cell = back.getRow(index + 1).getCell(1);
          expect(shownDigits(cell.value, String(cell.numFmt)), text).toBe(formatAmount(text, code));
        });
      }),
      // Counterexamples CI drew: 13 digits padded with the BHD's three places; 15 digits whose
      // double lies below them, shown rounded to 15 digits as every spreadsheet does.
      {
        numRuns: 60,
        examples: [[[['1000000000000.0000', 'BHD']]], [[['9000000000000.0300', 'BHD']]]],
      },
    );
  });
});

/**
 * The digits a spreadsheet shows for a cell, grouping aside: a number in its format's places,
 * within the 15 significant digits Excel and LibreOffice show; text as it is.
 */
function shownDigits(value: unknown, numFmt: string): string {
  if (typeof value === 'string') {
    expect(numFmt).toBe('@');
    return value.replace(/,/g, '');
  }
  if (typeof value !== 'number') throw new Error(`not an amount: ${String(value)}`);
  const places = numFmt.split('.')[1]?.length ?? 0;
  // Rounded to 15 significant digits, then padded with zeros to the format's places: LibreOffice
  // shows 9000000000000.03 (the double 9000000000000.0292...) in #,##0.000 as 9,000,000,000,000.030,
  // where toFixed(3) of the double would write .029.
  const rounded = String(Number(value.toPrecision(15)));
  const [whole = '', fraction = ''] = rounded.split('.');
  const shown = /e/.test(rounded)
    ? Number(rounded).toFixed(places)
    : places === 0
      ? whole
      : `${whole}.${fraction.padEnd(places, '0')}`;
  // A number shows right only if it needs no more significant digits than a spreadsheet shows; the
  // zeros its format pads the places with are none (1e12 in BHD shows 1,000,000,000,000.000).
  const significant = shown.includes('.') ? shown.replace(/0+$/, '') : shown;
  expect(significant.replace(/[-.]/g, '').replace(/^0+/, '').length).toBeLessThanOrEqual(15);
  return shown === `-${'0'.repeat(shown.length - 1)}` ? shown.slice(1) : shown;
}
