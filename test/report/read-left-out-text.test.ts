/**
 * The Summary's text of rows left out reads back to what wrote it: over generated rules of CSV and
 * workbook rows (several sheets, runs of rows, more rows than listed), reading leftOutText gives
 * the count and the places it names, so a run imported from a workbook writes the same text again.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leftOutLines, leftOutText, LEFT_OUT_LABEL } from '../../src/report/describe-left-out-rows.js';
import { readLeftOutLines, readLeftOutText } from '../../src/report/read-left-out-text.js';
import type { LeftOutByRule, SkippedRows } from '../../src/mapping/filter-rows.js';

/** Sheet names as workbooks hold them: spaces, digits, words like `rows` and `sheet` included. */
const sheetName = fc.oneof(
  fc.constantFrom('Register', 'Lines', 'Sheet1', 'rows 2', 'Q1 sheet', 'Tax & Fees'),
  fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() === s && !s.includes(';') && s !== ''),
);

const rule: fc.Arbitrary<LeftOutByRule> = fc
  .tuple(
    fc.oneof(fc.constant<string | undefined>(undefined), sheetName),
    fc.uniqueArray(fc.integer({ min: 2, max: 400 }), { minLength: 1, maxLength: 40 }),
    fc.nat({ max: 5000 }),
  )
  .chain(([firstSheet, rows, more]) =>
    fc
      .array(fc.oneof(fc.constant(firstSheet), sheetName), { minLength: rows.length, maxLength: rows.length })
      .map((sheets) => {
        // A CSV's places have no sheet; a workbook's all have one.
        const places = rows.map((row, i) => ({ sheet: firstSheet === undefined ? undefined : sheets[i], row }));
        return { rows: rows.length + more, places };
      }),
  );

/** The places as leftOutText lists them: by sheet in the order met, each sheet's rows ascending, once. */
function listed(left: LeftOutByRule): LeftOutByRule {
  const bySheet = new Map<string | undefined, Set<number>>();
  for (const { sheet, row } of left.places) bySheet.set(sheet, (bySheet.get(sheet) ?? new Set()).add(row));
  const places = [...bySheet].flatMap(([sheet, rows]) =>
    [...rows].sort((a, b) => a - b).map((row) => ({ sheet, row })),
  );
  return { rows: left.rows, places };
}

describe('readLeftOutText', () => {
  it('reads back the count and every place leftOutText writes', () => {
    fc.assert(
      fc.property(rule, (left) => {
        const read = readLeftOutText(leftOutText(left));
        expect(read).toEqual(listed(left));
        expect(leftOutText(read!)).toBe(leftOutText(left));
      }),
    );
  });

  it('keeps the count of a text whose places were edited by hand, and refuses one without a count', () => {
    expect(readLeftOutText('4: see the scan')).toEqual({ rows: 4, places: [] });
    expect(readLeftOutText('some rows')).toBeUndefined();
  });
});

describe('readLeftOutLines', () => {
  it('reads every rule of a Summary in order, after its label, and names the unreadable ones', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 20 }), { maxLength: 5 }),
        fc.array(rule, { minLength: 5, maxLength: 5 }),
        (rules, lefts) => {
          const skipped: SkippedRows = new Map(rules.map((name, i) => [name, lefts[i]!]));
          const lines = leftOutLines(skipped);
          const summary: [string, string | undefined][] = [
            ['Rule: before the label', '3: rows 1-3'],
            [LEFT_OUT_LABEL, String(lines.total)],
            ...lines.rules.map(({ rule: label, text }): [string, string] => [label, text]),
            ['Rule: hand-written', 'n/a'],
          ];
          const read = readLeftOutLines(summary)!;
          expect([...read.leftOut]).toEqual([...skipped].map(([name, left]) => [name, listed(left)]));
          expect(read.unread).toEqual(['hand-written']);
        },
      ),
    );
    expect(readLeftOutLines([['Target', 'sandbox']])).toBeUndefined();
  });
});
