import { describe, expect, it } from 'vitest';
import { compileDateFormat, parseDateText, serialToDate } from '../../src/mapping/parse-date-text.js';
import { parseAmountText, type AmountFormat } from '../../src/mapping/parse-amount-text.js';
import { parseRateText, shiftDecimal } from '../../src/mapping/parse-rate-text.js';
import { formats } from './compile-date-formats.js';

const US: AmountFormat = { decimalSeparator: '.', thousandsSeparator: ',' };
const EU: AmountFormat = { decimalSeparator: ',', thousandsSeparator: '.' };

function amount(text: string, format: AmountFormat = US): string {
  const r = parseAmountText(text, format);
  return r.ok ? r.text : `ERR ${r.message}`;
}

describe('dates written as text', () => {
  it('reads DD.MM.YYYY, MM/DD/YYYY, YYYYMMDD and YYYY-MM-DD into YYYYMMDD', () => {
    expect(parseDateText('31.01.2024', formats('DD.MM.YYYY'))).toBe('20240131');
    expect(parseDateText('1.2.2024', formats('DD.MM.YYYY'))).toBe('20240201');
    expect(parseDateText('01/31/2024', formats('MM/DD/YYYY'))).toBe('20240131');
    expect(parseDateText('20240131', formats('YYYYMMDD'))).toBe('20240131');
    expect(parseDateText('2024-01-31', formats('YYYY-MM-DD'))).toBe('20240131');
  });

  it('drops a time of day without shifting the day', () => {
    expect(parseDateText('2024-01-31 23:59:59', formats('YYYY-MM-DD'))).toBe('20240131');
    expect(parseDateText('31.01.2024 00:30', formats('DD.MM.YYYY'))).toBe('20240131');
  });

  it('takes the first format that yields a real day', () => {
    const list = formats('MM/DD/YYYY', 'DD/MM/YYYY');
    expect(parseDateText('12/31/2024', list)).toBe('20241231');
    expect(parseDateText('31/12/2024', list)).toBe('20241231');
  });

  it('refuses days that do not exist and text that fits no format', () => {
    expect(parseDateText('30.02.2024', formats('DD.MM.YYYY'))).toBeUndefined();
    expect(parseDateText('2024-01-31', formats('DD.MM.YYYY'))).toBeUndefined();
    expect(parseDateText('N/A', formats('DD.MM.YYYY', 'YYYYMMDD'))).toBeUndefined();
  });

  it('reads month names, two-digit years and Excel day numbers', () => {
    expect(parseDateText('5-Mar-24', formats('D-MMM-YY'))).toBe('20240305');
    expect(parseDateText('05 March 1999', formats('DD MMMM YYYY'))).toBe('19990305');
    expect(serialToDate('45322')).toBe('20240131');
    expect(parseDateText('45322.75', formats('serial'))).toBe('20240131');
  });

  it('explains a format it cannot compile', () => {
    expect(compileDateFormat('DD.QQ.YYYY')).toMatch(/unknown date format part "Q"/);
    expect(compileDateFormat('DD.MM')).toMatch(/needs a year/);
  });
});

describe('amounts written as text', () => {
  it('reads thousands separators, currency symbols and decimal commas to four places', () => {
    expect(amount('$1,234.50')).toBe('1234.5000');
    expect(amount('1234.5')).toBe('1234.5000');
    expect(amount('USD 1,234,567.891')).toBe('1234567.8910');
    expect(amount('1.234,50', EU)).toBe('1234.5000');
    expect(amount('1.234,50 €', EU)).toBe('1234.5000');
    expect(amount('EUR 12,5', EU)).toBe('12.5000');
    expect(amount('1 234,50', EU)).toBe('1234.5000');
    expect(amount("1'234.50")).toBe('1234.5000');
  });

  it('reads parentheses, leading and trailing minus as negative', () => {
    expect(amount('(45.00)')).toBe('-45.0000');
    expect(amount('($1,045.00)')).toBe('-1045.0000');
    expect(amount('-$45.00')).toBe('-45.0000');
    expect(amount('$-45.00')).toBe('-45.0000');
    expect(amount('45,00-', EU)).toBe('-45.0000');
  });

  it('refuses text that is not an amount, bad grouping and more than four places', () => {
    expect(amount('N/A')).toMatch(/^ERR expected an amount/);
    expect(amount('12,50')).toMatch(/^ERR/);
    expect(amount('1,23.00')).toMatch(/^ERR/);
    expect(amount('1.23456')).toMatch(/at most four decimal places/);
    expect(amount('12345678901234567890123')).toBe(
      'ERR expected an amount with at most 15 digits before the decimal point',
    );
    expect(amount('-1000000000000000.00')).toMatch(/^ERR .*at most 15 digits before the decimal point/);
    expect(amount('000999999999999999.99')).toBe('999999999999999.9900');
    expect(amount('1.23450')).toBe('1.2345');
    expect(amount('(-45.00)')).toMatch(/^ERR/);
  });

  it('writes exactly four places without a minus on zero', () => {
    expect(amount('-0.00')).toBe('0.0000');
    expect(amount('007.5')).toBe('7.5000');
    expect(amount('.5')).toBe('0.5000');
    expect(amount('-1.234,5', EU)).toBe('-1234.5000');
    expect(amount('1.23,45', EU)).toMatch(/^ERR/);
  });

  it('keeps exact digits far beyond float precision', () => {
    expect(amount('123,456,789,012,345.6789')).toBe('123456789012345.6789');
  });
});

describe('tax rates', () => {
  it('turns percent cells, decimal commas and percent signs into two places', () => {
    expect(parseRateText('0.19', { percentCell: true })).toEqual({ ok: true, text: '19.00' });
    expect(parseRateText('0.075', { percentCell: true })).toEqual({ ok: true, text: '7.50' });
    expect(parseRateText('19,00')).toEqual({ ok: true, text: '19.00' });
    expect(parseRateText('7 %')).toEqual({ ok: true, text: '7.00' });
    expect(parseRateText('0')).toEqual({ ok: true, text: '0.00' });
    expect(parseRateText('0.19', { fraction: true })).toEqual({ ok: true, text: '19.00' });
  });

  it('refuses rates needing more than two places and text that is no rate', () => {
    expect(parseRateText('7.125').ok).toBe(false);
    expect(parseRateText('0.07125', { percentCell: true }).ok).toBe(false);
    expect(parseRateText('abc').ok).toBe(false);
    expect(parseRateText('-19').ok).toBe(false);
  });

  it('shifts decimals as text', () => {
    expect(shiftDecimal('0.19', 2)).toBe('19');
    expect(shiftDecimal('0.075', 2)).toBe('7.5');
    expect(shiftDecimal('1', 2)).toBe('100');
  });
});
