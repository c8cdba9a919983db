/**
 * Rows an AutoFilter hides (the clerk filtered Status to "open") are not rows hidden by hand:
 * Excel's Unhide does not show them, only clearing the filter does. The problem at each says so,
 * naming the filtered column and what it shows. Built as Excel saves a filtered sheet: the rows it
 * hides carry hidden="1", `<autoFilter>` follows the rows, and the workbook defines _FilterDatabase.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { buildZip, RELATIONSHIPS, SPREADSHEET_MAIN } from '../sheets/zip-builder.js';

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax', 'Status'];
const ROWS = [
  ['0000100005', 'AP-001', '2024-01-05', 'EUR', '119.00', '100.00', '19.00', 'open'],
  ['0000100006', 'AP-002', '2024-01-06', 'EUR', '238.00', '200.00', '38.00', 'cancelled'],
  ['0000100007', 'AP-003', '2024-01-07', 'EUR', '357.00', '300.00', '57.00', 'open'],
];
const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;

/** The register with row 3 (the cancelled one) hidden, by the filter on Status when `filtered`, else by hand. */
function register(dir: string, filtered: boolean): string {
  const rows = [HEADER, ...ROWS]
    .map((row, r) => {
      const hidden = r === 2 ? ' hidden="1"' : '';
      return `<row r="${r + 1}"${hidden} spans="1:8">${row.map((v, c) => text(`${'ABCDEFGH'[c]}${r + 1}`, v)).join('')}</row>`;
    })
    .join('');
  const autoFilter = filtered
    ? '<autoFilter ref="A1:H4"><filterColumn colId="7"><filters><filter val="open"/></filters></filterColumn></autoFilter>'
    : '';
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><sheetPr filterMode="${filtered ? 1 : 0}"/><sheetData>${rows}</sheetData>${autoFilter}<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`;
  const names = filtered
    ? '<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">Register!$A$1:$H$4</definedName></definedNames>'
    : '';
  const file = join(dir, 'register.xlsx');
  writeFileSync(
    file,
    buildZip([
      {
        name: 'xl/workbook.xml',
        data: Buffer.from(
          `<workbook xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Register" sheetId="1" r:id="rId1"/></sheets>${names}<calcPr calcId="171027"/></workbook>`,
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: Buffer.from(
          `<Relationships><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
        ),
      },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) },
    ]),
  );
  return file;
}

async function problemsOf(filtered: boolean) {
  const dir = makeTempDir('filtered-rows');
  writeFileSync(join(dir, 'm.yaml'), ONE_ROW_MAPPING);
  const result = await validateFile(register(dir, filtered), await loadMapping(join(dir, 'm.yaml')));
  expect(result.summary).toMatchObject({ invoices: 3, valid: 2, invalid: 1 });
  return result.problems.map((problem) => [problem.row, problem.message]);
}

describe('a row hidden in an XLSX sheet', () => {
  it("by the sheet's filter: says so, names the filtered column and what it shows, and to clear the filter", async () => {
    expect(await problemsOf(true)).toEqual([
      [
        3,
        'row 3 is hidden by the sheet\'s filter (column "Status" shows only "open"): clear the filter (Data > Clear in Excel, Data > Remove filter in Google Sheets) to post it, or delete the row, or set hiddenRows: skip in the mapping',
      ],
    ]);
  });

  it('by hand, with no filter on the sheet: says to unhide it', async () => {
    expect(await problemsOf(false)).toEqual([
      [3, 'row 3 is hidden in the sheet: unhide it to post it, or set hiddenRows: skip in the mapping'],
    ]);
  });
});
