import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { compileDateFormat, explainDateText, parseDateText } from '../../src/mapping/parse-date-text.js';
import { daysInMonth } from '../../src/invoice/formats.js';
import { formats } from './compile-date-formats.js';

const DEFAULTS = formats('YYYY-MM-DD', 'YYYYMMDD');
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** Later years are refused as years of other calendars (other-calendar-year.ts). */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** A calendar day that exists, 1900 to next year. */
const calendarDay = fc
  .record({ year: fc.integer({ min: 1900, max: NEXT_YEAR }), month: fc.integer({ min: 1, max: 12 }), day: fc.nat() })
  .map(({ year, month, day }) => ({ year, month, day: (day % daysInMonth(year, month)) + 1 }));

/** A time of day and zone as ISO 8601 writers put them after the date: offsets -12:00..+14:00, Z, fractions. */
const isoTime = fc
  .record({
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.option(fc.integer({ min: 0, max: 59 })),
    fraction: fc.option(fc.stringMatching(/^\d{1,9}$/)),
    zone: fc.oneof(
      fc.constant('Z'),
      fc.constant(''),
      fc.integer({ min: -12 * 60, max: 14 * 60 }).chain((minutes) =>
        fc.constantFrom(':', '').map((colon) => {
          const sign = minutes < 0 ? '-' : '+';
          const abs = Math.abs(minutes);
          return `${sign}${pad(Math.floor(abs / 60))}${colon}${pad(abs % 60)}`;
        }),
      ),
    ),
  })
  .map(({ hour, minute, second, fraction, zone }) => {
    const seconds = second === null ? '' : `:${pad(second)}${fraction === null ? '' : `.${fraction}`}`;
    return `T${pad(hour)}:${pad(minute)}${seconds}${zone}`;
  });

