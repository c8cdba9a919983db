/**
 * `validate` end to end through the compiled CLI (run `npx tsc -p .` first): a VAT formula
 * formatted to two places that holds four is a problem naming what the cell shows and holds.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { makeTempFolder, writeWorkbook } from '../sheets/sheet-files.js';

const temp = makeTempFolder('validate-places');
afterAll(() => temp.remove());

describe('invoice-batch validate and amounts as the sheet shows them', () => {
  it('reports a formula cell that shows 9,787.73 and holds 9787.7262 on a EUR invoice, with both values and the fix', async () => {
    const file = await writeWorkbook(join(temp.dir, 'vat.xlsx'), (workbook) => {
      const sheet = workbook.addWorksheet('Invoices');
      sheet.addRow(['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Rate', 'Tax']);
      sheet.addRow(['0000100001', 'RE-1', '2024-03-05', 'EUR', 238, 200, 0.19, null]);
      sheet.addRow(['0000100002', 'RE-2', '2024-03-05', 'EUR', 238, 200, 0.19, null]);
      sheet.addRow(['0000100003', 'RE-3', '2024-03-05', 'EUR', 238, 200, 0.19, null]);
      sheet.addRow(['0000100004', 'RE-4', '2024-03-05', 'EUR', 61301.25, 51513.5326, 0.19, null]);
      sheet.getCell('H2').value = { formula: 'F2*G2', result: 38 };
      sheet.getCell('H3').value = { formula: 'F3*G3', result: 38 };
      sheet.getCell('H4').value = { formula: 'ROUND(F4*G4,2)', result: 38 };
      sheet.getCell('H5').value = { formula: 'F5*G5', result: 9787.7262 };
      for (const cell of ['E5', 'F5', 'H5']) sheet.getCell(cell).numFmt = '#,##0.00';
    });
    const mapping = temp.file('vat.yaml', ONE_ROW_MAPPING);
    const result = await runCliProcess(['validate', file, '--mapping', mapping, '--json', '--out', temp.dir]);
    expect(result.code).toBe(1);
    const document = JSON.parse(result.stdout);
    expect(document).toMatchObject({ invoices: 4, valid: 3, invalid: 1 });
    expect(document.problems).toEqual([
      {
        file: 'vat.xlsx',
        sheet: 'Invoices',
        row: 5,
        column: 'Net',
        field: 'InvoiceItems[0].Amount',
        value: '51513.5326',
        message:
          'EUR amounts have 2 decimal places: the cell shows 51,513.53 but holds 51513.5326; enter the amount with 2 decimal places',
      },
      {
        file: 'vat.xlsx',
        sheet: 'Invoices',
        row: 5,
        column: 'Tax',
        field: 'InvoiceItems[0].Tax',
        value: '9787.7262',
        message:
          'EUR amounts have 2 decimal places: the cell shows 9,787.73 but holds 9787.7262; round it in the sheet, e.g. =ROUND(F5*G5,2)',
      },
    ]);
  });
});
