/**
 * A workbook whose first sheet is a cover and whose table is on another sheet: the refusal names
 * the sheet whose header row has the mapping's columns and the setting that reads it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { InputFileError } from '../../src/errors.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { failureOf, makeTempFolder, writeWorkbook } from '../sheets/sheet-files.js';

const temp = makeTempFolder('sheet-headers');
afterAll(() => temp.remove());
let files = 0;

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];
const ROW = ['V1', 'N-1', '2025-01-05', 'EUR', '119.00', '100.00', '19.00'];

/** A workbook of `sheets` (name, rows, hidden?) in tab order, validated with the one-row mapping and `source`. */
async function validateSheets(sheets: [string, string[][], boolean?][], source = '') {
  const file = await writeWorkbook(join(temp.dir, `w${++files}.xlsx`), (workbook) => {
    for (const [name, rows, hidden] of sheets) {
      const sheet = workbook.addWorksheet(name, hidden ? { state: 'hidden' } : {});
      for (const row of rows) sheet.addRow(row);
    }
  });
  const yaml = join(temp.dir, `m${files}.yaml`);
  writeFileSync(yaml, `${source ? `source:\n  ${source}\n` : ''}${ONE_ROW_MAPPING}`);
  return validateFile(file, await loadMapping(yaml));
}

const COVER: [string, string[][]] = ['Cover', [['Invoice register November'], ['Prepared by AP']]];

describe("the sheet with the mapping's headers", () => {
  it.each([
    [
      'on the second sheet',
      [COVER, ['Data', [HEADER, ROW]]],
      'sheet "Data" has the mapping\'s headers: to read it, set sheet: Data under source',
    ],
    [
      'on the third, a name with a space',
      [COVER, ['Notes', [['Vendor', 'Remark']]], ['Invoice data', [HEADER, ROW]]],
      'sheet "Invoice data" has the mapping\'s headers: to read it, set sheet: "Invoice data" under source',
    ],
  ] as [string, [string, string[][]][], string][])(
    'a cover sheet first, the table %s: the refusal names it',
    async (_, sheets, words) => {
      const error = await failureOf(validateSheets(sheets));
      expect(error).toBeInstanceOf(InputFileError);
      expect(error.message).toContain('sheet Cover: column "Vendor" named by the mapping');
      expect(error.message).toContain('headers found: "Invoice register November"');
      expect(error.message).toContain(words);
    },
  );

  it('the setting it names reads the invoices', async () => {
    const result = await validateSheets([COVER, ['Invoice data', [HEADER, ROW]]], 'sheet: "Invoice data"');
    expect(result.summary).toMatchObject({ invoices: 1, valid: 1 });
  });

  it.each([
    ['no other sheet has them', [COVER, ['Other', [['Vendor', 'Number']]]]],
    ['only a hidden sheet has them', [COVER, ['Data', [HEADER, ROW], true]]],
  ] as [string, [string, string[][], boolean?][]][])('names no sheet when %s', async (_, sheets) => {
    const error = await failureOf(validateSheets(sheets));
    expect(error.message).toContain('is not in the header row 1');
    expect(error.message).not.toContain('has the mapping');
  });

  it('names no sheet when the mapping named the sheet it read', async () => {
    const error = await failureOf(validateSheets([COVER, ['Data', [HEADER, ROW]]], 'sheet: Cover'));
    expect(error.message).toContain('is not in the header row 1');
    expect(error.message).not.toContain('has the mapping');
  });
});
