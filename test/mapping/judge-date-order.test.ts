/**
 * A date column whose every date reads both ways is judged to be in the other day-month order
 * only where that order is far tighter: a month's register read in its own order never is, and one
 * written in the other order always is once its dates spread over three months as read.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeDateOrder } from '../../src/mapping/judge-date-order.js';
import { compileDateFormat, type DateFormat } from '../../src/mapping/parse-date-text.js';

const format = (pattern: string) => compileDateFormat(pattern) as DateFormat;
const US = [format('MM/DD/YYYY')];
const UK = [format('DD/MM/YYYY')];
const two = (n: number) => String(n).padStart(2, '0');

/** A register of one month: its year, month and the days of its invoices, in file order. */
const register = fc.record({
  year: fc.integer({ min: 1990, max: 2040 }),
  month: fc.integer({ min: 1, max: 12 }),
  days: fc.array(fc.integer({ min: 1, max: 28 }), { minLength: 1, maxLength: 40 }),
});

describe('judging the day-month order of a date column', () => {
  it('never flags a one-month register read in the order it is written, either order', () => {
    fc.assert(
      fc.property(register, fc.boolean(), ({ year, month, days }, dayFirst) => {
        const texts = days.map((day) =>
          dayFirst ? `${two(day)}/${two(month)}/${year}` : `${two(month)}/${two(day)}/${year}`,
        );
        expect(judgeDateOrder(texts, dayFirst ? UK : US)).toBeUndefined();
      }),
    );
  });

  it('always flags a register of days 1-12 read in the other order when its days spread over three months as read', () => {
    const small = register.map((r) => ({ ...r, days: r.days.map((day) => ((day - 1) % 12) + 1) }));
    fc.assert(
      fc.property(small, fc.boolean(), ({ year, month, days }, dayFirst) => {
        const texts = days.map((day) =>
          dayFirst ? `${two(day)}/${two(month)}/${year}` : `${two(month)}/${two(day)}/${year}`,
        );
        const spread = Math.max(...days) - Math.min(...days) >= 2;
        const verdict = judgeDateOrder(texts, dayFirst ? US : UK);
        if (spread) expect(verdict).toBeDefined();
        if (verdict) expect(verdict.otherPatterns).toEqual([dayFirst ? 'DD/MM/YYYY' : 'MM/DD/YYYY']);
      }),
    );
  });

  it('names both readings of the first date and the span of each (the UK Google Sheets export)', () => {
    const texts = [2, 3, 4, 5, 8, 9, 10, 11, 12].map((day) => `${two(day)}/01/2024`);
    expect(judgeDateOrder(texts, US)).toEqual({
      first: { text: '02/01/2024', read: '20240201', other: '20240102' },
      read: { from: '20240201', to: '20241201' },
      other: { from: '20240102', to: '20240112' },
      patterns: ['MM/DD/YYYY'],
      otherPatterns: ['DD/MM/YYYY'],
    });
  });

  it('flags consecutive days written the other way that read as the 1st of each month', () => {
    expect(judgeDateOrder(['01/01/2024', '02/01/2024', '03/01/2024'], US)?.other).toEqual({
      from: '20240101',
      to: '20240103',
    });
  });

  it.each([
    ['a date past the 12th', ['02/01/2024', '13/01/2024'], UK],
    ['two months as read', ['01/02/2024', '02/03/2024'], US],
    ['one day', ['05/03/2024', '05/03/2024'], US],
    ['dates that spread over a month the other way too', ['01/02/2024', '06/03/2024'], US],
    ['two monthly invoices on the 1st', ['01/01/2024', '02/01/2024'], US],
    ['ISO dates', ['2024-01-02', '2024-05-02'], [format('YYYY-MM-DD')]],
    // CI drew it: both orders listed, the first date is refused at its cell as ambiguous already.
    ['a mapping listing both orders', ['01/03/2019', '13/03/2019'], [...US, ...UK]],
    [
      'a mapping listing both orders, all dates read both ways',
      ['01/01/2024', '01/02/2024', '01/03/2024'],
      [...UK, ...US],
    ],
    ['a mapping listing both orders at two widths', ['1/3/2019', '2/5/2019', '3/7/2019'], [format('M/D/YYYY'), ...UK]],
  ])('leaves %s alone', (_, texts, formats) => {
    expect(judgeDateOrder(texts, formats)).toBeUndefined();
  });
});
