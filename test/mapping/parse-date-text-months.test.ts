import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth } from '../../src/invoice/formats.js';
import { MONTH_WORDS } from '../../src/mapping/month-names.js';
import { explainDateText, parseDateText } from '../../src/mapping/parse-date-text.js';
import { formats } from './compile-date-formats.js';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const LOCALES = ['en', 'de', 'de-AT', 'fr', 'es', 'nl', 'sv', 'it', 'pt', 'da', 'nb', 'fi'];

/** A month word as written: from CLDR (Intl) or from the table, in any case, accents kept or dropped. */
const monthWord = fc
  .record({
    month: fc.integer({ min: 1, max: 12 }),
    source: fc.oneof(
      fc.record({ locale: fc.constantFrom(...LOCALES), style: fc.constantFrom('long' as const, 'short' as const) }),
      fc.constantFrom(...Object.keys(MONTH_WORDS)),
    ),
    pick: fc.nat(),
    casing: fc.constantFrom('lower', 'upper', 'title', 'as is'),
    accents: fc.boolean(),
  })
  .map(({ month, source, pick, casing, accents }) => {
    let word: string;
    if (typeof source === 'string') {
      const words = MONTH_WORDS[source]![month - 1]!;
      word = words[pick % words.length]!;
    } else {
      const format = new Intl.DateTimeFormat(source.locale, { month: source.style, timeZone: 'UTC' });
      word = format.format(new Date(Date.UTC(2024, month - 1, 5)));
    }
    if (!accents) word = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (casing === 'lower') word = word.toLowerCase();
    if (casing === 'upper') word = word.toUpperCase();
    if (casing === 'title') word = word.charAt(0).toUpperCase() + word.slice(1);
    return { month, word };
  });

/** How writers put day, month word and year together, with the format that reads it. */
const LAYOUTS: { format: string; write: (day: number, word: string, year: number) => string }[] = [
  { format: 'D-MMM-YYYY', write: (d, w, y) => `${d}-${w}-${y}` },
  { format: 'DD-MMM-YY', write: (d, w, y) => `${pad(d)}-${w}-${pad(y % 100)}` },
  { format: 'D MMM YYYY', write: (d, w, y) => `${d} ${w} ${y}` },
  { format: 'D. MMM YYYY', write: (d, w, y) => `${d}. ${w} ${y}` },
  { format: 'D. MMM. YYYY', write: (d, w, y) => `${d}. ${w} ${y}` },
  { format: 'DD/MMM/YYYY', write: (d, w, y) => `${pad(d)}/${w}/${y}` },
  { format: "D 'de' MMMM 'de' YYYY", write: (d, w, y) => `${d} de ${w} de ${y}` },
  { format: 'MMM D, YYYY', write: (d, w, y) => `${w} ${d}, ${y}` },
  { format: 'DD MMMM YYYY', write: (d, w, y) => `${pad(d)} ${w} ${y}` },
];

