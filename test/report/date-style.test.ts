import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileDateStyle, DateStyleError, DEFAULT_DATE_STYLE } from '../../src/report/date-style.js';

const JAN_5 = new Date(2026, 0, 5, 7, 8, 9);

describe('compileDateStyle', () => {
  it.each([
    ['dd/mm/yyyy', 'dd/mm/yyyy', '05/01/2026'],
    ['mm/dd/yyyy', 'mm/dd/yyyy', '01/05/2026'],
    ['dd.mm.yyyy', 'dd.mm.yyyy', '05.01.2026'],
    ['iso', 'yyyy-mm-dd', '2026-01-05'],
    ['ISO', 'yyyy-mm-dd', '2026-01-05'],
    ['d mmm yyyy', 'd mmm yyyy', '5 Jan 2026'],
    ['mmm d, yyyy', 'mmm d"," yyyy', 'Jan 5, 2026'],
    ['de-DE', 'dd.mm.yyyy', '05.01.2026'],
    ['en-US', 'mm/dd/yyyy', '01/05/2026'],
    ['en-GB', 'dd/mm/yyyy', '05/01/2026'],
    ['fr-FR', 'dd/mm/yyyy', '05/01/2026'],
    ['nl-NL', 'dd-mm-yyyy', '05-01-2026'],
    ['ja-JP', 'yyyy/mm/dd', '2026/01/05'],
  ])('%s: cells formatted %s, the terminal prints %s', (setting, cellFormat, day) => {
    const style = compileDateStyle(setting);
    expect(style.cellFormat).toBe(cellFormat);
    expect(style.cellDateTimeFormat).toBe(`${cellFormat} hh:mm:ss`);
    expect(style.formatDay(JAN_5)).toBe(day);
    expect(style.formatDateTime(JAN_5)).toBe(`${day} 07:08:09`);
    expect(style.forTerminal).toBe(true);
  });

  it('leaves the terminal in ISO by default and writes 31 Jan 2025 in cells', () => {
    expect(DEFAULT_DATE_STYLE.forTerminal).toBe(false);
    expect(DEFAULT_DATE_STYLE.formatDay(new Date(2025, 0, 31))).toBe('31 Jan 2025');
  });

  it.each(['dd/dd/yyyy', 'yyyy', 'dd/mm/yy', 'mm/dd/yyyy hh', 'xx-not-a-locale-!', ''])('refuses "%s"', (setting) => {
    expect(() => compileDateStyle(setting)).toThrow(DateStyleError);
  });

  it('prints every day so that the pattern reads it back', () => {
    const styles = ['dd/mm/yyyy', 'mm/dd/yyyy', 'iso', 'yyyy.mm.dd', 'd-mm-yyyy', 'de-DE', 'en-US', 'ko-KR'].map(
      compileDateStyle,
    );
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2999, 11, 31), noInvalidDate: true }),
        fc.constantFrom(...styles),
        (date, style) => {
          const text = style.formatDay(date);
          const order = style.cellFormat.match(/yyyy|mm|dd|d/g)!;
          const numbers = text.match(/\d+/g)!.map(Number);
          const read = Object.fromEntries(order.map((token, i) => [token[0], numbers[i]]));
          expect([read.y, read.m, read.d]).toEqual([date.getFullYear(), date.getMonth() + 1, date.getDate()]);
        },
      ),
    );
  });
});
