/**
 * A date field reading a cell whose format shows a time and no day (`h:mm`, `[h]:mm`, a time with
 * AM/PM): the cell is refused with words that say so, never posted as a day the sheet never shows
 * nor refused as "got 18991230".
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { makeTempFolder, writeWorkbook } from '../sheets/sheet-files.js';

const temp = makeTempFolder('time-only');
afterAll(() => temp.remove());
let files = 0;

/** Validates one invoice whose Date cell holds `value` in `numFmt`, as exceljs writes it. */
async function validateDateCell(value: number, numFmt: string) {
  const file = await writeWorkbook(join(temp.dir, `t${++files}.xlsx`), (workbook) => {
    const sheet = workbook.addWorksheet('Invoices');
    sheet.addRow(['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax']);
    sheet.addRow(['V1', 'N-1', value, 'EUR', 119, 100, 19]);
    sheet.getCell('C2').numFmt = numFmt;
  });
  const yaml = join(temp.dir, `m${files}.yaml`);
  writeFileSync(yaml, ONE_ROW_MAPPING);
  return validateFile(file, await loadMapping(yaml));
}

describe('a date field reading a time-only cell', () => {
  // [value, format, what Excel and LibreOffice show (undefined: a system format, not told), the day it hides]
  it.each([
    [0.5, 'h:mm', '12:00', ''],
    [45322.75, '[$-F400]h:mm:ss\\ AM/PM', undefined, '2024-01-31'],
    [45322, '[h]:mm', '1087728:00', '2024-01-31'],
    [45322.5, 'hh:mm:ss', '12:00:00', '2024-01-31'],
    [0.75, 'h:mm AM/PM', '6:00 PM', ''],
  ])('%s in %s is refused: the cell shows a time, not a date', async (value, numFmt, shown, day) => {
    const result = await validateDateCell(value, numFmt);
    expect(result.summary).toMatchObject({ invoices: 1, valid: 0 });
    const quoted = shown === undefined ? '' : `"${shown}", `;
    const held = day === '' ? '' : `; the cell holds ${day}, which the sheet does not show`;
    expect(result.problems.map((problem) => [problem.column, problem.value, problem.message])).toEqual([
      [
        'Date',
        shown,
        `the cell shows ${quoted}a time (format ${numFmt}), not a date: a date is posted as the sheet shows it; format the cell to show the whole date (e.g. yyyy-mm-dd) or enter the date${held}`,
      ],
    ]);
  });

  it('a date and time in the same cell is read as the day it shows', async () => {
    const result = await validateDateCell(45322.75, 'yyyy-mm-dd h:mm');
    expect(result.summary).toMatchObject({ invoices: 1, valid: 1 });
  });
});
