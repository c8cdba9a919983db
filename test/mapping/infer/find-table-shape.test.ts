import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { readInvoices } from '../../../src/mapping/read-invoices.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const COLUMNS = ['Invoice No.', 'Vendor ID', 'Invoice Date', 'Currency', 'Description', 'Net Amount', 'Tax', 'Total'];

/** How workbooks around a plain table of invoices look: covers, separator columns, a totals row. */
const shape = fc.record({
  cover: fc.constantFrom('none', 'prose', 'key-values'),
  coverFirst: fc.boolean(),
  // Empty columns between groups of columns, as a report layout leaves them.
  separators: fc.uniqueArray(fc.integer({ min: 1, max: COLUMNS.length - 1 }), { maxLength: 2 }),
  totals: fc.constantFrom('none', 'label-first', 'label-under-description', 'sums-only'),
  totalWord: fc.constantFrom('Total', 'TOTAL', 'Totals', 'Grand Total', 'Summe', 'Gesamt'),
  invoices: fc.array(fc.integer({ min: 1000, max: 9_999_999 }), { minLength: 4, maxLength: 30 }),
});
type Shape = typeof shape extends fc.Arbitrary<infer T> ? T : never;

function withSeparators(cells: unknown[], separators: readonly number[]): unknown[] {
  return cells.flatMap((c, i) => (separators.includes(i) ? [null, c] : [c]));
}

async function writeWorkbook(file: string, s: Shape): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  const addCover = () => {
    if (s.cover === 'prose') {
      const sheet = workbook.addWorksheet('Read me');
      sheet.addRow(['How to use this export']);
      sheet.addRow(['Each row of the sheet Invoices is one invoice. Amounts are in the invoice currency.']);
      sheet.addRow(['Exported 2024-04-02 by J. Smith']);
    } else if (s.cover === 'key-values') {
      const sheet = workbook.addWorksheet('Report info');
      sheet.addRow(['Report', 'Supplier invoices', '']);
      sheet.addRow(['Period from', '2024-01-01', '2024-03-31']);
      sheet.addRow(['Rows', 30, 'invoices']);
      sheet.addRow(['Printed', 45383, 'J. Smith']);
    }
  };
  if (s.coverFirst) addCover();
  const sheet = workbook.addWorksheet('Export');
  sheet.addRow(withSeparators(COLUMNS, s.separators));
  const numbers: string[] = [];
  let net = 0;
  s.invoices.forEach((cents, i) => {
    const number = `INV-${5000 + i}`;
    numbers.push(number);
    net += cents;
    const tax = Math.round(cents * 0.19);
    sheet.addRow(
      withSeparators(
        [
          number,
          String(100001 + (i % 7)),
          `2024-0${1 + (i % 3)}-${String(10 + (i % 18))}`,
          'EUR',
          'Print advertisement',
          cents / 100,
          tax / 100,
          (cents + tax) / 100,
        ],
        s.separators,
      ),
    );
  });
  if (s.totals !== 'none') {
    const cells: unknown[] = [null, null, null, null, null, net / 100, null, null];
    if (s.totals === 'label-first') cells[0] = s.totalWord;
    if (s.totals === 'label-under-description') cells[4] = s.totalWord;
    sheet.addRow(withSeparators(cells, s.separators));
  }
  if (!s.coverFirst) addCover();
  await workbook.xlsx.writeFile(file);
  return numbers;
}

describe('mapping infer finds the table in a workbook whatever surrounds it', () => {
  it('reads exactly the invoices of the table past covers, separator columns and a totals row', async () => {
    await fc.assert(
      fc.asyncProperty(shape, async (s) => {
        const file = join(makeTempDir('infer-shape'), 'export.xlsx');
        const numbers = await writeWorkbook(file, s);
        const yaml = await inferMapping(file);
        const mapping = await parseMapping(yaml, 'export.yaml');
        const read = [];
        for await (const invoice of readInvoices(file, mapping)) read.push(invoice.draft.Invoice_Number);
        expect(read).toEqual(numbers);
      }),
      { numRuns: 40 },
    );
  }, 180_000);
});
