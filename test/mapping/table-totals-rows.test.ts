/**
 * A register formatted as an Excel Table (Insert > Table) with its Total Row on: the table part
 * says `totalsRowCount="1"` and its ref ends on the totals row, whose label Excel leaves blank
 * when the first column gets no function. The row is the table's own totals: left out, counted
 * and named among the rows left out, never an invoice of empty cells.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validateFile } from '../../src/batch/validate-file.js';
import { inferMapping } from '../../src/mapping/infer/infer-mapping.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { ownTotalsRows, tableTotalsRule } from '../../src/mapping/table-totals-rows.js';
import type { ColumnRef } from '../../src/mapping/compiled-mapping.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { cliInFolder } from '../helpers/sample-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { buildZip, RELATIONSHIPS, SPREADSHEET_MAIN } from '../sheets/zip-builder.js';

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];
const ROWS = [
  ['0000100005', 'AP-001', '2024-01-05', 'EUR', '119.00', '100.00', '19.00'],
  ['0000100006', 'AP-002', '2024-01-06', 'EUR', '238.00', '200.00', '38.00'],
];
const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;

/** The register as a Table ref A1:G4, its totals row 4 summing Total, Net and Tax, label `label`. */
function tableWorkbook(dir: string, label: string, totalsRowCount: string): string {
  const rows = [HEADER, ...ROWS]
    .map((row, r) => `<row r="${r + 1}">${row.map((v, c) => text(`${'ABCDEFG'[c]}${r + 1}`, v)).join('')}</row>`)
    .join('');
  const sum = (col: string, name: string, value: string) =>
    `<c r="${col}4"><f>SUBTOTAL(109,Table1[${name}])</f><v>${value}</v></c>`;
  const totals = `<row r="4">${label ? text('A4', label) : ''}${sum('E', 'Total', '357')}${sum('F', 'Net', '300')}${sum('G', 'Tax', '57')}</row>`;
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><sheetData>${rows}${totals}</sheetData><tableParts count="1"><tablePart r:id="rId1"/></tableParts></worksheet>`;
  const columns = HEADER.map(
    (name, i) =>
      `<tableColumn id="${i + 1}" name="${name}"${i === 0 && label ? ` totalsRowLabel="${label}"` : ''}${i >= 4 ? ' totalsRowFunction="sum"' : ''}/>`,
  ).join('');
  const table = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<table xmlns="${SPREADSHEET_MAIN}" id="1" name="Table1" displayName="Table1" ref="A1:G4"${totalsRowCount}><autoFilter ref="A1:G3"/><tableColumns count="7">${columns}</tableColumns><tableStyleInfo name="TableStyleMedium2" showFirstColumn="0" showLastColumn="0" showRowStripes="1" showColumnStripes="0"/></table>`;
  return writeTableWorkbook(join(dir, 'register.xlsx'), sheet, table);
}

/**
 * The register A1:G4 as a plain range (3 invoices), and beside it a small Table "Rates" I1:J3
 * with its Total Row on: row 3, the totals of Rates, is also AP-002's row of the register.
 */
function sideTableWorkbook(dir: string): string {
  const all = [...ROWS, ['0000100007', 'AP-003', '2024-01-07', 'EUR', '357.00', '300.00', '57.00']];
  const side: Record<number, string> = {
    1: text('I1', 'Rate') + text('J1', 'Count'),
    2: text('I2', '19%') + '<c r="J2"><v>3</v></c>',
    3: '<c r="J3"><f>SUBTOTAL(109,Rates[Count])</f><v>3</v></c>',
  };
  const rows = [HEADER, ...all]
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((v, c) => text(`${'ABCDEFG'[c]}${r + 1}`, v)).join('')}${side[r + 1] ?? ''}</row>`,
    )
    .join('');
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><sheetData>${rows}</sheetData><tableParts count="1"><tablePart r:id="rId1"/></tableParts></worksheet>`;
  const table = `<table xmlns="${SPREADSHEET_MAIN}" id="1" name="Rates" displayName="Rates" ref="I1:J3" totalsRowCount="1"><autoFilter ref="I1:J2"/><tableColumns count="2"><tableColumn id="1" name="Rate"/><tableColumn id="2" name="Count" totalsRowFunction="sum"/></tableColumns></table>`;
  return writeTableWorkbook(join(dir, 'register.xlsx'), sheet, table);
}

/**
 * The register as a Table whose ref is out of date: `A1:G3` with its Total Row on, while rows
 * were added below it (a script or a paste): row 3, the ref's last, is AP-002, and AP-003 follows.
 */
function staleRefWorkbook(dir: string): string {
  const all = [...ROWS, ['0000100007', 'AP-003', '2024-01-07', 'EUR', '357.00', '300.00', '57.00']];
  const rows = [HEADER, ...all]
    .map((row, r) => `<row r="${r + 1}">${row.map((v, c) => text(`${'ABCDEFG'[c]}${r + 1}`, v)).join('')}</row>`)
    .join('');
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><sheetData>${rows}</sheetData><tableParts count="1"><tablePart r:id="rId1"/></tableParts></worksheet>`;
  const columns = HEADER.map((name, i) => `<tableColumn id="${i + 1}" name="${name}"/>`).join('');
  const table = `<table xmlns="${SPREADSHEET_MAIN}" id="1" name="Table1" displayName="Table1" ref="A1:G3" totalsRowCount="1"><tableColumns count="7">${columns}</tableColumns></table>`;
  return writeTableWorkbook(join(dir, 'register.xlsx'), sheet, table);
}

function writeTableWorkbook(file: string, sheet: string, table: string): string {
  writeFileSync(
    file,
    buildZip([
      {
        name: 'xl/workbook.xml',
        data: Buffer.from(
          `<workbook xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Register" sheetId="1" r:id="rId1"/></sheets><calcPr calcId="171027"/></workbook>`,
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: Buffer.from(
          `<Relationships><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
        ),
      },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) },
      {
        name: 'xl/worksheets/_rels/sheet1.xml.rels',
        data: Buffer.from(
          `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/table" Target="../tables/table1.xml"/></Relationships>`,
        ),
      },
      { name: 'xl/tables/table1.xml', data: Buffer.from(table) },
    ]),
  );
  return file;
}