describe('month words in dates', () => {
  it('read every language x month x form x layout x day as the day written', () => {
    fc.assert(
      fc.property(
        monthWord,
        fc.boolean(),
        fc.constantFrom(...LAYOUTS),
        // Four-digit years later than next year are refused as years of other calendars.
        fc.integer({ min: 1970, max: new Date().getUTCFullYear() + 1 }),
        fc.nat(),
        ({ month, word }, dot, layout, year, day) => {
          const written = dot && !word.endsWith('.') ? `${word}.` : word;
          const d = (day % daysInMonth(year, month)) + 1;
          const text = layout.write(d, written, year);
          expect(parseDateText(text, formats(layout.format)), `${text} as ${layout.format}`).toBe(
            `${year}${pad(month)}${pad(d)}`,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  // What real writers put in a cell, and the format a mapping lists for it.
  it.each([
    // Excel formats MMM with Windows' locale month abbreviations (Control Panel > Region):
    ['31-Dez-24', 'DD-MMM-YY', '20241231'], // Excel de-DE, TT-MMM-JJ
    ['31-Mrz-24', 'DD-MMM-YY', '20240331'], // Excel de-DE: Windows writes Mrz, not Mär
    ['31-DEZ-24', 'DD-MMM-YY', '20241231'], // the same, upper-cased by a report writer
    ['31-janv.-24', 'DD-MMM-YY', '20240131'], // Excel fr-FR, jj-mmm-aa
    ['31-janv.-2024', 'DD-MMM-YYYY', '20240131'],
    ['31-dic-24', 'DD-MMM-YY', '20241231'], // Excel it-IT and es-ES
    ['15-mrt-24', 'DD-MMM-YY', '20240315'], // Excel nl-NL
    ['31-des-24', 'DD-MMM-YY', '20241231'], // Excel nb-NO
    ['31-joulu-24', 'DD-MMM-YY', '20241231'], // Excel fi-FI: Windows' Finnish abbreviations are stems
    ['31-dez-24', 'DD-MMM-YY', '20241231'], // Excel pt-BR and pt-PT
    // LibreOffice's DD-MMM-YY and long dates (its locale data follows CLDR):
    ['31-Mär-24', 'DD-MMM-YY', '20240331'], // LibreOffice de-DE
    ['31 mars 2024', 'D MMMM YYYY', '20240331'], // LibreOffice fr-FR and sv-SE long date
    // CLDR long and medium dates, as browsers, Intl and web apps (Pennylane, Holded) print them:
    ['31. März 2024', 'D. MMMM YYYY', '20240331'], // de, dateStyle long
    ['31. Jan. 2024', 'D. MMM YYYY', '20240131'], // de, dateStyle medium
    ['5 de marzo de 2024', "D 'de' MMMM 'de' YYYY", '20240305'], // es, dateStyle long
    ['5 de mar. de 2024', "D 'de' MMM 'de' YYYY", '20240305'], // pt, dateStyle medium
    ['5. maaliskuuta 2024', 'D. MMMM YYYY', '20240305'], // fi, dateStyle long (partitive)
    ['15 mrt 2024', 'D MMM YYYY', '20240315'], // nl, dateStyle medium
    ['5 maj 2024', 'D MMM YYYY', '20240505'], // sv and da, dateStyle long
    ['5 févr. 2024', 'D MMM YYYY', '20240205'], // fr, dateStyle medium
    ['5 giu 2024', 'D MMM YYYY', '20240605'], // it, dateStyle medium
    ['Dec 31, 2024', 'MMM D, YYYY', '20241231'], // en-US, dateStyle medium
    // Typed by people, without the umlaut:
    ['31 Maerz 2024', 'D MMMM YYYY', '20240331'],
    // CJK year-month-day with its unit characters (ja, zh dateStyle long; freee and Yayoi exports):
    ['2024年3月5日', 'YYYY年M月D日', '20240305'],
    ['2024年12月31日', 'YYYY年M月D日', '20241231'],
    ['2024년 3월 5일', 'YYYY년 M월 D일', '20240305'], // ko, dateStyle long
    // SAP and DATEV write numeric days (user settings DD.MM.YYYY):
    ['31.12.2024', 'DD.MM.YYYY', '20241231'],
  ])('%s with %s is %s', (text, pattern, day) => {
    expect(parseDateText(text, formats(pattern))).toBe(day);
  });

  it('read CLDR long dates of every language and month as the day written (Intl, dateStyle long)', () => {
    const patterns: Record<string, string> = {
      de: 'D. MMMM YYYY',
      fr: 'D MMMM YYYY',
      es: "D 'de' MMMM 'de' YYYY",
      nl: 'D MMMM YYYY',
      sv: 'D MMMM YYYY',
      it: 'D MMMM YYYY',
      pt: "D 'de' MMMM 'de' YYYY",
      da: 'D. MMMM YYYY',
      nb: 'D. MMMM YYYY',
      fi: 'D. MMMM YYYY',
      ja: 'YYYY年M月D日',
      zh: 'YYYY年M月D日',
    };
    for (const [locale, pattern] of Object.entries(patterns))
      for (let m = 1; m <= 12; m++) {
        const date = new Date(Date.UTC(2024, m - 1, 28));
        const text = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
        expect(parseDateText(text, formats(pattern)), `${locale} ${text}`).toBe(`2024${pad(m)}28`);
      }
  });

  it.each([
    ['31-Foo-24', 'DD-MMM-YY', 'the day does not exist (there is no month "Foo"; read as DD-MMM-YY)'],
    ['31. Mätz 2024', 'D. MMM YYYY', 'the day does not exist (there is no month "Mätz"; read as D. MMM YYYY)'],
    ['5 Janu 2024', 'D MMM YYYY', 'the day does not exist (there is no month "Janu"; read as D MMM YYYY)'],
    ['31 févr. 2024', 'D MMM YYYY', 'the day does not exist (February 2024 has 29 days; read as D MMM YYYY)'],
  ])('%s with %s is no day, and the problem names the text: %s', (text, pattern, message) => {
    const list = formats(pattern);
    expect(parseDateText(text, list)).toBeUndefined();
    expect(explainDateText(text, list)).toBe(message);
  });
});
