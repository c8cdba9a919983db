/**
 * Date cells give the day the cell shows whatever the machine's time zone: the same workbook read
 * under UTC+14 and UTC-8 gives the same days.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cellText } from '../../../src/sheets/sheet-row.js';
import { makeTempFolder, readWholeTable, writeWorkbook } from '../sheet-files.js';

const temp = makeTempFolder('xlsx-tz');
const originalZone = process.env['TZ'];
afterAll(() => {
  if (originalZone === undefined) delete process.env['TZ'];
  else process.env['TZ'] = originalZone;
  temp.remove();
});

async function readDaysIn(zone: string, file: string): Promise<string[]> {
  process.env['TZ'] = zone;
  const table = await readWholeTable(file);
  return table.rows.map((row) => cellText(row.cells[0]));
}

describe('date cells and time zones', () => {
  it('read the same calendar days under Pacific/Kiritimati and America/Los_Angeles', async () => {
    const file = await writeWorkbook(`${temp.dir}/dates.xlsx`, (workbook) => {
      const sheet = workbook.addWorksheet('Dates');
      sheet.addRow(['Day']);
      const values = [
        new Date(Date.UTC(2024, 0, 1)),
        new Date(Date.UTC(2024, 0, 31, 23, 59, 59)),
        new Date(Date.UTC(2024, 1, 29, 0, 0, 1)),
        new Date(Date.UTC(1999, 11, 31, 12)),
      ];
      for (const value of values) sheet.addRow([value]).getCell(1).numFmt = 'dd.mm.yyyy hh:mm:ss';
    });
    const expected = ['20240101', '20240131', '20240229', '19991231'];
    const east = await readDaysIn('Pacific/Kiritimati', file);
    // the zone switch took effect: local and UTC days of the same instant now differ
    expect(new Date(Date.UTC(2024, 0, 31, 23)).getDate()).toBe(1);
    const west = await readDaysIn('America/Los_Angeles', file);
    expect(new Date(Date.UTC(2024, 0, 1, 1)).getDate()).toBe(31);
    expect(east).toEqual(expected);
    expect(west).toEqual(expected);
  });
});
