import { describe, expect, test } from 'vitest';
import { compileFormula } from '../../../src/mapping/formula/compile-formula.js';
import type { FormulaEnv } from '../../../src/mapping/formula/compiled-formula.js';
import { Exact } from '../../../src/mapping/formula/exact-number.js';
import { FormulaDate, FormulaFault, type FormulaValue, toText } from '../../../src/mapping/formula/formula-value.js';

const reading = {
  number: (text: string) =>
    /^-?\d+(?:,\d+)?$/.test(text) ? text.replace(',', '.') : /^-?\d+(?:\.\d+)?$/.test(text) ? text : undefined,
  date: (text: string) => (/^\d{8}$/.test(text) ? text : undefined),
  whyNoDate: () => 'expected a date written YYYYMMDD',
};

function run(
  text: string,
  cells: Record<string, FormulaValue> = {},
  fields: Record<string, FormulaValue> = {},
  lines: Record<string, FormulaValue>[] = [],
) {
  const compiled = compileFormula(text, {
    fields: Object.keys(fields),
    itemFields: ['Amount', 'Tax'],
    invoiceColumns: true,
  });
  if (!compiled.ok) throw new Error(`${compiled.message} at ${compiled.offset}`);
  const f = compiled.formula;
  const env: FormulaEnv = {
    reading,
    cell: (slot) => cells[f.columns[slot]!] ?? null,
    invoiceCell: (slot) => cells[`invoice:${f.invoiceColumns[slot]!}`] ?? null,
    field: (name) => fields[name] ?? null,
    lineCount: lines.length,
    itemField: (line, name) => lines[line]![name] ?? null,
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

describe('formula arithmetic', () => {
  test('is exact decimal: 0.1 + 0.2 is 0.3 and 1 / 8 is 0.125', () => {
    expect(run('0.1 + 0.2')).toBe('0.3');
    expect(run('1 / 8')).toBe('0.125');
    expect(run('2 + 3 * 4 - 10 / 4')).toBe('11.5');
    expect(run('-[A] % ', { A: new Exact('19') })).toBe('-0.19');
  });

  test('a result too small or too large to compute with is a fault of the row, not a crash', () => {
    const tiny = { A: new Exact('1e-999') };
    const product = Array.from({ length: 11 }, () => '[A]').join(' * ');
    const error = fault(product, tiny);
    expect(error.message).toBe('a result beyond 10^-10,000');
    expect(error.at).toBeGreaterThan(0);
    expect(fault(`SUM(${product}, 1)`, tiny).message).toBe('a result beyond 10^-10,000');
    expect(run(Array.from({ length: 10 }, () => '[A]').join(' * '), tiny)).toBe(`0.${'0'.repeat(9989)}1`);
  });

  test('ROUND halves away from zero, ROUNDUP away from zero, ROUNDDOWN towards it', () => {
    expect(run('ROUND(2.345, 2)')).toBe('2.35');
    expect(run('ROUND(-2.345, 2)')).toBe('-2.35');
    expect(run('ROUND(1234.5, -2)')).toBe('1200');
    expect(run('ROUNDUP(-1.231, 2)')).toBe('-1.24');
    expect(run('ROUNDDOWN(1.239, 2)')).toBe('1.23');
    expect(run('ROUND(0.1 / 3, 4)')).toBe('0.0333');
  });

  test('blank cells count as 0 in arithmetic and "" in text', () => {
    expect(run('[A] + 1')).toBe('1');
    expect(run('"x" & [A] & "y"')).toBe('xy');
    expect(run('ISBLANK([A])')).toBe('TRUE');
  });

  test('text cells are read as the source writes numbers', () => {
    expect(run('[Skonto] > 0', { Skonto: '3,00' })).toBe('TRUE');
    expect(run('[Q] * [P]', { Q: '2', P: '1,25' })).toBe('2.5');
    expect(run('[Code] & "-"', { Code: '0012' })).toBe('0012-');
  });

  test('dates plus days are dates; a date minus a date is days', () => {
    expect(run('[D] + 30', { D: FormulaDate.fromText('20240131')! })).toBe('20240301');
    expect(run('[D] - [E]', { D: FormulaDate.fromText('20240301')!, E: FormulaDate.fromText('20240131')! })).toBe('30');
    expect(run('DATE(2024, 12, 31) + 1')).toBe('20250101');
  });
});

describe('formula functions', () => {
  test('conditions and text', () => {
    expect(run('IF([T] = "credit memo", -1, 1) * 5', { T: 'Credit Memo' })).toBe('-5');
    expect(run('IFS([X] > 10, "big", TRUE, "small")', { X: new Exact(3) })).toBe('small');
    expect(run('SWITCH([C], "A", 1, "B", 2, 9)', { C: 'b' })).toBe('2');
    expect(run('AND(1 < 2, NOT(FALSE), OR(FALSE, TRUE))')).toBe('TRUE');
    expect(run('CONCAT(LEFT("abcdef", 2), RIGHT("abcdef", 2), MID("abcdef", 3, 2), LEN("abc"))')).toBe('abefcd3');
    expect(run('UPPER(TRIM("  a   b "))')).toBe('A B');
    expect(run('LOWER("ABC")')).toBe('abc');
  });

  test('aggregates run over the invoice lines', () => {
    const lines = [
      { Amount: new Exact('10.5'), Tax: new Exact('2') },
      { Amount: new Exact('4.5'), Tax: null },
    ];
    expect(run('SUM(items.Amount) + SUM(items.Tax)', {}, {}, lines)).toBe('17');
    expect(run('SUM(items.Amount + items.Tax)', {}, {}, lines)).toBe('17');
    expect(run('MAX(items.Amount) - MIN(items.Amount)', {}, {}, lines)).toBe('6');
    expect(run('COUNT(items.Tax) & "/" & COUNT(items.Amount)', {}, {}, lines)).toBe('1/2');
    expect(run('SUM(1, 2, [A])', { A: '3' })).toBe('6');
  });

  test('fields of the same record are read by name', () => {
    expect(run('ROUND(Amount * TaxRate / 100, 2)', {}, { Amount: new Exact('99.99'), TaxRate: new Exact('19') })).toBe(
      '19',
    );
  });
});

describe('formula faults', () => {
  test('division by zero, text where a number is needed, a condition matching nothing', () => {
    expect(fault('1 / [Q]').message).toBe('division by zero');
    const text = fault('[Q] * 2', { Q: 'n/a' });
    expect([text.message, text.column, text.value]).toEqual(['expected a number, got "n/a"', 'Q', 'n/a']);
    // Text cells on both sides (a CSV): the side that is not a number is the one named.
    const right = fault('[Qty] * [Price]', { Qty: '2', Price: '1e3' });
    expect([right.message, right.column, right.value]).toEqual(['expected a number, got "1e3"', 'Price', '1e3']);
    const left = fault('[Qty] * [Price]', { Qty: 'two', Price: '3' });
    expect([left.column, left.value]).toEqual(['Qty', 'two']);
    expect(fault('IFS(1 > 2, 1)').message).toMatch(/no condition of IFS is true/);
    expect(fault('ROUND(1, 99)').message).toMatch(/digits from -20 to 20/);
  });

  test('mistakes in names and syntax are found before any row, with their offset', () => {
    const names = { fields: ['Amount'], invoiceColumns: false };
    expect(compileFormula('ROUNDD(1, 2)', names)).toEqual({
      ok: false,
      offset: 0,
      message: 'unknown function ROUNDD (did you mean ROUND?)',
    });
    expect(compileFormula('1 + Amout', names)).toMatchObject({
      ok: false,
      offset: 4,
      message: expect.stringMatching(/^Amout is not a mapped field here/),
    });
    expect(compileFormula('SUM(items.Amount)', names)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/items.Field is for invoice formulas/),
    });
    expect(compileFormula('ROUND(1, 2', names)).toEqual({
      ok: false,
      offset: 10,
      message: 'expected "," or ")", got the end of the formula',
    });
    expect(compileFormula('IF(1, 2, 3, 4)', names)).toMatchObject({
      ok: false,
      message: 'IF takes 2 to 3 arguments, got 4',
    });
    expect(compileFormula('invoice[X]', names)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/invoice\[Column\] reads the invoice row/),
    });
  });
});

describe('formula limits', () => {
  test('deep nesting is refused before parsing, and overlong numbers are not numbers', () => {
    const names = { fields: [], invoiceColumns: false };
    expect(compileFormula(`${'('.repeat(100)}1${')'.repeat(100)}`, names)).toMatchObject({
      ok: false,
      offset: 64,
      message: 'more than 64 nested parentheses or signs',
    });
    expect(compileFormula(`${'-'.repeat(5000)}1`, names)).toMatchObject({
      ok: false,
      message: 'more than 64 nested parentheses or signs',
    });
    expect(run(`${'('.repeat(30)}1${')'.repeat(30)} + 1`)).toBe('2');
    expect(fault('[A] * 2', { A: '1234567890'.repeat(4) }).message).toMatch(/^expected a number, got "12345/);
    const cube = (123456789012345678901234567891n ** 3n).toString();
    expect(run('[A] * [A] * [A]', { A: '123456789012345678901234567.891' })).toBe(
      `${cube.slice(0, -9)}.${cube.slice(-9)}`,
    );
  });
});
