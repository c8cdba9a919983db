import { describe, expect, it } from 'vitest';
import { numberText } from '../../../src/sheets/xlsx/number-text.js';
import { isDateFormat, isPercentFormat } from '../../../src/sheets/xlsx/number-format.js';
import { excelDayOfSerial } from '../../../src/sheets/xlsx/calendar-day.js';

describe('numberText', () => {
  it('gives integers without a decimal point and decimals exactly as stored', () => {
    expect(numberText(119171)).toBe('119171');
    expect(numberText(1234.56)).toBe('1234.56');
    expect(numberText(-45)).toBe('-45');
    expect(numberText(0.1)).toBe('0.1');
  });

  it('drops the binary-float noise of Excel arithmetic past its 15 digits', () => {
    expect(numberText(0.1 + 0.2)).toBe('0.3');
    expect(numberText(-0.1 - 0.2)).toBe('-0.3');
    expect(numberText(0.1 + 0.7)).toBe('0.8');
    expect(numberText(1234.56 + 2e-13)).toBe('1234.56');
    expect(numberText(0.1 + 0.09)).toBe('0.19');
    expect(numberText(123456789.12 * 3)).toBe('370370367.36');
  });

  it('keeps whole numbers and numbers of up to four places as stored, however long', () => {
    expect(numberText(1234567890123456)).toBe('1234567890123456');
    expect(numberText(Number('12345678901234567890'))).toBe('12345678901234567000');
    expect(numberText(12345678901234.56)).toBe('12345678901234.56');
    expect(numberText(123456789012.3401)).toBe('123456789012.3401');
    expect(numberText(123456789012.0001)).toBe('123456789012.0001');
  });

  it('rounds nothing else: places past four stay, for the amount step to refuse', () => {
    expect(numberText(12.34567)).toBe('12.34567');
    expect(numberText(2.00005)).toBe('2.00005');
    expect(numberText(0.00004)).toBe('0.00004');
    expect(numberText(-0.00004)).toBe('-0.00004');
    expect(numberText(1234.5600000001)).toBe('1234.5600000001');
    expect(numberText(0.07125)).toBe('0.07125');
    expect(numberText(100 / 3)).toBe('33.333333333333336');
    expect(numberText(123456789012.34001)).toBe('123456789012.34001');
  });

  it('writes very large and very small numbers without an exponent', () => {
    expect(numberText(1e21)).toBe('1000000000000000000000');
    expect(numberText(1.5e-7)).toBe('0.00000015');
    expect(numberText(-0)).toBe('0');
  });
});

describe('number formats', () => {
  it('tells date formats from number formats, ignoring quoted text and colours', () => {
    for (const format of ['dd.mm.yyyy', 'm/d/yy', 'yyyy-mm-dd hh:mm', 'DD/MM/YYYY', '[$-407]d. mmmm yyyy'])
      expect(isDateFormat(format)).toBe(true);
    for (const format of ['General', '0.00', '#,##0.00 "days"', '[Red]-#,##0.00', '0%', '@', undefined])
      expect(isDateFormat(format)).toBe(false);
  });

  it('finds percent formats, not a quoted percent sign', () => {
    expect(isPercentFormat('0%')).toBe(true);
    expect(isPercentFormat('0.00%')).toBe(true);
    expect(isPercentFormat('0.00 "%"')).toBe(false);
    expect(isPercentFormat(undefined)).toBe(false);
  });
});

describe('excelDayOfSerial', () => {
  it('gives the day of a serial in the 1900 and 1904 systems, dropping the time', () => {
    expect(excelDayOfSerial(45322, false)).toEqual({ day: '20240131' });
    expect(excelDayOfSerial(45322.999, false)).toEqual({ day: '20240131' });
    expect(excelDayOfSerial(45322 - 1462, true)).toEqual({ day: '20240131' });
  });
});
