/**
 * A date cell the file does not hold faithfully (a serial no calendar has, a formula saved without
 * its result) read by a field and by a formula: one problem, at the cell, saying why; the formula's
 * field adds none of its own (it would blame the formula for a blank it never saw).
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempFolder, writeWorkbook } from '../sheets/sheet-files.js';
import { mappingOf, readAll } from './mapping-fixtures.js';

const MAPPING = (formula: string, invoiceDate = 'Date') => `
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: ${invoiceDate}
  Posted_Date: { formula: '${formula}' }
  CurrencyCode: { value: EUR }
  Invoice_Amount: Total
items:
  Amount: Total
`;

const temp = makeTempFolder('formula-unreadable');
afterAll(() => temp.remove());
let files = 0;

// [what a writer left in the Date cell, its number format]
const UNREADABLE: [string, unknown, string][] = [
  ['a negative serial (Excel shows ####)', -5, 'yyyy-mm-dd'],
  ['a serial past 9999-12-31 (Excel shows ####)', 2_958_466, 'dd.mm.yyyy'],
  ['a formula saved without its result', { formula: 'TODAY()' }, 'yyyy-mm-dd'],
];

describe('an unreadable date cell a formula reads', () => {
  for (const formula of ['[Date] + 30', 'IF([Total] > 0, [Date], [Date] + 1)']) {
    it.each(UNREADABLE)(
      `%s, read by Invoice_Date and by ${formula}: one problem, at the cell`,
      async (_, value, format) => {
        const file = await writeWorkbook(join(temp.dir, `u${++files}.xlsx`), (workbook) => {
          const sheet = workbook.addWorksheet('Invoices');
          sheet.addRow(['Vendor', 'Number', 'Date', 'Total']);
          sheet.addRow(['V1', 'A-1', value, 119]);
          sheet.getCell('C2').numFmt = format;
        });
        const [invoice] = await readAll(file, mappingOf(MAPPING(formula)));
        const problems = invoice!.problems.map((p) => ({ row: p.row, column: p.column, field: p.field }));
        expect(problems).toEqual([{ row: 2, column: 'Date', field: 'Invoice_Date' }]);
        expect(invoice!.invoice).toBeUndefined();
      },
    );
  }
});

describe('an unreadable date cell read by formulas alone', () => {
  it.each(UNREADABLE)(
    '%s: one problem at the cell, naming the first formula that read it, and no date posted',
    async (_, value, format) => {
      const file = await writeWorkbook(join(temp.dir, `f${++files}.xlsx`), (workbook) => {
        const sheet = workbook.addWorksheet('Invoices');
        sheet.addRow(['Vendor', 'Number', 'Date', 'Total']);
        sheet.addRow(['V1', 'A-1', value, 119]);
        sheet.getCell('C2').numFmt = format;
      });
      const mapping = MAPPING('IF([Total] > 0, [Date], DATE(2024, 1, 1))', "{ formula: '[Date]' }");
      const [invoice] = await readAll(file, mappingOf(mapping));
      expect(invoice!.problems).toEqual([
        expect.objectContaining({
          row: 2,
          column: 'Date',
          field: 'Invoice_Date',
          message: expect.stringMatching(/\(the formula of Invoice_Date reads it\)$/),
        }),
      ]);
      expect(invoice!.invoice).toBeUndefined();
    },
  );
});
