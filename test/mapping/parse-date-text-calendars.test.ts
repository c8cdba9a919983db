import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth } from '../../src/invoice/formats.js';
import { ambiguousDate, explainDateText, parseDateText } from '../../src/mapping/parse-date-text.js';
import { latinDateCases } from './latin-date-inputs.js';
import { formats } from './compile-date-formats.js';
import { decimalDigitZeros, inDigits } from '../invoice/decimal-digit-blocks.js';

const ZEROS = { arabicIndic: 0x660, persian: 0x6f0, devanagari: 0x966 } as const;
type Script = keyof typeof ZEROS;
const CALENDAR: Record<Script, RegExp> = {
  devanagari: /Bikram Sambat/,
  arabicIndic: /Hijri/,
  persian: /Hijri/,
};

const inScript = (ascii: string, script: Script) =>
  ascii.replace(/\d/g, (d) => String.fromCharCode(ZEROS[script] + Number(d)));
const pad = (n: number) => String(n).padStart(2, '0');
const THIS_YEAR = new Date().getUTCFullYear();

function written(pattern: string, year: number, month: number, day: number): string {
  return pattern
    .replace('YYYY', String(year))
    .replace('YY', pad(year % 100))
    .replace('MM', pad(month))
    .replace('DD', pad(day));
}

const day = fc
  .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
  .map(([month, d]) => ({ month, d }));
const script = fc.constantFrom<Script>('arabicIndic', 'persian', 'devanagari');

describe('dates in non-Latin digits from another calendar', () => {
  it("refuses the reviewer's Bikram Sambat, Hijri and Solar Hijri dates, naming the calendar", () => {
    const cases: [string, string, RegExp][] = [
      ['२०८१-०३-१५', 'YYYY-MM-DD', /Bikram Sambat/],
      ['١٥/٠٣/٤٥', 'DD/MM/YY', /Hijri/],
      ['۰۳/۰۱/۱۵', 'YY/MM/DD', /Hijri/],
    ];
    for (const [text, pattern, calendar] of cases) {
      expect(parseDateText(text, formats(pattern)), text).toBeUndefined();
      const why = explainDateText(text, formats(pattern));
      expect(why, text).toMatch(calendar);
      expect(why, text).toMatch(/Gregorian/);
    }
  });

  it('refuses a four-digit year later than next year in every script and format', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: THIS_YEAR + 2, max: 9999 }),
        day,
        script,
        fc.constantFrom('YYYY-MM-DD', 'DD/MM/YYYY', 'DD.MM.YYYY', 'YYYYMMDD'),
        (year, { month, d }, s, pattern) => {
          const text = inScript(written(pattern, year, month, Math.min(d, daysInMonth(year, month))), s);
          expect(parseDateText(text, formats(pattern)), text).toBeUndefined();
          expect(ambiguousDate(text, formats('DD/MM/YYYY', 'MM/DD/YYYY')), text).toBeUndefined();
          expect(explainDateText(text, formats(pattern)), text).toMatch(CALENDAR[s]);
        },
      ),
    );
  });

  it('refuses every two-digit year in non-Latin digits, asking for a Gregorian date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        day,
        script,
        fc.constantFrom('DD/MM/YY', 'YY/MM/DD', 'MM-DD-YY'),
        (yy, { month, d }, s, pattern) => {
          const text = inScript(written(pattern, 2000 + yy, month, Math.min(d, 28)), s);
          expect(parseDateText(text, formats(pattern)), text).toBeUndefined();
          const why = explainDateText(text, formats(pattern));
          expect(why, text).toMatch(CALENDAR[s]);
          expect(why, text).toMatch(/four-digit year/);
        },
      ),
    );
  });

  it('still reads a four-digit Gregorian year up to next year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: THIS_YEAR + 1 }),
        day,
        script,
        fc.constantFrom('YYYY-MM-DD', 'DD/MM/YYYY'),
        (year, { month, d }, s, pattern) => {
          const dd = Math.min(d, daysInMonth(year, month));
          const text = inScript(written(pattern, year, month, dd), s);
          expect(parseDateText(text, formats(pattern)), text).toBe(`${year}${pad(month)}${pad(dd)}`);
        },
      ),
    );
  });

  it('reads every Latin-digit date as before (readings recorded before this rule), but for years more than 20 years ahead', () => {
    const recorded = JSON.parse(
      readFileSync(new URL('./fixtures/latin-date-readings.json', import.meta.url), 'utf8'),
    ) as [string, string, string | null, string, string | null][];
    const both = formats('DD/MM/YYYY', 'MM/DD/YYYY');
    const now = latinDateCases().map(({ text, pattern }) => [
      text,
      pattern,
      parseDateText(text, formats(pattern)) ?? null,
      explainDateText(text, formats(pattern)),
      ambiguousDate(text, both) ?? null,
    ]);
    expect(now).toHaveLength(3000);
    const changed = now.flatMap((reading, i) => {
      const before = recorded[i];
      return before && JSON.stringify(reading) !== JSON.stringify(before) ? [{ reading, before }] : [];
    });
    // Latin-digit years more than 20 years ahead are now refused as years of other calendars.
    for (const { reading, before } of changed) {
      const [text, , date, why, ambiguous] = reading as [string, string, string | null, string, string | null];
      expect(text, text).toMatch(new RegExp(`(^|\\D)(${laterYears().join('|')})(\\D|$)`));
      expect(date, text).toBeNull();
      expect(ambiguous, text).toBeNull();
      if (why !== before[3])
        expect(why, text).toMatch(/more than 20 years ahead and may be one of .*(Buddhist era|Bikram Sambat)/);
    }
    expect(changed.length).toBeLessThan(now.length / 4);
  });
});

