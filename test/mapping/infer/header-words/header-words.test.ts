/**
 * Every word of every language's row of every field's table names its field, however an export
 * spells it: in capitals or not, without its accents (`Cislo faktury`, `Platnosc`), with a remark
 * in brackets (`Celkem (CZK)`), with dots or underscores for spaces, or with a direction mark
 * around a Hebrew or Arabic header. No word of one money field's table is read as another money
 * field, and a due date's words are never an issue date's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUE_DATE_WORDS, FIELD_WORD_TABLES } from '../../../../src/mapping/infer/header-words/header-words.js';
import { INVOICE_DATE_WORDS } from '../../../../src/mapping/infer/header-words/date-words.js';
import { GROSS_WORDS, NET_WORDS, TAX_WORDS } from '../../../../src/mapping/infer/header-words/money-words.js';
import type { WordTable } from '../../../../src/mapping/infer/header-words/word-table.js';
import { headerCandidates } from '../../../../src/mapping/infer/match-headers.js';
import { bestFields } from './check-printed-headers.js';
import { namesDueDate } from '../../../../src/mapping/infer/read-header-meaning.js';

/** Each (table, language, word) of the tables. */
function entries(tables: readonly WordTable[]): { field: string; language: string; word: string }[] {
  return tables.flatMap((t) =>
    Object.entries(t.words).flatMap(([language, words]) =>
      (words ?? []).map((word) => ({ field: t.field, language, word })),
    ),
  );
}

/** Letters a keyboard without them writes plainly: Polish ł, Turkish ı, Vietnamese đ. */
const PLAIN: Readonly<Record<string, string>> = { ł: 'l', Ł: 'L', ı: 'i', đ: 'd', Đ: 'D' };

/** The ways exports spell one header. */
const SPELLINGS: readonly { name: string; spell: (w: string) => string }[] = [
  { name: 'as written', spell: (w) => w },
  { name: 'upper case', spell: (w) => w.toUpperCase() },
  { name: 'lower case', spell: (w) => w.toLowerCase() },
  {
    name: 'accents dropped',
    spell: (w) =>
      w
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/[łŁıđĐ]/g, (c) => PLAIN[c] ?? c),
  },
  { name: 'a currency in brackets', spell: (w) => `${w} (EUR)` },
  { name: 'a unit in square brackets', spell: (w) => `${w} [Kč]` },
  { name: 'underscores for spaces', spell: (w) => w.replace(/ /g, '_') },
  { name: 'dots for spaces', spell: (w) => w.replace(/ /g, '.') },
  { name: 'direction marks around it', spell: (w) => `\u200f${w}\u200e` },
  { name: 'spaces around it', spell: (w) => `  ${w} ` },
];

const ALL = entries(FIELD_WORD_TABLES);
const MONEY = [GROSS_WORDS, NET_WORDS, TAX_WORDS];

describe('header words of ~35 languages', () => {
  it('holds a row for each language business software ships in, for every money and key field', () => {
    const languages = new Set(ALL.map((e) => e.language));
    expect(languages.size).toBeGreaterThanOrEqual(35);
    for (const table of [...MONEY, ...FIELD_WORD_TABLES.filter((t) => t.field === 'Invoice_Number')])
      expect(Object.keys(table.words).length, table.field).toBeGreaterThanOrEqual(34);
  });

  it(
    'reads every word of a field, spelled any way an export spells it, as that field alone',
    { timeout: 120_000 },
    () => {
      fc.assert(
        fc.property(fc.constantFrom(...ALL), fc.constantFrom(...SPELLINGS), ({ field, language, word }, spelling) => {
          const header = spelling.spell(word);
          const { fields, score } = bestFields(header);
          expect({ language, header, fields }).toEqual({ language, header, fields: [field] });
          expect(score).toBeGreaterThanOrEqual(0.9);
        }),
        { numRuns: 800 },
      );
    },
  );

  it('never reads a word of one money field as another money field', { timeout: 120_000 }, () => {
    const money = new Set(MONEY.map((t) => t.field));
    for (const { field, language, word } of entries(MONEY)) {
      for (const spelling of SPELLINGS.filter((s) =>
        ['as written', 'accents dropped', 'a currency in brackets'].includes(s.name),
      )) {
        const candidates = headerCandidates([spelling.spell(word)]).filter((c) => money.has(c.field));
        const own = Math.max(0, ...candidates.filter((c) => c.field === field).map((c) => c.score));
        const rivals = candidates.filter((c) => c.field !== field && c.score >= own);
        expect({ language, word, spelling: spelling.name, rivals }).toEqual({
          language,
          word,
          spelling: spelling.name,
          rivals: [],
        });
      }
    }
  });

  it("reads every due-date word as a due date and no issue date's word as one", () => {
    fc.assert(
      fc.property(fc.constantFrom(...entries([DUE_DATE_WORDS])), fc.constantFrom(...SPELLINGS), (e, spelling) => {
        expect({ word: e.word, due: namesDueDate(spelling.spell(e.word)) }).toEqual({ word: e.word, due: true });
      }),
    );
    for (const { word } of entries([INVOICE_DATE_WORDS]))
      expect({ word, due: namesDueDate(word) }).toEqual({ word, due: false });
  });
});