async function validateTable(label: string, totalsRowCount = ' totalsRowCount="1"') {
  const dir = makeTempDir('table-totals');
  writeFileSync(join(dir, 'm.yaml'), ONE_ROW_MAPPING);
  return validateFile(tableWorkbook(dir, label, totalsRowCount), await loadMapping(join(dir, 'm.yaml')));
}

describe("an Excel Table's totals row", () => {
  it.each([
    ['a blank label', ''],
    ['the label "Total"', 'Total'],
  ])('with %s is left out, counted under the table and its row', async (_, label) => {
    const result = await validateTable(label);
    expect(result.summary).toMatchObject({ invoices: 2, valid: 2, invalid: 0 });
    expect(result.problems).toEqual([]);
    expect(result.skippedRows).toEqual([{ rule: tableTotalsRule('Table1', 4), rows: 1 }]);
    expect(tableTotalsRule('Table1', 4)).toBe('the totals row of Excel table Table1 (row 4)');
  });

  it('is read as a row like any other when the table has no totals row (totalsRowCount absent)', async () => {
    const result = await validateTable('', '');
    expect(result.skippedRows).toEqual([]);
    expect(result.summary).toMatchObject({ invoices: 3, invalid: 1 });
  });
});

describe('an Excel Table whose ref is out of date (filled rows below its totals row)', () => {
  it('reads the row its ref ends on like any other: every invoice read, nothing left out', async () => {
    const dir = makeTempDir('table-totals-stale');
    writeFileSync(join(dir, 'm.yaml'), ONE_ROW_MAPPING);
    const result = await validateFile(staleRefWorkbook(dir), await loadMapping(join(dir, 'm.yaml')));
    expect(result.skippedRows).toEqual([]);
    expect(result.summary).toMatchObject({ invoices: 3, valid: 3, invalid: 0 });
    expect(result.summary.validTotals).toEqual({ EUR: '714.0000' });
  });
});

describe('the totals row of another Excel Table on the sheet', () => {
  it("leaves the register's row it shares in: every invoice is read, nothing left out", async () => {
    const dir = makeTempDir('table-totals-side');
    writeFileSync(join(dir, 'm.yaml'), ONE_ROW_MAPPING);
    const result = await validateFile(sideTableWorkbook(dir), await loadMapping(join(dir, 'm.yaml')));
    expect(result.skippedRows).toEqual([]);
    expect(result.problems).toEqual([]);
    expect(result.summary).toMatchObject({ invoices: 3, valid: 3, invalid: 0 });
    // AP-002's 238.00 is in the total: 119 + 238 + 357.
    expect(result.summary.validTotals).toEqual({ EUR: '714.0000' });
  });

  it('posts every invoice of the register on upload, the one on that row too', async () => {
    const dir = makeTempDir('table-totals-side-upload');
    sideTableWorkbook(dir);
    writeFileSync(join(dir, 'm.yaml'), ONE_ROW_MAPPING);
    const sandbox = await startTestSandbox();
    const upload = await cliInFolder(dir, sandbox.baseUrl)(['upload', 'register.xlsx', '--mapping', 'm.yaml']);
    expect(upload.code, upload.stderr).toBe(0);
    expect(sandbox.instances()).toHaveLength(3);
  }, 90_000);
});

describe("which tables' totals rows are the register's", () => {
  // The mapping reads columns A, B and E (0, 1, 4) under a header on row 1.
  const columns = new Map([0, 1, 4].map((index) => [{} as ColumnRef, { index, name: `c${index}` }]));
  const own = (table: { top: number; bottom: number; left: number; right: number }, fileColumns?: number) =>
    ownTotalsRows({ headerRow: 1, tablesWithTotals: [{ name: 'T', totalsRows: [4], ...table }] }, columns, fileColumns);

  it('keeps the table covering the header row and every column read', () => {
    expect(own({ top: 1, bottom: 4, left: 0, right: 6 })).toEqual(new Map([[4, 'T']]));
  });

  it('ignores a table missing a column read, one beside the register, or one below its header', () => {
    expect(own({ top: 1, bottom: 4, left: 0, right: 3 }).size).toBe(0);
    expect(own({ top: 1, bottom: 4, left: 8, right: 9 }).size).toBe(0);
    expect(own({ top: 2, bottom: 4, left: 0, right: 6 }).size).toBe(0);
  });

  it("passes over the columns the mapping adds past the file's own", () => {
    expect(own({ top: 1, bottom: 4, left: 0, right: 3 }, 4)).toEqual(new Map([[4, 'T']]));
  });
});

describe('mapping infer on an Excel Table with a totals row', () => {
  it('proposes no rule for the totals row, which validate and upload leave out by themselves', async () => {
    const file = tableWorkbook(makeTempDir('table-totals-infer'), 'Total', ' totalsRowCount="1"');
    const proposal = parse(await inferMapping(file)) as { source: Record<string, unknown> };
    expect(proposal.source).not.toHaveProperty('skipRows');
    expect(proposal.source).not.toHaveProperty('trailerRows');
  });
});