const ZONES = [undefined, 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata'];
const startZone = process.env['TZ'];

afterEach(() => {
  if (startZone === undefined) delete process.env['TZ'];
  else process.env['TZ'] = startZone;
});

describe('ISO 8601 date-times', () => {
  it.each([
    ['2024-03-05T00:00:00-08:00', '20240305'],
    ['2024-03-05T23:30:00Z', '20240305'],
    ['2024-03-05T00:00:00.000+05:30', '20240305'],
    ['2024-03-05T23:59:59.999999+14:00', '20240305'],
    ['2024-03-05T00:00-12:00', '20240305'],
    ['2024-03-05T00:00:00+0530', '20240305'],
    ['2024-03-05 10:15:00 +01:00', '20240305'],
    ['2024-12-31T23:59:59,5Z', '20241231'],
  ])('%s is the day written, %s', (text, day) => {
    expect(parseDateText(text, DEFAULTS)).toBe(day);
  });

  it('are read as the calendar day written, whatever the offset and the process time zone', () => {
    for (const zone of ZONES) {
      if (zone === undefined) delete process.env['TZ'];
      else process.env['TZ'] = zone;
      fc.assert(
        fc.property(calendarDay, isoTime, ({ year, month, day }, time) => {
          const text = `${year}-${pad(month)}-${pad(day)}${time}`;
          expect(parseDateText(text, DEFAULTS)).toBe(`${year}${pad(month)}${pad(day)}`);
        }),
        { numRuns: 300 },
      );
    }
  });

  it('refuse a time or an offset that is no time or offset', () => {
    for (const text of ['2024-03-05T25:00:00Z', '2024-03-05T10:61Z', '2024-03-05T10:00:00+15:00', '2024-03-05Tnoon'])
      expect(parseDateText(text, DEFAULTS)).toBeUndefined();
  });
});

describe('date formats', () => {
  it('read YYYY/MM/DD', () => {
    expect(parseDateText('2024/03/05', formats('YYYY/MM/DD'))).toBe('20240305');
    expect(parseDateText('2024/3/5 14:30', formats('YYYY/MM/DD'))).toBe('20240305');
  });

  it('take T as a literal, and time parts that are read and dropped', () => {
    expect(parseDateText('2024-03-05T14:30:00', formats('YYYY-MM-DDTHH:mm:ss'))).toBe('20240305');
    expect(parseDateText('20240305T143000Z', formats('YYYYMMDDTHHmmssZ'))).toBe('20240305');
    expect(parseDateText('05.03.2024T23:30:00.123-08:00', formats('DD.MM.YYYYTHH:mm:ss.SSSZ'))).toBe('20240305');
    expect(parseDateText('2024-03-05T14:30', formats("YYYY-MM-DD'T'HH:mm"))).toBe('20240305');
    expect(parseDateText('3/5/2024 2:30 PM', formats('M/D/YYYY h:mm A'))).toBe('20240305');
    expect(parseDateText('2024-03-05T14:30', formats('YYYY-MM-DDTHH:mm:ss'))).toBeUndefined();
  });

  it('still explain a letter that is no part', () => {
    expect(compileDateFormat('DD.QQ.YYYY')).toMatch(/unknown date format part "Q"/);
  });
});

describe('a date that fits a format but names no day', () => {
  it.each([
    ['31/11/2026', ['DD/MM/YYYY'], 'the day does not exist (November 2026 has 30 days; read as DD/MM/YYYY)'],
    ['29.02.2023', ['DD.MM.YYYY'], 'the day does not exist (February 2023 has 28 days; read as DD.MM.YYYY)'],
    ['2024-02-30T00:00:00Z', ['YYYY-MM-DD'], 'the day does not exist (February 2024 has 29 days; read as YYYY-MM-DD)'],
    ['2024-13-01', ['YYYY-MM-DD'], 'the day does not exist (there is no month 13; read as YYYY-MM-DD)'],
    ['2024-00-10', ['YYYY-MM-DD'], 'the day does not exist (there is no month 0; read as YYYY-MM-DD)'],
    ['00.01.2024', ['DD.MM.YYYY'], 'the day does not exist (there is no day 0; read as DD.MM.YYYY)'],
    ['5-Foo-24', ['D-MMM-YY'], 'the day does not exist (there is no month "Foo"; read as D-MMM-YY)'],
    // The year read is said once, not as a second "got" before the cell's own.
    ['01.01.1899', ['DD.MM.YYYY'], 'expected a year from 1900 to 9999 (read as DD.MM.YYYY, the year is 1899)'],
    ['03/11/0026', ['DD/MM/YYYY'], 'expected a year from 1900 to 9999 (read as DD/MM/YYYY, the year is 26)'],
    // Of two formats that both fit, the one whose month exists is the one the writer meant.
    [
      '31/11/2026',
      ['MM/DD/YYYY', 'DD/MM/YYYY'],
      'the day does not exist (November 2026 has 30 days; read as DD/MM/YYYY)',
    ],
  ])('%s with %j says the day does not exist', (text, patterns, message) => {
    const list = formats(...patterns);
    expect(parseDateText(text, list)).toBeUndefined();
    expect(explainDateText(text, list)).toBe(message);
  });

  it('text that fits no format asks for the formats', () => {
    expect(explainDateText('N/A', DEFAULTS)).toBe('expected a date written YYYY-MM-DD or YYYYMMDD');
  });
});

describe('a date written another way than the mapping reads', () => {
  // What spreadsheets and exports write when the mapping expects ISO dates.
  it.each([
    ['31.02.2024', 'the day does not exist (February 2024 has 29 days; read as DD.MM.YYYY)'],
    ['31/11/2026', 'the day does not exist (November 2026 has 30 days; read as DD/MM/YYYY)'],
    ['11/31/2026', 'the day does not exist (November 2026 has 30 days; read as MM/DD/YYYY)'],
    ['31-04-2025', 'the day does not exist (April 2025 has 30 days; read as DD-MM-YYYY)'],
    ['29.02.2023', 'the day does not exist (February 2023 has 28 days; read as DD.MM.YYYY)'],
    ['31.01.2024', 'expected a date written YYYY-MM-DD or YYYYMMDD'],
    ['05/03/2024', 'expected a date written YYYY-MM-DD or YYYYMMDD'],
    ['13/13/2024', 'expected a date written YYYY-MM-DD or YYYYMMDD'],
  ])('%s says %s', (text, message) => {
    expect(parseDateText(text, DEFAULTS)).toBeUndefined();
    expect(explainDateText(text, DEFAULTS)).toBe(message);
  });

  it('says the day does not exist exactly when no day-first or month-first reading is a day', () => {
    const dayMonthYear = fc.record({
      year: fc.integer({ min: 1900, max: NEXT_YEAR }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
      separator: fc.constantFrom('.', '/', '-'),
    });
    fc.assert(
      fc.property(dayMonthYear, ({ year, month, day, separator }) => {
        const text = [pad(day), pad(month), year].join(separator);
        const dayFirst = day <= daysInMonth(year, month);
        const monthFirst = separator === '/' && day <= 12 && month <= daysInMonth(year, day);
        const says = explainDateText(text, DEFAULTS).startsWith('the day does not exist');
        expect(says).toBe(!dayFirst && !monthFirst);
      }),
    );
  });
});
