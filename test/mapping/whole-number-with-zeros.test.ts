import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatProblem } from '../../src/mapping/mapped-invoice.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

// The columns pandas, LibreOffice and Excel write when an id column is a number column.
const HEADER = 'Vendor,Number,Date,Currency,Total,GL Account';
const MAPPING = `
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: { column: Vendor, transform: { pad: 10 } }
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
items:
  Amount: Total
  GLAccount: GL Account
`;
const WHOLE = { extract: '^(\\d+)(?:\\.0+)?$' };
const FIXED = `
invoice:
  InvoiceId: { formula: 'VALUE([Vendor]) & "-" & VALUE([Number])' }
  PayeeId: { column: Vendor, transform: [${JSON.stringify(WHOLE)}, { pad: 10 }] }
  Invoice_Number: { column: Number, transform: ${JSON.stringify(WHOLE)} }
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
items:
  Amount: Total
  GLAccount: { column: GL Account, transform: ${JSON.stringify(WHOLE)} }
`;

/** The problems of a one-invoice file of one data row, as printed, and the invoice posted (if any). */
async function readRow(row: string, yaml = MAPPING) {
  const dir = makeTempDir('whole-number-zeros');
  const [invoice] = await readAll(writeCsv(dir, 'pandas.csv', [HEADER, row]), mappingOf(yaml));
  return { problems: invoice!.problems.map(formatProblem), invoice: invoice!.invoice };
}

describe('an id written as a whole number with a decimal part of zeros', () => {
  // Each row is a way a writer puts a number column into a CSV: pandas (`.0`, a column with a
  // blank is float), LibreOffice and Excel (`.00` as a `0.00` format shows it), quoted.
  it.each([
    ['pandas GL account', '100001,A-1,2024-01-31,EUR,10.00,610100.0', ['GL Account']],
    ['LibreOffice 0.00 format', '100001,A-1,2024-01-31,EUR,10.00,610100.00', ['GL Account']],
    ['quoted', '100001,A-1,2024-01-31,EUR,10.00,"610100.000"', ['GL Account']],
    ['vendor padded', '100001.0,A-1,2024-01-31,EUR,10.00,610100', ['Vendor']],
    ['invoice number', '100001,4711.0,2024-01-31,EUR,10.00,610100', ['Number']],
    ['all three', '100001.0,4711.0,2024-01-31,EUR,10.00,610100.0', ['Vendor', 'Number', 'GL Account']],
  ])('%s is a problem at its cell, never posted', async (_name, row, columns) => {
    const { problems, invoice } = await readRow(row);
    expect(invoice).toBeUndefined();
    // The template reads the same cells: each cell's problem is told once.
    expect(problems.map((p) => /column "([^"]+)"/.exec(p)?.[1]?.split(' + ')[0])).toEqual(columns);
    for (const problem of problems) {
      expect(problem).toMatch(/^pandas\.csv, row 2, column "[^"]+": /);
      expect(problem).toMatch(/the whole number (100001|4711|610100) written by a program with the decimal part \.0/);
      expect(problem).toMatch(/extract|VALUE\(/);
    }
  });

  it.each([
    ['plain digits', '100001,A-1,2024-01-31,EUR,10.00,610100', '610100'],
    ['another decimal part', '100001,A-1,2024-01-31,EUR,10.00,6101.5', '6101.5'],
    ['a code with .0', '100001,A-1,2024-01-31,EUR,10.00,GL-6101.0', 'GL-6101.0'],
    ['a version-like id', '100001,A-1,2024-01-31,EUR,10.00,1.0.0', '1.0.0'],
  ])('%s is read as written', async (_name, row, gl) => {
    const { problems, invoice } = await readRow(row);
    expect(problems).toEqual([]);
    expect(invoice?.InvoiceItems[0]?.GLAccount).toBe(gl);
  });

  it('refuses the .0 values of a column whose other values have none, each at its row', async () => {
    const dir = makeTempDir('whole-number-zeros');
    const file = writeCsv(dir, 'mixed.csv', [
      HEADER,
      '100001,A-1,2024-01-31,EUR,10.00,610100',
      '100001,A-2,2024-01-31,EUR,10.00,610100.0',
      '100001,A-3,2024-01-31,EUR,10.00,612000',
    ]);
    const invoices = await readAll(file, mappingOf(MAPPING));
    expect(invoices.map((i) => i.problems.map((p) => [p.row, p.column, p.value]))).toEqual([
      [],
      [[3, 'GL Account', '610100.0']],
      [],
    ]);
  });

  it('reads any such id as the whole number with the fix the problem names', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.integer({ min: 1, max: 4 }),
        async (whole, zeros) => {
          const written = `${whole}.${'0'.repeat(zeros)}`;
          const row = `${written},${written},2024-01-31,EUR,10.00,${written}`;
          const refused = await readRow(row);
          expect(refused.invoice).toBeUndefined();
          expect(refused.problems.length).toBeGreaterThanOrEqual(3);
          const fixed = await readRow(row, FIXED);
          expect(fixed.problems).toEqual([]);
          expect(fixed.invoice).toMatchObject({
            InvoiceId: `${whole}-${whole}`,
            PayeeId: String(whole).padStart(10, '0'),
            Invoice_Number: String(whole),
            InvoiceItems: [{ GLAccount: String(whole) }],
          });
        },
      ),
      { numRuns: 25 },
    );
  });
});
