/**
 * A line number column must number every line: rows it leaves blank (a tax row of its own, a
 * freight row) are lines as well, so such a column is refused and the lines are numbered in
 * sequence. Generated space: small whole numbers with and without blank rows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valuesRefuse } from '../../../src/mapping/infer/check-field-values.js';
import { profileColumn } from '../../../src/mapping/infer/profile-column.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';

function profileOf(values: readonly (number | undefined)[]) {
  const rows: SheetRow[] = values.map((v, i) => ({
    file: 'lines.csv',
    sheet: undefined,
    row: i + 2,
    cells: [v === undefined ? { kind: 'empty' } : { kind: 'text', text: String(v) }],
  }));
  return profileColumn(0, 'Line ID', rows, { decimalSeparator: '.', dateFormats: [] });
}

describe('the values of a line number', () => {
  it('are refused where some rows are blank, and taken where every row has one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined, freq: 4 }), {
          minLength: 3,
          maxLength: 60,
        }),
        (values) => {
          fc.pre(values.some((v) => v !== undefined));
          const refused = valuesRefuse('Line_Number', 'text', profileOf(values));
          if (values.includes(undefined)) expect(refused).toMatch(/blank on some rows/);
          else expect(refused).toBeUndefined();
        },
      ),
    );
  });
});

describe('the values of a tax rate', () => {
  const rates = (values: readonly (string | undefined)[]) => {
    const rows: SheetRow[] = values.map((v, i) => ({
      file: 'purchases.csv',
      sheet: undefined,
      row: i + 2,
      cells: [v === undefined ? { kind: 'empty' } : { kind: 'text', text: v }],
    }));
    return profileColumn(0, 'Tipo', rows, { decimalSeparator: '.', dateFormats: [] });
  };

  it('are refused where every one is a code padded with a zero (a withholding type "02"), not a rate', () => {
    expect(valuesRefuse('TaxRate', 'rate', rates(['02', undefined, '02', undefined, '01']))).toBe('a tax rate');
  });

  it('are taken where they are rates, a zero rate among them', () => {
    expect(valuesRefuse('TaxRate', 'rate', rates(['21', '0', '10.5', '21', '5']))).toBeUndefined();
    expect(valuesRefuse('TaxRate', 'rate', rates(['0', '0', '18', '16']))).toBeUndefined();
  });
});
