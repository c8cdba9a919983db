import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth } from '../../src/invoice/formats.js';
import { ambiguousDate, explainDateText, parseDateText } from '../../src/mapping/parse-date-text.js';
import { formats } from './compile-date-formats.js';

// Latin-digit years up to this many years ahead are Gregorian days (service periods, events billed in advance).
const LAST_GREGORIAN = new Date().getUTCFullYear() + 20;
const pad = (n: number) => String(n).padStart(2, '0');

function written(pattern: string, year: number, month: number, day: number): string {
  return pattern.replace('YYYY', String(year)).replace('MM', pad(month)).replace('DD', pad(day));
}

const dayOfYear = (year: number) =>
  fc
    .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
    .map(([month, d]) => ({ year, month, day: Math.min(d, daysInMonth(year, month)) }));

describe('Latin-digit years of the Thai solar and Bikram Sambat calendars', () => {
  // What the writers of these calendars put in a CSV for 31 January 2024 (and BS 2081-03-15).
  const writers: [string, string, string, RegExp][] = [
    ['LibreOffice th-TH, soffice --convert-to csv', '31/01/2567', 'DD/MM/YYYY', /Thai solar calendar .*2024/],
    ['Excel for Windows th-TH, Thai calendar', '31/1/2567', 'D/M/YYYY', /Buddhist era/],
    ['hand-written Thai, dotted', '31.01.2567', 'DD.MM.YYYY', /Buddhist era/],
    ['hand-written Thai, ISO order', '2567-01-31', 'YYYY-MM-DD', /Buddhist era/],
    ['Nepali accounting export, BS', '2081/03/15', 'YYYY/MM/DD', /Bikram Sambat .*2024/],
    ['hand-written Nepali, dotted', '31.01.2081', 'DD.MM.YYYY', /Bikram Sambat/],
    ['hand-written Nepali, ISO order', '2081-03-15', 'YYYY-MM-DD', /Bikram Sambat/],
  ];

  it.each(writers)('refuses %s (%s), naming the calendar and the way out', (_writer, text, pattern, calendar) => {
    expect(parseDateText(text, formats(pattern))).toBeUndefined();
    const why = explainDateText(text, formats(pattern));
    expect(why).toMatch(calendar);
    expect(why).toMatch(/more than 20 years ahead/);
    expect(why).toMatch(/Gregorian/);
    expect(why).toMatch(/DATE formula/);
  });

  it('refuses every DD/MM/YYYY, DD.MM.YYYY and YYYY-MM-DD date with a year more than 20 years ahead', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: LAST_GREGORIAN + 1, max: 9999 }).chain(dayOfYear),
        fc.constantFrom('DD/MM/YYYY', 'DD.MM.YYYY', 'YYYY-MM-DD'),
        ({ year, month, day }, pattern) => {
          const text = written(pattern, year, month, day);
          expect(parseDateText(text, formats(pattern)), text).toBeUndefined();
          expect(parseDateText(text, formats('YYYY-MM-DD', 'DD/MM/YYYY', 'DD.MM.YYYY')), text).toBeUndefined();
          expect(ambiguousDate(text, formats('DD/MM/YYYY', 'MM/DD/YYYY')), text).toBeUndefined();
          expect(explainDateText(text, formats(pattern)), text).toMatch(
            new RegExp(`year ${year} is more than 20 years ahead and may be one of .*(Buddhist era|Bikram Sambat)`),
          );
        },
      ),
    );
  });

  it('reads years up to 20 years ahead as Gregorian (days of service periods, events billed in advance)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: LAST_GREGORIAN }).chain(dayOfYear),
        fc.constantFrom('DD/MM/YYYY', 'DD.MM.YYYY', 'YYYY-MM-DD'),
        ({ year, month, day }, pattern) => {
          const text = written(pattern, year, month, day);
          expect(parseDateText(text, formats(pattern)), text).toBe(`${year}${pad(month)}${pad(day)}`);
        },
      ),
    );
  });

  it('names only the calendars where the year lands on a day an invoice can have', () => {
    const thai = explainDateText('31/01/2567', formats('DD/MM/YYYY'));
    expect(thai).toMatch(/where it is 2024/);
    expect(thai).not.toMatch(/Bikram Sambat/);
    const nepali = explainDateText('2081-03-15', formats('YYYY-MM-DD'));
    expect(nepali).not.toMatch(/Buddhist era/);
    const neither = explainDateText('2300-03-15', formats('YYYY-MM-DD'));
    expect(neither).toMatch(/Buddhist era/);
    expect(neither).toMatch(/Bikram Sambat/);
  });
});
