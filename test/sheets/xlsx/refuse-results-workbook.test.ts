/**
 * The results workbook an upload wrote, with fixes typed into it and dropped back (to upload or a
 * drop folder), is not a source file: it is named for what it is (the results of run N), with the
 * source file to fix instead and import-results for what it is for, where it was refused as
 * `no sheet named "Register"`. A workbook that only shares the sheet names is refused as before.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openTable } from '../../../src/sheets/open-table.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

async function writeWorkbook(path: string, summary: (string | number)[][]): Promise<void> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Summary');
  for (const row of summary) sheet.addRow(row);
  book.addWorksheet('Results').addRow(['Outcome', 'Vendor', 'Vendor id', 'Invoice number', 'Instance id']);
  book.addWorksheet('Problems');
  book.addWorksheet('Legend');
  await book.xlsx.writeFile(path);
}

const OWN_SUMMARY = [
  ['Status', 'Finished'],
  ['Target', 'production (https://erp.example)'],
  ['Source file', 'month-end-register.xlsx'],
  ['Source path', '/srv/finance/in/month-end-register.xlsx'],
  ['Run', 57],
];

describe('a results workbook given as a source file', () => {
  it.each([
    ['named in the mapping', { sheet: 'Register' }],
    ['read at its first sheet', {}],
  ])('is named as the results of its run, %s', async (_how, options) => {
    const path = join(makeTempDir('own-results'), 'month-end-register-results-20261201-061607.xlsx');
    await writeWorkbook(path, OWN_SUMMARY);
    const refused = openTable(path, options);
    await expect(refused).rejects.toMatchObject({ name: 'InputFileError' });
    await expect(refused).rejects.toThrow(
      'month-end-register-results-20261201-061607.xlsx: this is the results workbook invoice-batch wrote for run 57 (of month-end-register.xlsx), not a source file: fixes typed into it are not read. Fix the source file (/srv/finance/in/month-end-register.xlsx) or its annotated copy and upload that; to record in a restored journal what run 57 posted, give this workbook to invoice-batch import-results',
    );
  });

  it('a workbook sharing only its sheet names is refused as any other missing its sheet', async () => {
    const path = join(makeTempDir('own-results'), 'other.xlsx');
    await writeWorkbook(path, [['Status', 'draft']]);
    await expect(openTable(path, { sheet: 'Register' })).rejects.toThrow(
      'other.xlsx: no sheet named "Register"; the workbook has 4: "Summary", "Results", "Problems", "Legend"',
    );
  });
});
