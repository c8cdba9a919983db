import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFormula } from '../../../src/mapping/formula/compile-formula.js';
import type { FormulaEnv } from '../../../src/mapping/formula/compiled-formula.js';
import { FormulaDate, FormulaFault, type FormulaValue, toText } from '../../../src/mapping/formula/formula-value.js';
import { daysInMonth } from '../../../src/invoice/formats.js';
import { compileDateFormat, explainDateText, parseDateText } from '../../../src/mapping/parse-date-text.js';

const formats = ['DD/MM/YYYY'].map(
  (p) => compileDateFormat(p) as Exclude<ReturnType<typeof compileDateFormat>, string>,
);
const reading = {
  number: (text: string) => (/^-?\d+(?:\.\d+)?$/.test(text) ? text : undefined),
  date: (text: string) => parseDateText(text, formats),
  whyNoDate: (text: string) => explainDateText(text, formats),
};

function run(text: string, cells: Record<string, FormulaValue> = {}): string {
  const compiled = compileFormula(text, { fields: [], itemFields: [], invoiceColumns: false });
  if (!compiled.ok) throw new Error(`${compiled.message} at ${compiled.offset}`);
  const f = compiled.formula;
  const env: FormulaEnv = {
    reading,
    cell: (slot) => cells[f.columns[slot]!] ?? null,
    invoiceCell: () => null,
    field: () => null,
    lineCount: 0,
    itemField: () => null,
  };
  return toText(f.evaluate(env));
}

function fault(text: string, cells: Record<string, FormulaValue> = {}): FormulaFault {
  try {
    run(text, cells);
  } catch (error) {
    if (error instanceof FormulaFault) return error;
    throw error;
  }
  throw new Error(`no fault for ${text}`);
}

const pad = (n: number) => String(n).padStart(2, '0');

describe('DATE(y, m, d)', () => {
  it('is the day named when it exists', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.nat(),
        (year, month, seed) => {
          const day = (seed % daysInMonth(year, month)) + 1;
          expect(run(`DATE(${year}, ${month}, ${day})`)).toBe(`${year}${pad(month)}${pad(day)}`);
        },
      ),
    );
  });

  it('refuses a day or month that does not exist instead of rolling it over as Excel does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 9999 }),
        fc.integer({ min: -30, max: 40 }),
        fc.integer({ min: -40, max: 60 }),
        (year, month, day) => {
          fc.pre(month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month));
          expect(fault(`DATE(${year}, ${month}, ${day})`).message).toMatch(
            new RegExp(`^DATE\\(${year}, ${month}, ${day}\\): the day does not exist \\(`),
          );
        },
      ),
    );
  });

  it.each([
    [
      'DATE(2024, 2, 31)',
      'DATE(2024, 2, 31): the day does not exist (February 2024 has 29 days); Excel would roll it over to 20240302',
      14,
    ],
    [
      'DATE(2023, 2, 29)',
      'DATE(2023, 2, 29): the day does not exist (February 2023 has 28 days); Excel would roll it over to 20230301',
      14,
    ],
    [
      'DATE(2024, 13, 1)',
      'DATE(2024, 13, 1): the day does not exist (there is no month 13); Excel would roll it over to 20250101',
      11,
    ],
    [
      'DATE(2024, 0, 10)',
      'DATE(2024, 0, 10): the day does not exist (there is no month 0); Excel would roll it over to 20231210',
      11,
    ],
    [
      'DATE(2024, 3, 0)',
      'DATE(2024, 3, 0): the day does not exist (there is no day 0); Excel would roll it over to 20240229',
      14,
    ],
    [
      'DATE(2024, 3, -1)',
      'DATE(2024, 3, -1): the day does not exist (there is no day -1); Excel would roll it over to 20240228',
      14,
    ],
    [
      'DATE(2024, -1, 1)',
      'DATE(2024, -1, 1): the day does not exist (there is no month -1); Excel would roll it over to 20231101',
      11,
    ],
    ['DATE(24, 1, 1)', 'expected a year from 1900 to 9999, got 24 (Excel would read it as 1924)', 5],
    ['DATE(1899, 12, 31)', 'expected a year from 1900 to 9999, got 1899 (Excel would read it as 3799)', 5],
    ['DATE(10000, 1, 1)', 'expected a year from 1900 to 9999, got 10000', 5],
    ['DATE(-1, 1, 1)', 'expected a year from 1900 to 9999, got -1', 5],
    ['DATE(2024.5, 1, 1)', 'expected a whole year, got 2024.5', 5],
    ['DATE(2024, 2.5, 1)', 'expected a whole month, got 2.5', 11],
    ['DATE(2024, 2, 1.25)', 'expected a whole day, got 1.25', 14],
    ['DATE(9999, 12, 32)', 'DATE(9999, 12, 32): the day does not exist (December 9999 has 31 days)', 15],
  ])('%s is a fault: %s', (formula, message, at) => {
    const error = fault(formula);
    expect([error.message, error.at]).toEqual([message, at]);
  });

  it('names the cell whose value makes the day impossible', () => {
    const error = fault('DATE([Y], [M], [D])', { Y: '2024', M: '2', D: '31' });
    expect([error.message, error.column, error.value]).toEqual([
      'DATE(2024, 2, 31): the day does not exist (February 2024 has 29 days); Excel would roll it over to 20240302',
      'D',
      '31',
    ]);
  });
});

describe('other dates of a formula', () => {
  it('a date plus days stays within 1900 to 9999', () => {
    expect(run('DATE(9999, 12, 30) + 1')).toBe('99991231');
    expect(fault('DATE(9999, 12, 31) + 1').message).toBe(
      'the date 99991231 plus 1 days is outside the years 1900 to 9999',
    );
    expect(fault('DATE(1900, 1, 1) - 1').message).toBe(
      'the date 19000101 minus 1 days is outside the years 1900 to 9999',
    );
    expect(fault('[D] + 100000000', { D: FormulaDate.fromText('20240131')! }).message).toMatch(/outside the years/);
  });

  it('YYYYMMDD that names no day is no date', () => {
    expect(FormulaDate.fromText('20240231')).toBeUndefined();
    expect(FormulaDate.fromText('20241301')).toBeUndefined();
    expect(FormulaDate.fromText('20240229')?.toText()).toBe('20240229');
  });
});
