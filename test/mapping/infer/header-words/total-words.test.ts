/**
 * Totals rows in the languages of real exports: every word of every language's row of the total
 * words, printed as report writers print it (bare, in capitals, after a colon, in brackets, with
 * its letters spaced out as Korean ledgers print `[ 월 계 ]`), marks a totals row; under a table
 * of groups, each is skipped by a rule that matches the label whatever its spacing, and a data
 * row's first cell (a date, a number, a name) never reads as one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOTAL_ROW_WORDS } from '../../../../src/mapping/infer/header-words/total-words.js';
import { findReportRows } from '../../../../src/mapping/infer/find-report-rows.js';
import { isTotalLabel } from '../../../../src/mapping/infer/sample-values.js';
import type { SheetCell, SheetRow } from '../../../../src/sheets/sheet-row.js';

const WORDS = Object.entries(TOTAL_ROW_WORDS).flatMap(([language, words]) =>
  (words ?? []).map((word) => ({ language, word })),
);

/** The ways report writers print a total's label. */
const PRINTS: readonly { name: string; print: (w: string) => string }[] = [
  { name: 'as written', print: (w) => w },
  { name: 'in capitals', print: (w) => w.toUpperCase() },
  { name: 'after a colon', print: (w) => `${w}:` },
  { name: 'in brackets', print: (w) => `[${w}]` },
  { name: 'letters spaced out in brackets', print: (w) => `[ ${[...w.replace(/ /g, '')].join(' ')} ]` },
  { name: 'in stars', print: (w) => `** ${w} **` },
];

const text = (t: string): SheetCell => ({ kind: 'text', text: t });
const number = (n: number): SheetCell => ({ kind: 'number', text: String(n) });
const row = (n: number, cells: SheetCell[]): SheetRow => ({ file: 'ledger.xlsx', sheet: 'Ledger', row: n, cells });

describe('total words of every language', () => {
  it.each(WORDS)('$language "$word" marks a totals row however it is printed', ({ word }) => {
    for (const { name, print } of PRINTS) expect(isTotalLabel(print(word)), name).toBe(true);
  });

  // Argentine books (Colppy's Libro IVA, Tango) and Portuguese, Italian and French ledgers print the plural under the last row.
  it.each(['Totales', 'Subtotales', 'Totais', 'Totali', 'Totaux'])(
    'the plural "%s" marks a totals row however it is printed',
    (word) => {
      for (const { name, print } of PRINTS) expect(isTotalLabel(print(word)), name).toBe(true);
    },
  );

  // Bilingual books print the label in both languages: Cambodia's GDT journals, Russian-English reports.
  it.each(['សរុប Total', 'Итого / Total', 'Gjithsej Total', 'Total | Summe'])(
    'the label in two languages "%s" marks a totals row',
    (label) => {
      expect(isTotalLabel(label)).toBe(true);
    },
  );

  it.each(['Total Purchases', 'Sum Insured', 'Total Media GmbH'])('"%s" is no total label', (label) => {
    expect(isTotalLabel(label)).toBe(false);
  });

  it('never reads a data row first cell as a total: dates, numbers, codes and names', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true });
    const dated = fc.tuple(day, fc.constantFrom('iso', 'dotted', 'slashed')).map(([d, form]) => {
      const [y, m, dd] = d.toISOString().slice(0, 10).split('-');
      return form === 'iso' ? `${y}-${m}-${dd}` : form === 'dotted' ? `${dd}.${m}.${y}` : `${dd}/${m}/${y}`;
    });
    const data = fc.oneof(
      dated,
      fc.integer({ min: 0, max: 99_999_999 }).map(String),
      fc.stringMatching(/^[A-Z]{2,4}-\d{3,8}$/),
      fc.constantFrom('ООО «Волга»', '(주)한강미디어', 'PT Sinar Jaya', 'Công ty TNHH An Phát', 'บริษัท สยาม จำกัด'),
    );
    fc.assert(
      fc.property(data, (value) => {
        expect(isTotalLabel(value), value).toBe(false);
      }),
    );
  });
});

describe('a table with a totals row under each group', () => {
  // A ledger's wide header: a totals row fills the label, a count and the sums, fewer than half of its columns.
  const headers = [
    'Date',
    'No.',
    'Kind',
    'Item',
    'Net',
    'Tax',
    'Gross',
    'Code',
    'Supplier',
    'Reg. no.',
    'E',
    'Journal',
    'Approval',
  ];
  const entry = (n: number): SheetRow =>
    row(n, [
      text('2024-01-03'),
      number(50000 + n),
      text('Ads'),
      number(100 * n),
      number(10 * n),
      number(110 * n),
      text('Acme'),
    ]);
  const total = (n: number, label: string): SheetRow =>
    row(n, [text(label), { kind: 'empty' }, text('3'), { kind: 'empty' }, number(300), number(30), number(330)]);

  it('skips the totals rows by a rule that matches each label whatever its spacing', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...WORDS.map((w) => w.word)), { minLength: 1, maxLength: 2 }),
        fc.constantFrom(...PRINTS),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        (labels, { print }, groups, spaces) => {
          const rows: SheetRow[] = [];
          for (let g = 0; g < groups; g++) {
            for (let i = 0; i < 3; i++) rows.push(entry(rows.length + 2));
            for (const label of labels) rows.push(total(rows.length + 2, print(label)));
          }
          const found = findReportRows({
            file: 'ledger.xlsx',
            type: 'xlsx',
            sheet: 'Ledger',
            headerRow: 1,
            headers,
            rows,
            complete: true,
          });
          expect(found?.table.rows.length).toBe(groups * 3);
          // Every label as printed, and printed with other spacing, is skipped by one of the rules.
          for (const label of labels) {
            const respaced = print(label).replace(/ +/g, ' '.repeat(spaces));
            const skipped = (found?.skips ?? []).some((s) =>
              s.matches
                ? new RegExp(s.matches, 'u').test(respaced) || new RegExp(s.matches, 'u').test(print(label))
                : s.equals?.includes(print(label)),
            );
            expect(skipped, `${print(label)} in ${JSON.stringify(found?.skips)}`).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
