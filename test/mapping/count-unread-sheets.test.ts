/**
 * An Apple Numbers export writes each table of a sheet as a sheet of its own (`Register - Table
 * 1`, `Register - Table 2`) after an `Export Summary` sheet. With no sheet named, the refusal names
 * every sheet with the mapping's headers; with one named, the rows of the others are counted as
 * left out by the mapping under a rule naming each sheet and how to read it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { failureOf, makeTempFolder, writeWorkbook } from '../sheets/sheet-files.js';

const temp = makeTempFolder('unread-sheets');
afterAll(() => temp.remove());
let files = 0;

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];
const row = (n: number) => [`V${n}`, `NUM-${n}`, '2024-01-28', 'EUR', '119.00', '100.00', '19.00'];
const SUMMARY: [string, string[][]] = ['Export Summary', [['Export Summary'], ['Register', 'Table 1']]];

async function validateSheets(sheets: [string, string[][]][], source = '') {
  const file = await writeWorkbook(join(temp.dir, `w${++files}.xlsx`), (workbook) => {
    for (const [name, rows] of sheets) {
      const sheet = workbook.addWorksheet(name);
      for (const cells of rows) sheet.addRow(cells);
    }
  });
  const yaml = join(temp.dir, `m${files}.yaml`);
  writeFileSync(yaml, `${source ? `source:\n  ${source}\n` : ''}${ONE_ROW_MAPPING}`);
  return validateFile(file, await loadMapping(yaml));
}

const NUMBERS: [string, string[][]][] = [
  SUMMARY,
  ['Register - Table 1', [HEADER, row(1), row(2)]],
  ['Register - Table 2', [HEADER, row(3), row(4), row(5)]],
];

describe('sheets with the same headers as the one read', () => {
  it('no sheet named: the refusal names every sheet with the headers and how to read each', async () => {
    const error = await failureOf(validateSheets(NUMBERS));
    expect(error.message).toContain(
      `sheets "Register - Table 1", "Register - Table 2" all have the mapping's headers: a run reads one, so set sheet: "Register - Table 1" or sheet: "Register - Table 2" under source in the mapping and run once per sheet`,
    );
  });

  it("a sheet named: the other's rows are left out by the mapping, under a rule naming it", async () => {
    const result = await validateSheets(NUMBERS, 'sheet: "Register - Table 1"');
    expect(result.summary).toMatchObject({ invoices: 2, valid: 2 });
    expect(result.skippedRows).toEqual([
      {
        rule: `sheet "Register - Table 2" has the mapping's headers and was not read (the mapping names sheet "Register - Table 1"): to read it, run again with sheet: "Register - Table 2" under source in the mapping`,
        rows: 3,
      },
    ]);
  });

  it('a sheet named by position counts the others alike, and the first sheet is the one left out when the second is read', async () => {
    const result = await validateSheets(NUMBERS, 'sheet: 3');
    expect(result.summary).toMatchObject({ invoices: 3 });
    expect(result.skippedRows.map((skip) => [skip.rule.slice(0, 28), skip.rows])).toEqual([
      ['sheet "Register - Table 1" h', 2],
    ]);
  });

  it('leaves nothing out when no other sheet has the headers', async () => {
    const sheets: [string, string[][]][] = [
      SUMMARY,
      ['Register - Table 1', [HEADER, row(1)]],
      ['Notes', [['Vendor', 'Remark']]],
    ];
    const result = await validateSheets(sheets, 'sheet: "Register - Table 1"');
    expect(result.skippedRows).toEqual([]);
  });
});
