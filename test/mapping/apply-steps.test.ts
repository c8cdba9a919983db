/**
 * A date read from a number cell without a date style, as Google Sheets and some exports write
 * dates: the problem says the day it is as an Excel day number and the format that reads it, and
 * that format does read it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { makeTempFolder, writeWorkbook } from '../sheets/sheet-files.js';

const temp = makeTempFolder('serial-hint');
afterAll(() => temp.remove());
let files = 0;

async function validateDate(date: number | string, dateFormats?: string) {
  const file = await writeWorkbook(join(temp.dir, `s${++files}.xlsx`), (workbook) => {
    const sheet = workbook.addWorksheet('Invoices');
    sheet.addRow(['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax']);
    sheet.addRow(['V1', 'N-1', date, 'EUR', 119, 100, 19]);
  });
  const yaml = join(temp.dir, `m${files}.yaml`);
  writeFileSync(yaml, `${dateFormats ? `source:\n  dateFormats: ${dateFormats}\n` : ''}${ONE_ROW_MAPPING}`);
  return validateFile(file, await loadMapping(yaml));
}

describe('a date in a number cell without a date style', () => {
  it.each([
    [45658, '2025-01-01'],
    [46329, '2026-11-03'],
    [45658.75, '2025-01-01'],
  ])(
    '%s says it is %s as an Excel day number and that serial reads it; with serial it is read',
    async (serial, day) => {
      const result = await validateDate(serial);
      expect(result.problems.map((p) => p.message)).toEqual([
        `expected a date written YYYY-MM-DD or YYYYMMDD (a number cell without a date style: as an Excel day number it is ${day}; add serial to dateFormats to read it so)`,
      ]);
      const read = await validateDate(serial, '[YYYY-MM-DD, serial]');
      expect(read.summary).toMatchObject({ invoices: 1, valid: 1 });
    },
  );

  it('gives no such hint for text, or for a number no day number fits', async () => {
    for (const value of ['46329', 12]) {
      const result = await validateDate(value);
      expect(result.problems[0]?.message).not.toContain('serial');
    }
  });
});
