/**
 * A cell a formula reads gets the check a field reading it directly gets: a number whose format
 * shows another number than it holds is a problem at that cell, in the same words, naming the
 * field whose formula read it; a cell that shows what it holds is read as held either way.
 * Cells written by exceljs in the number formats real workbooks use.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MappedInvoice } from '../../src/mapping/mapped-invoice.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeWorkbook } from '../sheets/sheet-files.js';
import { mappingOf, readAll } from './mapping-fixtures.js';

/** [number format, value held, currency, what the cell shows when that is not what it holds]. */
const CASES: Array<[string, number, string, string | undefined]> = [
  ['#,##0', 1234.56, 'EUR', '1,235'],
  ['#,##0', 1234, 'EUR', undefined],
  ['#,##0.00', 1234.56, 'EUR', undefined],
  ['#,##0.0', 12.25, 'EUR', '12.3'],
  ['0%', 0.075, 'EUR', '8%'],
  ['0%', 0.19, 'EUR', undefined],
  ['0.0%', 0.075, 'EUR', undefined],
  ['0.0%', 0.0755, 'EUR', '7.6%'],
  ['0.00E+00', 1234.56, 'EUR', '1.23E+03'],
  ['0.00E+00', 1200, 'EUR', undefined],
  ['# ?/?', 1234.56, 'EUR', '1234 5/9'],
  ['"$"#,##0', 99.99, 'USD', '100'],
  ['"$"#,##0.00', 99.99, 'USD', undefined],
  ['[$€-407] #,##0.00', 1234.5, 'EUR', undefined],
  ['#,##0.0 [$€-407]', 1234.25, 'EUR', '1,234.3'],
  ['_-* #,##0 "€"_-;-* #,##0 "€"_-', 12.5, 'EUR', '13'],
  ['General', 1234.56, 'EUR', undefined],
  ['General', 12345678901234.56, 'EUR', '12345678901234.6'],
];

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Cell'];

/** One invoice per case, its Cell in the case's format. */
async function workbook(): Promise<string> {
  return writeWorkbook(join(makeTempDir('formula-cells'), 'cells.xlsx'), (book) => {
    const sheet = book.addWorksheet('S');
    sheet.addRow(HEADER);
    CASES.forEach(([format, value, currency], i) => {
      const row = sheet.addRow(['0000100001', `N${i + 2}`, '2025-01-31', currency, value]);
      row.getCell(5).numFmt = format;
    });
  });
}

const HEAD = `
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: { formula: 'SUM(items.Amount) + SUM(items.Tax)' }
items:
  Line_Number: { sequence: true }
`;

/** A percent cell is read directly as a rate, any other as an amount; a formula reads it as a number. */
const READS = {
  direct: {
    amount: `${HEAD}  Amount: Cell\n  Tax: { value: 0 }\n`,
    rate: `${HEAD}  Amount: { value: 100 }\n  TaxRate: Cell\n  Tax: { value: 0 }\n`,
  },
  formula: {
    amount: `${HEAD}  Amount: { formula: 'ROUND([Cell] * 1, 4)' }\n  Tax: { value: 0 }\n`,
    rate: `${HEAD}  Amount: { value: 100 }\n  Tax: { formula: 'ROUND(100 * [Cell], 4)' }\n`,
  },
};

/** The problems at the case's cell: [field, message] of each that says what the cell shows. */
function shownProblems(invoice: MappedInvoice): Array<[string | undefined, string]> {
  return invoice.problems
    .filter((p) => p.column === 'Cell' && p.message.startsWith('the cell shows'))
    .map((p) => [p.field, p.message]);
}

async function read(how: 'direct' | 'formula'): Promise<MappedInvoice[][]> {
  const file = await workbook();
  const amounts = await readAll(file, mappingOf(READS[how].amount));
  const rates = await readAll(file, mappingOf(READS[how].rate));
  return CASES.map(([format], i) => (format.includes('%') ? rates : amounts).slice(i, i + 1));
}

describe('a number cell a formula reads', () => {
  it('is a problem at the cell exactly where reading it directly is one, in the same words', async () => {
    const direct = await read('direct');
    const formula = await read('formula');
    const got = CASES.map((_, i) => ({
      direct: shownProblems(direct[i]![0]!).map(([, message]) => message),
      formula: shownProblems(formula[i]![0]!).map(([, message]) => message),
    }));
    const expected = CASES.map(([format, value, , shown], i) => {
      if (shown === undefined) return { direct: [], formula: [] };
      const words = got[i]!.direct[0] ?? `(no direct problem for ${format})`;
      const field = format.includes('%') ? 'InvoiceItems[0].Tax' : 'InvoiceItems[0].Amount';
      return {
        direct: [
          expect.stringMatching(new RegExp(`^the cell shows ${escape(shown)} but holds ${escape(String(value))}`)),
        ],
        formula: [`${words} (the formula of ${field} reads it)`],
      };
    });
    expect(got).toEqual(expected);
  });

  it('names the field whose formula read it, and computes no other value for it', async () => {
    const formula = await read('formula');
    CASES.forEach(([format, , , shown], i) => {
      const invoice = formula[i]![0]!;
      const field = format.includes('%') ? 'InvoiceItems[0].Tax' : 'InvoiceItems[0].Amount';
      expect(shownProblems(invoice).map(([at]) => at)).toEqual(shown === undefined ? [] : [field]);
      // a cell that shows what it holds is posted as held
      expect(invoice.invoice === undefined).toBe(shown !== undefined);
    });
  });

  it('is noted once however many formulas read it', async () => {
    const file = await workbook();
    const mapping = mappingOf(
      `${HEAD}  Amount: { formula: 'ROUND([Cell] * 1, 4)' }\n  Tax: { formula: 'ROUND([Cell] * 0, 4)' }\n`,
    );
    const [first] = await readAll(file, mapping);
    expect(shownProblems(first!)).toEqual([
      [
        'InvoiceItems[0].Amount',
        'the cell shows 1,235 but holds 1234.56: an amount is posted as the sheet shows it; format the cell to show its 2 decimal places (e.g. #,##0.00), or round the value in the sheet to what it shows (the formula of InvoiceItems[0].Amount reads it)',
      ],
    ]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
