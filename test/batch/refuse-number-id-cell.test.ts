/**
 * The id columns of a results workbook (Vendor id, Invoice number, Invoice id, Instance id) are text
 * the upload wrote: a number there was made by a program (Excel's "Convert to Number", a CSV round
 * trip), which drops leading zeros. import-results refuses such a cell where it is, before anything
 * is recorded, instead of recording `30000078` for `0030000078`.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readResultsWorkbook } from '../../src/batch/read-results-workbook.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const HEADERS = ['Outcome', 'Vendor id', 'Invoice number', 'Invoice id', 'Instance id', 'Amount', 'Currency'];
const TEXT_ROW = ['created', '0000100001', '0042', '0000100001-0042', '0030000078', '119.00', 'EUR'];

async function writeResults(path: string, row: readonly (string | number)[]): Promise<void> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Summary').addRow(['Target', 'production (https://h)']);
  const sheet = book.addWorksheet('Results');
  sheet.addRow(HEADERS);
  sheet.addRow([...row]);
  await book.xlsx.writeFile(path);
}

describe('an id cell of a results workbook turned into a number', () => {
  it('reads the ids the upload wrote as text, zeros kept', async () => {
    const path = join(makeTempDir('number-id'), 'r.xlsx');
    await writeResults(path, TEXT_ROW);
    const read = await readResultsWorkbook(path);
    expect(read.rows[0]).toMatchObject({
      payeeId: '0000100001',
      invoiceNumber: '0042',
      invoiceId: '0000100001-0042',
      instanceId: '0030000078',
    });
  });

  it.each([
    ['Vendor id', 1, 100001],
    ['Invoice number', 2, 42],
    ['Invoice id', 3, 100001],
    ['Instance id', 4, 30000078],
  ] as const)(
    'refuses a %s cell holding a number, at its cell, naming the zeros it may have lost',
    async (header, index, value) => {
      const path = join(makeTempDir('number-id'), 'r.xlsx');
      const row: (string | number)[] = [...TEXT_ROW];
      row[index] = value;
      await writeResults(path, row);
      const refused = readResultsWorkbook(path);
      await expect(refused).rejects.toMatchObject({
        name: 'InputFileError',
        position: { sheet: 'Results', row: 2, column: header },
      });
      await expect(refused).rejects.toThrow(
        `expected the ${header} as the text the upload wrote, got the number ${value}: a program turned the cell into a number (Excel's "Convert to Number", a CSV round trip), which drops leading zeros`,
      );
      await expect(refused).rejects.toThrow(/nothing was imported/);
    },
  );
});
