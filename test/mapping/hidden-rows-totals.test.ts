/**
 * A row hidden in the sheet (cancelled invoices filtered out by the clerk) is an invalid invoice,
 * counted in the file's total: validate's terminal summary and its workbook's Summary name that part
 * of the count and of each currency's total, so the figures a user reads add up to what is there.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { formatValidateSummary } from '../../src/print/format-validate-summary.js';
import { openValidationWorkbook, validationFileName } from '../../src/report/validation/write-validation-workbook.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';
import { makeTempFolder, writeWorkbook } from '../sheets/sheet-files.js';

const temp = makeTempFolder('hidden-rows-totals');
afterAll(() => temp.remove());

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];
/** Totals of 119.00, 238.00 and 357.00; the second is filtered out of sight. */
const INVOICES = [1, 2, 3].map((i) => [
  `V${i}`,
  `N-${i}`,
  '2025-01-05',
  'EUR',
  `${119 * i}.00`,
  `${100 * i}.00`,
  `${19 * i}.00`,
]);

async function validateHidden() {
  const file = await writeWorkbook(join(temp.dir, 'register.xlsx'), (workbook) => {
    const sheet = workbook.addWorksheet('Register');
    sheet.addRow(HEADER);
    INVOICES.forEach((cells, i) => {
      sheet.addRow(cells).hidden = i === 1;
    });
    sheet.autoFilter = 'A1:G4';
  });
  writeFileSync(join(temp.dir, 'm.yaml'), ONE_ROW_MAPPING);
  return { file, result: await validateFile(file, await loadMapping(join(temp.dir, 'm.yaml'))) };
}

describe('the counts and totals of a file with a hidden row', () => {
  it('count the hidden invoice among the invalid ones and name it, with its amount', async () => {
    const { result } = await validateHidden();
    expect(result.summary).toMatchObject({ invoices: 3, valid: 2, invalid: 1, hidden: 1 });
    expect(result.summary.totals).toEqual({ EUR: '714.0000' });
    expect(result.summary.hiddenTotals).toEqual({ EUR: '238.0000' });
  });

  it('are named in the terminal summary: invalid, of which hidden; the total, of which hidden', async () => {
    const text = formatValidateSummary((await validateHidden()).result.summary);
    const lines = text.split('\n').map((line) => line.trim().replace(/\s+/g, ' '));
    expect(lines).toEqual(
      expect.arrayContaining([
        'valid 2',
        'invalid 1',
        'of which in hidden rows 1',
        'total EUR 714.00',
        'of which in hidden rows 238.00',
      ]),
    );
    // Each part sits under the figure it is part of.
    expect(lines.indexOf('of which in hidden rows 1')).toBe(lines.indexOf('invalid 1') + 1);
    expect(lines.indexOf('of which in hidden rows 238.00')).toBe(lines.indexOf('total EUR 714.00') + 1);
  });

  it("are named on the validation workbook's Summary under Invalid and under the currency's total", async () => {
    const { result } = await validateHidden();
    const workbook = await openValidationWorkbook(validationFileName(temp.dir, 'register.xlsx', new Date(2026, 11, 1)));
    const book = await readBook(await workbook.finish(result.summary, { source: 'register.xlsx', mapping: 'm.yaml' }));
    const summary = book.getWorksheet('Summary')!;
    const rows = Array.from({ length: summary.rowCount }, (_, n) => rowValues(summary, n + 1));
    const at = (label: string) => rows.findIndex((row) => row[0] === label);
    expect(rows[at('Invalid')]).toEqual(['Invalid', 1]);
    expect(rows[at('Invalid') + 1]).toEqual(['Of which in hidden rows', 1]);
    const total = rows.findIndex((row) => String(row[0]).startsWith('Total EUR in the file'));
    expect(rows[total]![1]).toBe(714);
    expect(rows[total + 1]).toEqual(['Of which EUR in hidden rows', 238]);
  });
});
