/**
 * Date-times as real writers export them, 12- and 24-hour, with and without seconds: a column of
 * them is a column of dates, proposed in the form the user sees where its header names a moment
 * (`Completed At`, `created_at`, `Date Time`), and every proposed form reads each value as its day.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areSeparatedDates } from '../../../src/mapping/infer/holds-only-dates.js';
import { keepWrittenTime } from '../../../src/mapping/infer/keep-written-time.js';
import { dateFormatsOf } from '../../../src/mapping/infer/propose-date-formats.js';
import { compileDateFormat, parseDateText, type DateFormat } from '../../../src/mapping/parse-date-text.js';

const proposed = (header: string, samples: string[]) =>
  keepWrittenTime(dateFormatsOf([samples]), [{ header, samples }]);

describe('a column of date-times', () => {
  it.each([
    // Fleetio, QuickBooks Time and US web exports: a padded 12-hour clock with a space before PM.
    ['Completed At', ['03/14/2024 02:35 PM', '03/15/2024 09:02 AM', '03/18/2024 12:40 PM'], 'MM/DD/YYYY hh:mm A'],
    ['Created At', ['3/4/2024 2:35:10 PM', '3/5/2024 11:02:59 AM', '3/18/2024 12:00:00 AM'], 'MM/DD/YYYY hh:mm:ss A'],
    ['created_at', ['03/14/2024 2:35pm', '03/15/2024 9:02am', '03/18/2024 12:40pm'], 'MM/DD/YYYY hh:mma'],
    ['Updated At', ['2024-03-14 14:35', '2024-03-15 09:02', '2024-03-18 00:40'], 'YYYY-MM-DD HH:mm'],
    ['Date Time', ['14/03/2024 14:35:10', '15/03/2024 09:02:00', '18/03/2024 23:59:59'], 'DD/MM/YYYY HH:mm:ss'],
  ])('proposes "%s" with the time it is written with', (header, samples, withTime) => {
    expect(areSeparatedDates(samples)).toBe(true);
    const formats = proposed(header, samples);
    expect(formats[0]).toBe(withTime);
    const compiled = formats.map((f) => compileDateFormat(f) as DateFormat);
    for (const format of compiled) for (const s of samples) expect(parseDateText(s, [format])).toBeDefined();
  });

  it('keeps the date form alone under a header that names a day, not a moment', () => {
    expect(proposed('Invoice Date', ['03/14/2024 02:35 PM', '03/15/2024 09:02 AM'])).toEqual(['MM/DD/YYYY']);
    expect(proposed('Vat', ['03/14/2024 02:35 PM', '03/15/2024 09:02 AM'])).toEqual(['MM/DD/YYYY']);
  });

  it('keeps the date form alone where every time is midnight: a day kept as a date-time', () => {
    expect(proposed('billed_at', ['2024-01-05 00:00:00', '2024-01-17 00:00:00', '2024-02-02 00:00:00'])).toEqual([
      'YYYY-MM-DD',
    ]);
    expect(proposed('Completed At', ['03/14/2024 12:00 AM', '03/15/2024 12:00 AM'])).toEqual(['MM/DD/YYYY']);
  });

  it('takes no a.m. or p.m. for a date, since the reader reads no such form', () => {
    const samples = ['14/03/2024 2:35 p.m.', '15/03/2024 9:02 a.m.', '18/03/2024 12:40 p.m.'];
    expect(areSeparatedDates(samples)).toBe(false);
    expect(proposed('Completed At', samples)).toEqual([]);
  });

  it('reads every 12- or 24-hour date-time it proposes a form for as the day written', () => {
    const stamp = fc.record({
      // Past the 12th, so that the month comes first without a doubt.
      day: fc.integer({ min: 13, max: 28 }),
      month: fc.integer({ min: 1, max: 12 }),
      hour: fc.integer({ min: 0, max: 23 }),
      // Never midnight on every value, which is a day kept as a date-time.
      minute: fc.integer({ min: 1, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
    });
    const shape = fc.record({ half: fc.boolean(), seconds: fc.boolean(), space: fc.boolean(), pad: fc.boolean() });
    fc.assert(
      fc.property(fc.array(stamp, { minLength: 3, maxLength: 6 }), shape, (stamps, { half, seconds, space, pad }) => {
        const p = (n: number) => (pad ? String(n).padStart(2, '0') : String(n));
        const texts = stamps.map((t) => {
          const hour = half ? ((t.hour + 11) % 12) + 1 : t.hour;
          const clock = `${p(hour)}:${String(t.minute).padStart(2, '0')}${seconds ? `:${String(t.second).padStart(2, '0')}` : ''}`;
          const suffix = half ? `${space ? ' ' : ''}${t.hour < 12 ? 'AM' : 'PM'}` : '';
          return `${p(t.month)}/${p(t.day)}/2024 ${clock}${suffix}`;
        });
        const formats = proposed('Completed At', texts);
        expect(formats.length).toBeGreaterThan(0);
        expect(formats[0]).toContain(half ? 'hh:mm' : 'HH:mm');
        const compiled = formats.map((f) => compileDateFormat(f) as DateFormat);
        texts.forEach((text, i) => {
          const t = stamps[i]!;
          const day = `2024${String(t.month).padStart(2, '0')}${String(t.day).padStart(2, '0')}`;
          expect(parseDateText(text, compiled)).toBe(day);
        });
      }),
    );
  });
});
