import { describe, expect, it } from 'vitest';
import { MONTH_WORDS, monthKey, monthOfWord } from '../../src/mapping/month-names.js';

/**
 * The locales whose month words the Unicode CLDR gives (through Node's Intl), as LibreOffice,
 * browsers and most web apps write them: an oracle written by others, not by this table.
 */
const CLDR_LOCALES = ['en', 'en-GB', 'de', 'de-AT', 'de-CH', 'fr', 'fr-CA', 'es', 'es-MX', 'nl', 'sv', 'it'].concat([
  'pt',
  'pt-PT',
  'da',
  'nb',
  'nn',
  'fi',
]);

/** Each month word CLDR writes for `locale`: long and short, inside a date and standing alone. */
function cldrWords(locale: string): { word: string; month: number }[] {
  const words: { word: string; month: number }[] = [];
  for (const month of ['long', 'short'] as const)
    for (const day of ['numeric', undefined] as const) {
      const format = new Intl.DateTimeFormat(locale, { month, day, timeZone: 'UTC' });
      for (let m = 1; m <= 12; m++) {
        const part = format.formatToParts(new Date(Date.UTC(2024, m - 1, 5))).find((p) => p.type === 'month');
        // pt-PT and fi write a short month inside a date as a number (5/03, 5.3.).
        if (part && !/\d/.test(part.value)) words.push({ word: part.value, month: m });
      }
    }
  return words;
}

describe('month words', () => {
  it('name one month each across all the languages, so no mapping has to say which language it reads', () => {
    const months = new Map<string, Set<string>>();
    for (const [language, list] of Object.entries(MONTH_WORDS))
      list.forEach((words, i) => {
        for (const word of words) {
          const key = monthKey(word);
          months.set(key, (months.get(key) ?? new Set()).add(`${language} ${i + 1}`));
        }
      });
    const conflicts = [...months].filter(([, names]) => new Set([...names].map((n) => n.split(' ')[1])).size > 1);
    expect(conflicts).toEqual([]);
    expect(months.size).toBeGreaterThan(150);
  });

  it('hold twelve months in every language', () => {
    for (const list of Object.values(MONTH_WORDS)) expect(list).toHaveLength(12);
  });

  it.each(CLDR_LOCALES)('read every month word CLDR writes in %s, as the month it names', (locale) => {
    const words = cldrWords(locale);
    expect(words.length).toBeGreaterThanOrEqual(24);
    for (const { word, month } of words) expect(monthOfWord(word), `${locale} "${word}"`).toBe(month);
  });

  it.each([
    // Windows' German abbreviations, which Excel's MMM writes (`31-Mrz-24`); Austrian Jänner.
    ['Mrz', 3],
    ['Jän', 1],
    ['Feber', 2],
    // Typed without umlauts or accents, in any case, with or without the dot.
    ['Maerz', 3],
    ['MAERZ', 3],
    ['fevr', 2],
    ['FÉVR.', 2],
    ['aout', 8],
    ['Sept.', 9],
    ['okt', 10],
    ['dic', 12],
    ['giu', 6],
    ['DEZ', 12],
    ['mrt', 3],
    ['setiembre', 9],
    ['kesakuuta', 6],
    // Decomposed accents (NFD, as macOS file systems and some exports write them).
    ['Ma\u0308rz', 3],
  ])('read %s as month %i', (word, month) => {
    expect(monthOfWord(word)).toBe(month);
  });

  it.each(['Foo', 'Janu', 'Marchs', 'mars.x', 'Mon', 'Tue', 'total', 'ja', ''])('know no month "%s"', (word) => {
    expect(monthOfWord(word)).toBeUndefined();
  });
});
