/**
 * A day number in a number cell of a workbook saved in the 1904 date system (Mac Excel,
 * `<workbookPr date1904="1"/>`) counts from 1904, as that workbook's date cells do: read with
 * `dateFormats: [serial]` and in the hint that proposes it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { stepsText } from '../../src/mapping/apply-steps.js';
import { compileDateFormat, type DateFormat } from '../../src/mapping/parse-date-text.js';
import { sheetCellFromExcel } from '../../src/sheets/xlsx/sheet-cell-from-excel.js';
import { validateFile } from '../../src/batch/validate-file.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { readInvoices } from '../../src/mapping/read-invoices.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { makeTempFolder, writeWorkbook } from '../sheets/sheet-files.js';

const temp = makeTempFolder('date1904');
afterAll(() => temp.remove());
let files = 0;

/** Validates one invoice whose Date cell holds `serial` with no date style, in a 1900 or 1904 workbook. */
async function validateSerial(serial: number, date1904: boolean, dateFormats?: string) {
  const file = await writeWorkbook(join(temp.dir, `d${++files}.xlsx`), (workbook) => {
    workbook.properties.date1904 = date1904;
    const sheet = workbook.addWorksheet('Invoices');
    sheet.addRow(['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax']);
    sheet.addRow(['V1', 'N-1', serial, 'EUR', 119, 100, 19]);
  });
  const yaml = join(temp.dir, `m${files}.yaml`);
  writeFileSync(yaml, `${dateFormats ? `source:\n  dateFormats: ${dateFormats}\n` : ''}${ONE_ROW_MAPPING}`);
  const mapping = await loadMapping(yaml);
  const read = [];
  for await (const invoice of readInvoices(file, mapping)) read.push(invoice);
  return { ...(await validateFile(file, mapping)), read };
}

describe('day numbers of the 1904 date system', () => {
  // [serial, date system, the day a date style shows for it in that workbook]
  it.each([
    [43860, true, '20240131'],
    [43860.75, true, '20240131'],
    [1, true, '19040102'],
    [45322, false, '20240131'],
    [61, false, '19000301'],
  ])('%s in a workbook with date1904 %s is read with serial as %s', async (serial, date1904, day) => {
    const result = await validateSerial(serial, date1904, '[YYYY-MM-DD, serial]');
    expect(result.problems).toEqual([]);
    expect(result.read.map((invoice) => invoice.invoice?.Invoice_Date)).toEqual([day]);
  });

  it("the hint without serial names the day of the workbook's date system", async () => {
    const result = await validateSerial(43860, true);
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'expected a date written YYYY-MM-DD or YYYYMMDD (a number cell without a date style: as an Excel day number it is 2024-01-31; add serial to dateFormats to read it so)',
    ]);
  });

  it('a whole day number read with serial is the day a date style shows for it, in either system', () => {
    const steps = [{ kind: 'date' as const, formats: [compileDateFormat('serial') as DateFormat] }];
    fc.assert(
      fc.property(fc.integer({ min: 61, max: 999_999 }), fc.boolean(), (serial, date1904) => {
        const shown = sheetCellFromExcel(serial, 'yyyy-mm-dd', date1904);
        const read = stepsText(sheetCellFromExcel(serial, undefined, date1904), steps);
        expect(shown.kind === 'date' && shown.date).toBe(read);
      }),
    );
  });
});
