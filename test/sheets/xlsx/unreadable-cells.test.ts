/**
 * Workbooks whose cells do not hold a value the reader can trust: formulas nobody computed,
 * shared strings that do not exist, parts cut short, cells and string tables past the limits.
 * Each is a problem at its cell or an input error, never a blank or a shorter sheet.
 */
import { describe, expect, it } from 'vitest';
import { InputFileError } from '../../../src/errors.js';
import { formatProblem } from '../../../src/mapping/mapped-invoice.js';
import { FORMULA_WITHOUT_RESULT } from '../../../src/sheets/xlsx/sheet-cell-from-excel.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { mappingOf, readAll } from '../../mapping/mapping-fixtures.js';
import { failureOf, readWholeTable, writeWorkbook } from '../sheet-files.js';
import { buildZip, type ZipPart } from '../zip-builder.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

interface Parts {
  sheetXml: string;
  sharedStrings?: string[];
  sheetName?: string;
}

function workbook(parts: Parts): string {
  const zip: ZipPart[] = [
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${parts.sheetName ?? 'Lines'}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        `<Relationships><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(parts.sheetXml) },
  ];
  if (parts.sharedStrings) {
    const items = parts.sharedStrings.map((text) => `<si><t>${text}</t></si>`).join('');
    zip.push({
      name: 'xl/sharedStrings.xml',
      data: Buffer.from(`<sst xmlns="${MAIN}" count="${parts.sharedStrings.length}">${items}</sst>`),
    });
  }
  const file = join(makeTempDir('xlsx-unreadable'), 'book.xlsx');
  writeFileSync(file, buildZip(zip));
  return file;
}

function inline(ref: string, text: string): string {
  return `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
}

/** A sheet with the header Vendor, Number, Date, Currency, Total, Net, Tax and the given data rows. */
function sheet(rows: string[]): string {
  const header = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax']
    .map((h, i) => inline(`${'ABCDEFG'[i]}1`, h))
    .join('');
  const body = rows.map((cells, i) => `<row r="${i + 2}">${cells}</row>`).join('');
  return `<worksheet xmlns="${MAIN}"><sheetData><row r="1">${header}</row>${body}</sheetData></worksheet>`;
}

function dataRow(row: number, tax: string): string {
  return (
    `${inline(`A${row}`, '0000100001')}${inline(`B${row}`, `A-${row}`)}${inline(`C${row}`, '2024-01-31')}${inline(`D${row}`, 'EUR')}` +
    `<c r="E${row}"><v>119</v></c><c r="F${row}"><v>100</v></c>${tax}`
  );
}

const MAPPING = `
source: { sheet: Lines }
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
items:
  Amount: Net
  Tax: Tax
`;

describe('cells without a trustworthy value', () => {
  it('reads a formula without a saved result as a problem at its sheet, row and column, never as no tax', async () => {
    const file = workbook({
      sheetXml: sheet([
        dataRow(2, '<c r="G2"><f>F2*0.19</f></c>'),
        dataRow(3, '<c r="G3"><f>F3*0.19</f><v>19</v></c>'),
      ]),
    });
    const table = await readWholeTable(file);
    expect(table.rows[0]!.cells[6]).toEqual({ kind: 'unreadable', reason: FORMULA_WITHOUT_RESULT, raw: '=F2*0.19' });
    const [first, second] = await readAll(file, mappingOf(MAPPING));
    expect(first!.invoice).toBeUndefined();
    expect(first!.problems.map(formatProblem)).toEqual([
      'book.xlsx, sheet Lines, row 2, column "Tax": a formula without a saved result: open and save the file in Excel, or map the column with a formula, got "=F2*0.19"',
    ]);
    expect(second!.problems).toEqual([]);
    expect(second!.invoice!.InvoiceItems[0]).toMatchObject({ Tax: '19.0000' });
  });

  it('reads a shared string the workbook does not have as a problem at its cell', async () => {
    const file = workbook({ sheetXml: sheet([dataRow(2, '<c r="G2" t="s"><v>7</v></c>')]), sharedStrings: ['19'] });
    const [invoice] = await readAll(file, mappingOf(MAPPING));
    expect(invoice!.problems.map(formatProblem)).toEqual([
      'book.xlsx, sheet Lines, row 2, column "Tax": a shared-string cell pointing to string 7, which the workbook does not have',
    ]);
    const negative = workbook({
      sheetXml: sheet([dataRow(2, '<c r="G2" t="s"><v>-1</v></c>'), dataRow(3, '<c r="G3" t="s"><v>x</v></c>')]),
      sharedStrings: ['19'],
    });
    expect((await readAll(negative, mappingOf(MAPPING))).map((i) => i.problems.map((p) => p.message))).toEqual([
      ['a shared-string cell pointing to string -1, which the workbook does not have'],
      ['a shared-string cell without a string index'],
    ]);
  });

  it('reads a t="s" cell of a workbook with no shared strings part as a problem, not as {"sharedString":0}', async () => {
    const file = workbook({
      sheetXml: sheet([
        dataRow(2, '<c r="G2" t="s"><v>0</v></c>').replace(inline('B2', 'A-2'), '<c r="B2" t="s"><v>0</v></c>'),
      ]),
    });
    const [invoice] = await readAll(file, mappingOf(MAPPING));
    expect(invoice!.invoice).toBeUndefined();
    expect(invoice!.problems.map((p) => [p.column, p.message])).toEqual([
      ['Number', 'a shared-string cell in a workbook that has no shared strings part'],
      ['Tax', 'a shared-string cell in a workbook that has no shared strings part'],
    ]);
  });
});

describe('date cells past the calendar', () => {
  it('reads a date-formatted serial past 9999-12-31 as a problem, not a blank or "NaNNaNNaN"', async () => {
    const file = await writeWorkbook(join(makeTempDir('xlsx-far-dates'), 'far.xlsx'), (book) => {
      const sheet = book.addWorksheet('Lines');
      sheet.addRow(['Date', 'Due', 'Booked']);
      sheet.addRow([45356, 1e300, { formula: 'A2*1E+295', result: 1e300 }]);
      for (const column of [1, 2, 3]) sheet.getRow(2).getCell(column).numFmt = 'yyyy-mm-dd';
    });
    const [row] = (await readWholeTable(file)).rows;
    const far = { kind: 'unreadable', raw: '', reason: expect.stringContaining('past the calendar') };
    expect(row!.cells).toEqual([{ kind: 'date', date: '20240305' }, far, far]);
  });
});

describe('damaged and oversized workbooks', () => {
  it('refuses a sheet part that ends in the middle of a row instead of reading a shorter sheet', async () => {
    const full = sheet([
      dataRow(2, '<c r="G2"><v>19</v></c>'),
      dataRow(3, '<c r="G3"><v>19</v></c>'),
      dataRow(4, '<c r="G4"><v>19</v></c>'),
    ]);
    const file = workbook({ sheetXml: full.slice(0, full.indexOf('<row r="4">') + 60) });
    const error = await failureOf(readWholeTable(file));
    expect(error).toBeInstanceOf(InputFileError);
    expect(error.message).toMatch(
      /^book\.xlsx, sheet Lines: cannot read the workbook, it may be damaged or cut short: xl\/worksheets\/sheet1\.xml: .*(unclosed tag|unexpected end)/,
    );
  });

  it('refuses a shared strings part that is cut short', async () => {
    const file = workbook({ sheetXml: sheet([dataRow(2, '<c r="G2" t="s"><v>0</v></c>')]), sharedStrings: ['19'] });
    const cut = workbookWithSharedStringsText(`<sst xmlns="${MAIN}"><si><t>19</t></si><si><t>2`);
    expect((await failureOf(readWholeTable(cut))).message).toMatch(/cut short: xl\/sharedStrings\.xml: .*unclosed tag/);
    expect((await readWholeTable(file)).rows).toHaveLength(1);
  });

  it('refuses a cell longer than the limit, naming its row and column', async () => {
    const file = workbook({ sheetXml: sheet([dataRow(2, inline('G2', 'x'.repeat(40_000)))]) });
    const error = await failureOf(readWholeTable(file));
    expect(error).toBeInstanceOf(InputFileError);
    expect(error.message).toBe(
      'book.xlsx, sheet Lines, row 2, column "G": the cell holds more than 32767 characters (40000); a spreadsheet cell holds at most 32,767 (the limit is the mapping\'s source.maxCellChars)',
    );
    expect((await readWholeTable(file, { maxCellChars: 50_000 })).rows[0]!.cells[6]).toMatchObject({ kind: 'text' });
  });

  it('stops reading a value of millions of characters before holding it whole', async () => {
    const file = workbook({ sheetXml: sheet([dataRow(2, inline('G2', 'x'.repeat(5_000_000)))]) });
    expect((await failureOf(readWholeTable(file))).message).toMatch(
      /xl\/worksheets\/sheet1\.xml holds a value of more than 32767 characters/,
    );
    const strings = workbook({
      sheetXml: sheet([dataRow(2, '<c r="G2" t="s"><v>0</v></c>')]),
      sharedStrings: ['y'.repeat(5_000_000)],
    });
    expect((await failureOf(readWholeTable(strings))).message).toMatch(
      /xl\/sharedStrings\.xml holds a value of more than 32767 characters/,
    );
  });

  it('refuses more shared strings, or more shared-string characters, than the limits, and a shared string longer than a cell may be', async () => {
    const many = workbook({
      sheetXml: sheet([dataRow(2, '<c r="G2" t="s"><v>0</v></c>')]),
      sharedStrings: ['1', '2', '3', '4'],
    });
    expect((await failureOf(readWholeTable(many, { maxSharedStrings: 3 }))).message).toBe(
      "book.xlsx, sheet Lines: the workbook has more than 3 shared strings (the limit is the mapping's source.maxSharedStrings)",
    );
    expect((await readWholeTable(many, { maxSharedStrings: 4 })).rows).toHaveLength(1);
    const long = workbook({
      sheetXml: sheet([dataRow(2, '<c r="G2" t="s"><v>0</v></c>')]),
      sharedStrings: ['z'.repeat(101)],
    });
    expect((await failureOf(readWholeTable(long, { maxCellChars: 100 }))).message).toMatch(
      /shared string 0 of xl\/sharedStrings\.xml is more than 100 characters/,
    );
    expect((await failureOf(readWholeTable(many, { maxSharedStringChars: 3 }))).message).toBe(
      "book.xlsx, sheet Lines: the workbook's shared strings add up to more than 3 characters (the limit is the mapping's source.maxSharedStringChars)",
    );
    expect((await readWholeTable(many, { maxSharedStringChars: 4 })).rows).toHaveLength(1);
  });

  it('refuses a sheet name with a character reference XML does not allow as an input error', async () => {
    const file = workbook({ sheetXml: sheet([]), sheetName: 'Lines&#x110000;' });
    const error = await failureOf(readWholeTable(file));
    expect(error).toBeInstanceOf(InputFileError);
    expect(error.message).toContain('&#x110000; names no character XML allows');
  });
});

function workbookWithSharedStringsText(text: string): string {
  const file = workbook({ sheetXml: sheet([dataRow(2, '<c r="G2" t="s"><v>0</v></c>')]) });
  const zip: ZipPart[] = [
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Lines" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        `<Relationships><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet([dataRow(2, '<c r="G2" t="s"><v>0</v></c>')])) },
    { name: 'xl/sharedStrings.xml', data: Buffer.from(text) },
  ];
  writeFileSync(file, buildZip(zip));
  return file;
}
