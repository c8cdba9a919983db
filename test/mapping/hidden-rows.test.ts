/**
 * Rows hidden in an XLSX sheet (by hand or by an autofilter) under each `hiddenRows` setting:
 * a problem at the row by default, skipped and counted, or read.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { HIDDEN_ROWS_RULE } from '../../src/mapping/hidden-rows.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { makeTempFolder, writeWorkbook } from '../sheets/sheet-files.js';

const temp = makeTempFolder('hidden-rows');
afterAll(() => temp.remove());

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];
let files = 0;

/** A one-row-per-invoice workbook of `hidden.length` invoices, row i + 2 hidden where `hidden[i]`. */
async function writeInvoices(hidden: readonly boolean[], filtered: boolean): Promise<string> {
  return writeWorkbook(join(temp.dir, `h${++files}.xlsx`), (workbook) => {
    const sheet = workbook.addWorksheet('Invoices');
    sheet.addRow(HEADER);
    hidden.forEach((isHidden, i) => {
      const row = sheet.addRow([`V${i}`, `N-${i}`, '2025-01-05', 'EUR', '119.00', '100.00', '19.00']);
      row.hidden = isHidden;
    });
    // Rows an autofilter hides are written the same way, with the filter on the header.
    if (filtered) sheet.autoFilter = `A1:G${hidden.length + 1}`;
  });
}

async function validateWith(file: string, setting: string | undefined) {
  const yaml = join(temp.dir, `m${++files}.yaml`);
  writeFileSync(yaml, `${setting ? `source:\n  hiddenRows: ${setting}\n` : ''}${ONE_ROW_MAPPING}`);
  return validateFile(file, await loadMapping(yaml));
}

describe('rows hidden in the sheet', () => {
  it('are problems at their rows by default, skipped and counted with skip, read with read', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        async (hidden, filtered) => {
          const file = await writeInvoices(hidden, filtered);
          const hiddenRows = hidden.flatMap((isHidden, i) => (isHidden ? [i + 2] : []));
          const shown = hidden.length - hiddenRows.length;

          const byDefault = await validateWith(file, undefined);
          expect(byDefault.summary).toMatchObject({
            invoices: hidden.length,
            valid: shown,
            invalid: hiddenRows.length,
          });
          expect(byDefault.problems.map((problem) => [problem.row, problem.message])).toEqual(
            hiddenRows.map((row) => [
              row,
              `row ${row} is hidden in the sheet: unhide it to post it, or set hiddenRows: skip in the mapping`,
            ]),
          );
          expect(byDefault.skippedRows).toEqual([]);

          const skip = await validateWith(file, 'skip');
          expect(skip.summary).toMatchObject({ invoices: shown, valid: shown, invalid: 0 });
          expect(skip.skippedRows).toEqual(
            hiddenRows.length > 0 ? [{ rule: HIDDEN_ROWS_RULE, rows: hiddenRows.length }] : [],
          );

          const read = await validateWith(file, 'read');
          expect(read.summary).toMatchObject({ invoices: hidden.length, valid: hidden.length, invalid: 0 });
        },
      ),
      { numRuns: 15 },
    );
  });

  it('rejects any other hiddenRows setting', async () => {
    const file = await writeInvoices([false], false);
    await expect(validateWith(file, 'ignore')).rejects.toThrow(/hiddenRows/);
  });
});