const THAI = 0xe50;
const MYANMAR = 0x1040;
const BENGALI = 0x9e6;
const LAO = 0xed0;
const KHMER = 0x17e0;

describe('dates in Thai, Myanmar, Bengali, Lao and Khmer digits', () => {
  it('refuses a year of the era these digits write, naming it and asking for the Gregorian date', () => {
    const cases: [string, string, number, RegExp][] = [
      ['15/03/2567', 'DD/MM/YYYY', THAI, /year 2567 in Thai digits .*Thai solar calendar \(Buddhist era/],
      ['15.03.1386', 'DD.MM.YYYY', MYANMAR, /year 1386 in Myanmar digits .*Myanmar calendar/],
      ['15-03-1431', 'DD-MM-YYYY', BENGALI, /year 1431 in Bengali digits .*Bangla calendar/],
      ['15/03/2567', 'DD/MM/YYYY', LAO, /year 2567 in Lao digits .*Lao Buddhist era/],
      ['15/03/2568', 'DD/MM/YYYY', KHMER, /year 2568 in Khmer digits .*Khmer Buddhist era/],
      ['15/03/67', 'DD/MM/YY', THAI, /two-digit year in Thai digits .*Buddhist era/],
    ];
    for (const [ascii, pattern, zero, why] of cases) {
      const text = inDigits(ascii, zero);
      expect(parseDateText(text, formats(pattern)), text).toBeUndefined();
      expect(ambiguousDate(text, formats('DD/MM/YYYY', 'MM/DD/YYYY')), text).toBeUndefined();
      const message = explainDateText(text, formats(pattern));
      expect(message, text).toMatch(why);
      expect(message, text).toMatch(/write the date in the Gregorian calendar/);
    }
  });

  it('reads the same dates with their Gregorian year', () => {
    expect(parseDateText('๑๕/๐๓/๒๐๒๔', formats('DD/MM/YYYY'))).toBe('20240315');
    expect(parseDateText('၁၅.၀၃.၂၀၂၄', formats('DD.MM.YYYY'))).toBe('20240315');
    expect(parseDateText('১৫-০৩-২০২৪', formats('DD-MM-YYYY'))).toBe('20240315');
    expect(parseDateText('２０２４／０３／１５', formats('YYYY/MM/DD'))).toBe('20240315');
  });

  it('in every script, reads years from 1900 to next year and refuses the years before and after', () => {
    const zeros = decimalDigitZeros().filter((zero) => zero !== 0x30);
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        day,
        fc.constantFrom(...zeros),
        fc.constantFrom('YYYY-MM-DD', 'DD/MM/YYYY', 'DD.MM.YYYY'),
        (year, { month, d }, zero, pattern) => {
          const dd = Math.min(d, daysInMonth(year, month));
          const text = inDigits(written(pattern, year, month, dd), zero);
          const gregorian = year >= 1900 && year <= THIS_YEAR + 1;
          expect(parseDateText(text, formats(pattern)), text).toBe(
            gregorian ? `${year}${pad(month)}${pad(dd)}` : undefined,
          );
          if (!gregorian) expect(explainDateText(text, formats(pattern)), text).toMatch(/Gregorian calendar/);
        },
      ),
    );
  });
});

/** Every four-digit year more than 20 years ahead, for the pattern of the changed readings. */
function laterYears(): string[] {
  return Array.from({ length: 9999 - THIS_YEAR - 20 }, (_, i) => String(THIS_YEAR + 21 + i));
}
