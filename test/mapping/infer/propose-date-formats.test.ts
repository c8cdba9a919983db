/**
 * `dateFormats` from date columns written in different forms: an issue date (`12/01/2024`,
 * `12.01.2024`, `2024/01/12`) beside the moment it was signed or received, an ISO date-time with
 * its offset. Each column's day is read as the column means it, or nothing is proposed; a form
 * that reads a column's every value alone is proposed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ambiguousDate,
  compileDateFormat,
  parseDateText,
  type DateFormat,
} from '../../../src/mapping/parse-date-text.js';
import { dateFormatsOf } from '../../../src/mapping/infer/propose-date-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');
type Day = { y: number; m: number; d: number };
const day: fc.Arbitrary<Day> = fc.record({
  // Later years than next year are refused as years of other calendars.
  y: fc.integer({ min: 2015, max: new Date().getUTCFullYear() + 1 }),
  m: fc.integer({ min: 1, max: 12 }),
  d: fc.integer({ min: 1, max: 28 }),
});
const iso = (x: Day) => `${x.y}-${p2(x.m)}-${p2(x.d)}`;

/** How issue dates are written, each with the form that reads it. */
const WRITTEN: readonly { form: string; write: (x: Day) => string }[] = [
  { form: 'DD/MM/YYYY', write: (x) => `${p2(x.d)}/${p2(x.m)}/${x.y}` },
  { form: 'DD.MM.YYYY', write: (x) => `${p2(x.d)}.${p2(x.m)}.${x.y}` },
  { form: 'MM/DD/YYYY', write: (x) => `${p2(x.m)}/${p2(x.d)}/${x.y}` },
  { form: 'YYYY/MM/DD', write: (x) => `${x.y}/${p2(x.m)}/${p2(x.d)}` },
];
/** The second column: a date-time with an offset, as e-invoice systems stamp a signature or a receipt. */
const STAMPED = (x: Day) => `${iso(x)}T${p2(x.d % 24)}:15:00+07:00`;

const formats = (names: readonly string[]) => names.map((n) => compileDateFormat(n) as DateFormat);
/** The day as the reader gives it, from its ISO form. */
const read = (x: Day) => parseDateText(iso(x), formats(['YYYY-MM-DD']));

describe('dateFormats from columns of different forms', () => {
  it("reads every column's days as written, refuses a day it cannot tell, or proposes nothing", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WRITTEN),
        fc.array(fc.tuple(day, day), { minLength: 3, maxLength: 12 }),
        ({ write }, rows) => {
          const proposed = dateFormatsOf([rows.map(([a]) => write(a)), rows.map(([, b]) => STAMPED(b))]);
          if (proposed.length === 0) return;
          for (const [a, b] of rows) {
            // A value two of the forms read as different days is refused by the reader, never misread.
            if (ambiguousDate(write(a), formats(proposed)) === undefined)
              expect(parseDateText(write(a), formats(proposed))).toBe(read(a));
            expect(parseDateText(STAMPED(b), formats(proposed))).toBe(read(b));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('proposes the issue date form beside a stamped date-time when one day is past the twelfth', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WRITTEN.filter((w) => w.form !== 'MM/DD/YYYY')),
        fc.array(fc.tuple(day, day), { minLength: 3, maxLength: 12 }),
        ({ form, write }, rows) => {
          rows[0]![0].d = 13 + (rows[0]![0].d % 15);
          const proposed = dateFormatsOf([rows.map(([a]) => write(a)), rows.map(([, b]) => STAMPED(b))]);
          expect(proposed).toContain(form);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('dateFormats of a date column alone', () => {
  // Croatian and Serbian writers (FINA e-Račun, SEF) close a date with a dot, as the languages write it.
  const ALONE: readonly { form: string; write: (x: Day) => string }[] = [
    ...WRITTEN,
    { form: 'DD.MM.YYYY.', write: (x) => `${p2(x.d)}.${p2(x.m)}.${x.y}.` },
  ];

  it('proposes the form that reads every value as the day it means', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALONE), fc.array(day, { minLength: 3, maxLength: 12 }), ({ write }, days) => {
        days[0]!.d = 13 + (days[0]!.d % 15);
        const proposed = dateFormatsOf([days.map(write)]);
        expect(proposed.length, JSON.stringify(days.map(write))).toBeGreaterThan(0);
        for (const x of days) expect(parseDateText(write(x), formats(proposed))).toBe(read(x));
      }),
      { numRuns: 200 },
    );
  });
});
