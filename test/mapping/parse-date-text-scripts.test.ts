import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth } from '../../src/invoice/formats.js';
import { ambiguousDate, explainDateText, parseDateText } from '../../src/mapping/parse-date-text.js';
import { formats } from './compile-date-formats.js';
import { decimalDigitZeros, inDigits } from '../invoice/decimal-digit-blocks.js';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

describe('dates in Arabic-Indic, Persian, Devanagari and every other script of digits', () => {
  it('reads them as the Gregorian day they write', () => {
    expect(parseDateText('٢٠٢٤/٠٣/١٥', formats('YYYY/MM/DD'))).toBe('20240315');
    expect(parseDateText('\u200f۱۵/۰۳/۲۰۲۴\u200f', formats('DD/MM/YYYY'))).toBe('20240315');
    expect(parseDateText('१५-०३-२०२४', formats('DD-MM-YYYY'))).toBe('20240315');
  });

  it('reads back every day in every script, with the direction marks RTL writers insert', () => {
    fc.assert(
      fc.property(
        // Later years are refused as years of other calendars (other-calendar-year.ts).
        fc.integer({ min: 1900, max: new Date().getUTCFullYear() + 1 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.constantFrom(...decimalDigitZeros()),
        fc.constantFrom('', '\u200f', '\u061c', '\u200e'),
        fc.constantFrom('DD/MM/YYYY', 'YYYY/MM/DD', 'DD.MM.YYYY'),
        (rawYear, month, rawDay, script, mark, pattern) => {
          // Later years in other digits may be Bikram Sambat ones (parse-date-text-calendars.test.ts).
          const year = script === 0x30 ? rawYear : Math.min(rawYear, new Date().getUTCFullYear() + 1);
          const day = Math.min(rawDay, daysInMonth(year, month));
          const ascii = pattern.replace('YYYY', String(year)).replace('MM', pad(month)).replace('DD', pad(day));
          const text = `${mark}${inDigits(ascii, script)}${mark}`;
          expect(parseDateText(text, formats(pattern)), JSON.stringify(text)).toBe(`${year}${pad(month)}${pad(day)}`);
          expect(ambiguousDate(text, formats(pattern))).toBeUndefined();
        },
      ),
    );
  });

  it('refuses a Hijri or Persian calendar year at its cell, saying so, in any script', () => {
    for (const text of ['١٤٤٥/٠٣/١٥', '۱۴۰۳/۰۷/۱۵', '1403/07/15']) {
      expect(parseDateText(text, formats('YYYY/MM/DD')), text).toBeUndefined();
      expect(explainDateText(text, formats('YYYY/MM/DD')), text).toMatch(/Hijri/);
    }
    expect(explainDateText('15/03/1445', formats('DD/MM/YYYY'))).toMatch(/year 1445 .*Hijri/);
  });

  it('refuses a date whose digits come from two scripts', () => {
    for (const text of ['٢٠٢4/03/15', '۲۰۲۴/٠٣/۱۵', '२०२४/03/15']) {
      expect(parseDateText(text, formats('YYYY/MM/DD')), text).toBeUndefined();
      expect(explainDateText(text, formats('YYYY/MM/DD')), text).toMatch(/two scripts/);
    }
  });
});
