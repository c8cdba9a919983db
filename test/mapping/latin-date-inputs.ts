/**
 * Latin-digit date texts and formats from a fixed seed, shared by the test that checks they read as
 * before and by the baseline of their readings (fixtures/latin-date-readings.json), recorded from
 * parseDateText, ambiguousDate and explainDateText before dates in other calendars were refused.
 */
import fc from 'fast-check';

export const LATIN_DATE_PATTERNS = [
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'YYYY-MM-DD',
  'DD.MM.YYYY',
  'DD/MM/YY',
  'YY/MM/DD',
  'D-MMM-YY',
  'YYYYMMDD',
  'serial',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

const latinDateText = fc.oneof(
  { arbitrary: writtenDate(fc.integer({ min: 1890, max: 2110 }), 1, 12, 1, 31), weight: 6 },
  { arbitrary: writtenDate(fc.integer({ min: 0, max: 9999 }), 0, 13, 0, 32), weight: 2 },
  fc.stringMatching(/^[0-9./ -]{1,12}$/),
  fc.integer({ min: 0, max: 3_000_000 }).map(String),
);

function writtenDate(years: fc.Arbitrary<number>, minMonth: number, maxMonth: number, minDay: number, maxDay: number) {
  return fc
    .tuple(
      years,
      fc.integer({ min: minMonth, max: maxMonth }),
      fc.integer({ min: minDay, max: maxDay }),
      fc.constantFrom('/', '-', '.'),
      fc.constantFrom('dmy', 'mdy', 'ymd', 'dmyy', 'yymd'),
    )
    .map(([year, month, day, sep, order]) => {
      const y4 = String(year).padStart(4, '0');
      const y2 = pad(year % 100);
      const parts =
        order === 'dmy'
          ? [pad(day), pad(month), y4]
          : order === 'mdy'
            ? [pad(month), pad(day), y4]
            : order === 'ymd'
              ? [y4, pad(month), pad(day)]
              : order === 'dmyy'
                ? [pad(day), pad(month), y2]
                : [y2, pad(month), pad(day)];
      return parts.join(sep);
    });
}

/** The same inputs on every run: the baseline was recorded from these. */
export function latinDateCases(): { text: string; pattern: string }[] {
  return fc
    .sample(fc.tuple(latinDateText, fc.constantFrom(...LATIN_DATE_PATTERNS)), { seed: 20261129, numRuns: 3000 })
    .map(([text, pattern]) => ({ text, pattern }));
}
