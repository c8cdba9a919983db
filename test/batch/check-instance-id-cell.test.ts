/**
 * import-results refuses a Results row whose Instance id is not the digits the API returns, at its
 * cell and without quoting it, before anything reaches the journal. Real workbooks in a temp folder.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readResultsWorkbook } from '../../src/batch/read-results-workbook.js';
import { InputFileError } from '../../src/errors.js';
import { makeTempDir } from '../helpers/temp-dir.js';

async function writeResults(dir: string, instanceId: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Results');
  sheet.addRow(['Outcome', 'Vendor id', 'Invoice number', 'Instance id', 'Message']);
  sheet.addRow(['created', '0000100001', 'RE-1', '12345', '']);
  sheet.addRow(['created', '0000100002', 'RE-2', instanceId, '']);
  const path = join(dir, 'results.xlsx');
  await workbook.xlsx.writeFile(path);
  return path;
}

/** What lands in an Instance id cell that is not the API's: the key, a note, a number written with separators. */
const notDigits = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/).filter((text) => !/^\d+$/.test(text)),
  fc.constantFrom('SeCrEtKeY-0123456789-abcdef', '12 345', '12345.0', 'n/a', '#12345', '１２３'),
);

describe('a Results row whose Instance id is not digits', () => {
  it('is refused at its cell, the text never quoted', async () => {
    const dir = makeTempDir('instance-id-cell');
    await fc.assert(
      fc.asyncProperty(notDigits, async (text) => {
        const path = await writeResults(dir, text);
        const error = await readResultsWorkbook(path).then(
          () => undefined,
          (thrown: unknown) => thrown,
        );
        expect(error).toBeInstanceOf(InputFileError);
        const message = (error as InputFileError).message;
        expect(message).toMatch(/^results\.xlsx, sheet Results, row 3, column "Instance id": expected the digits/);
        expect(message).not.toContain(text);
      }),
      { numRuns: 25 },
    );
  });

  it('reads the digits the API returns as they are', async () => {
    const path = await writeResults(makeTempDir('instance-id-cell'), '98765432109876543210');
    const { rows } = await readResultsWorkbook(path);
    expect(rows.map((row) => row.instanceId)).toEqual(['12345', '98765432109876543210']);
  });
});
