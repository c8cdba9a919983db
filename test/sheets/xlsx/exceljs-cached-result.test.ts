/**
 * exceljs 4.4.0 drops a formula's cached result when it is 0, "" or false (exceljs issue #2943):
 * a tax line of 0 would vanish. patches/exceljs+4.4.0.patch fixes it; these tests fail without it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { makeTempFolder, readWholeTable, writeWorkbook } from '../sheet-files.js';

const temp = makeTempFolder('xlsx-cached');
afterAll(() => temp.remove());

async function writeFormulas(): Promise<string> {
  return writeWorkbook(`${temp.dir}/formulas.xlsx`, (workbook) => {
    const sheet = workbook.addWorksheet('Lines');
    sheet.addRow(['Net', 'Tax', 'Label', 'Flag', 'Error']);
    sheet.addRow([
      100,
      { formula: 'A2*0', result: 0 },
      { formula: 'A2&""', result: '' },
      { formula: 'A2<0', result: false },
      { formula: 'NA()', result: { error: '#N/A' } },
    ]);
  });
}

describe('exceljs streaming reader, cached formula results', () => {
  it('keeps a cached result of 0, "" and false, and gives boolean and error results their type', async () => {
    const file = await writeFormulas();
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
      sharedStrings: 'cache',
      styles: 'cache',
      worksheets: 'emit',
    });
    const values: unknown[] = [];
    for await (const worksheet of reader) {
      for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
        if (row.number === 2) values.push(...[2, 3, 4, 5].map((column) => row.getCell(column).value));
      }
    }
    expect(values).toEqual([
      { formula: 'A2*0', result: 0 },
      { formula: 'A2&""', result: '' },
      { formula: 'A2<0', result: false },
      { formula: 'NA()', result: { error: '#N/A' } },
    ]);
  });

  it('reads a tax formula whose cached result is 0 as the number 0, and an error result as a problem naming it', async () => {
    const table = await readWholeTable(await writeFormulas());
    expect(table.rows[0]?.cells[1]).toEqual({ kind: 'number', text: '0' });
    expect(table.rows[0]?.cells[3]).toEqual({ kind: 'boolean', value: false });
    expect(table.rows[0]?.cells[4]).toEqual({
      kind: 'unreadable',
      raw: '=NA()',
      reason: 'the cell shows the error #N/A: correct the formula or the cells it uses in the sheet',
    });
  });
});
