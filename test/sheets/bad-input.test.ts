import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputFileError } from '../../src/errors.js';
import { listSheets, openTable, sniffFileType } from '../../src/sheets/open-table.js';
import { cellText } from '../../src/sheets/sheet-row.js';
import { failureOf, makeTempFolder, readWholeTable, writeWorkbook } from './sheet-files.js';
import { buildZip, readZipParts } from './zip-builder.js';

const temp = makeTempFolder('sheets-bad');
afterAll(() => temp.remove());

let workbook: string;
beforeAll(async () => {
  workbook = await writeWorkbook(`${temp.dir}/good.xlsx`, (book) => {
    const sheet = book.addWorksheet('Invoices');
    sheet.addRow(['Invoice No.', 'Amount']);
    for (let i = 1; i <= 300; i++) sheet.addRow([`INV-${i}`, i * 10.5]);
  });
});

/** Bytes that are no text in any encoding: every byte value, zeros included. */
const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));

async function expectOneLineError(promise: Promise<unknown>, message: string | RegExp): Promise<void> {
  const error = await failureOf(promise);
  expect(error).toBeInstanceOf(InputFileError);
  expect(error.message).not.toContain('\n');
  if (typeof message === 'string') expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
}

describe('bad input files give one clear line', () => {
  it('an empty file', async () => {
    await expectOneLineError(
      readWholeTable(temp.file('empty.csv', '')),
      'empty.csv: the file is empty (0 bytes); expected a header line',
    );
    await expectOneLineError(
      readWholeTable(temp.file('empty.xlsx', '')),
      'empty.xlsx: the file is empty (0 bytes); expected a workbook',
    );
  });

  it('a file of empty lines only', async () => {
    await expectOneLineError(
      readWholeTable(temp.file('blank.csv', '\n\n;;;\n')),
      'blank.csv: the file has no rows; expected a header row',
    );
  });

  it('a header and one row, which trailerRows takes as the trailer: the message names both', async () => {
    // A file copied before its writer wrote the trailer line: its one invoice would be the trailer.
    await expectOneLineError(
      readWholeTable(temp.file('cut.csv', 'Invoice No.;Amount\nA-1;10.00\n'), { trailerRows: 1 }),
      'cut.csv: no data rows below the header (row 1); trailerRows: 1 takes row 2 as the trailer; expected at least one',
    );
  });

  it('a header and no data rows', async () => {
    await expectOneLineError(
      readWholeTable(temp.file('header.csv', 'Invoice No.;Amount\n')),
      'header.csv: no data rows below the header (row 1); expected at least one',
    );
    const xlsx = await writeWorkbook(`${temp.dir}/header.xlsx`, (book) =>
      book.addWorksheet('Lines').addRow(['Invoice No.', 'Amount']),
    );
    await expectOneLineError(
      readWholeTable(xlsx),
      'header.xlsx, sheet Lines: no data rows below the header (row 1); expected at least one',
    );
    const allowed = await readWholeTable(xlsx, { allowNoRows: true });
    expect(allowed.headers).toEqual(['Invoice No.', 'Amount']);
    expect(allowed.rows).toEqual([]);
  });

  it('binary garbage named .csv or .xlsx', async () => {
    await expectOneLineError(
      readWholeTable(temp.file('junk.csv', garbage)),
      'junk.csv: expected CSV text, but the file is binary data, not text',
    );
    await expectOneLineError(
      readWholeTable(temp.file('junk.xlsx', garbage)),
      'junk.xlsx: not an XLSX workbook: the file is binary data that does not begin as a workbook does (an .xlsx file is a zip archive)',
    );
  });

  it('a workbook named .csv, text named .xlsx, an old .xls and an unknown extension', async () => {
    const renamed = temp.file('book.csv', fs.readFileSync(workbook));
    await expectOneLineError(
      readWholeTable(renamed),
      'book.csv: expected CSV text, but the file is a zip archive (an .xlsx workbook?)',
    );
    await expectOneLineError(
      readWholeTable(temp.file('text.xlsx', 'a,b\n1,2\n')),
      "text.xlsx: not an XLSX workbook: the file is comma-separated text (CSV), not a workbook: name it .csv, or set type: csv in the mapping's source",
    );
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    await expectOneLineError(
      readWholeTable(temp.file('old.xlsx', ole)),
      /old binary \.xls workbook \(save it as \.xlsx or \.csv\)$/,
    );
    await expectOneLineError(
      readWholeTable(temp.file('invoices.pdf', '%PDF-1.4')),
      'invoices.pdf: expected a .csv or .xlsx file, got ".pdf": the file is a PDF document',
    );
    await expectOneLineError(
      readWholeTable(`${temp.dir}/missing.csv`),
      /^missing\.csv: cannot read .*missing\.csv: no such file$/,
    );
    await expectOneLineError(listSheets(`${temp.dir}/missing.xlsx`), /^missing\.xlsx: cannot read the file: ENOENT/);
    await expectOneLineError(sniffFileType(`${temp.dir}/missing.xlsx`), /^missing\.xlsx: cannot read the file: ENOENT/);
  });

  it('a truncated workbook', async () => {
    const bytes = fs.readFileSync(workbook);
    const cut = temp.file('cut.xlsx', bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expectOneLineError(
      readWholeTable(cut),
      'cut.xlsx: not an XLSX workbook: the zip archive is truncated (its directory at the end of the file is missing)',
    );
  });

  it('a workbook whose sheet data is damaged but whose directory is intact', async () => {
    const parts = readZipParts(workbook);
    const bytes = buildZip(parts);
    const sheetName = Buffer.from('xl/worksheets/sheet1.xml');
    const at = bytes.indexOf(sheetName) + sheetName.length;
    for (let i = at + 10; i < at + 400; i++) bytes[i] = 0xff;
    await expectOneLineError(
      readWholeTable(temp.file('damaged.xlsx', bytes)),
      /^damaged\.xlsx, sheet Invoices: cannot read the workbook, it may be damaged or cut short: xl\/worksheets\/sheet1\.xml: /,
    );
  });

  it('a zip that is not a workbook', async () => {
    const zip = buildZip([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }]);
    await expectOneLineError(
      readWholeTable(temp.file('letter.xlsx', zip)),
      'letter.xlsx: a zip file that is not a workbook: it has no xl/workbook.xml (expected an .xlsx saved by a spreadsheet program)',
    );
  });

  it('a zip bomb whose directory declares a huge unpacked size, before unpacking anything', async () => {
    const parts = readZipParts(workbook).map((part) =>
      part.name === 'xl/worksheets/sheet1.xml' ? { ...part, claimedSize: 0xfffffff0 } : part,
    );
    const started = Date.now();
    await expectOneLineError(
      readWholeTable(temp.file('bomb.xlsx', buildZip(parts))),
      /^bomb\.xlsx: refusing to unpack: the workbook's parts add up to \d+ bytes, more than the limit of 1073741824; a zip bomb, or a workbook too big to read: split its rows into several workbooks or save the sheet as CSV$/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    await expectOneLineError(readWholeTable(workbook, { maxUncompressedBytes: 1000 }), /refusing to unpack/);
  });

  it('a zip bomb whose directory understates the unpacked size stops while unpacking', async () => {
    const parts = readZipParts(workbook).map((part) =>
      part.name === 'xl/worksheets/sheet1.xml' ? { ...part, claimedSize: 500 } : part,
    );
    await expectOneLineError(
      readWholeTable(temp.file('liar.xlsx', buildZip(parts))),
      'liar.xlsx, sheet Invoices: cannot read the workbook, it may be damaged or cut short: xl/worksheets/sheet1.xml unpacks to more than the 500 bytes the zip directory declares (a zip bomb?)',
    );
  });

  it('a sheet of 10,000 columns, in seconds', async () => {
    const width = 10_000;
    const header = Array.from({ length: width }, (_, i) => `C${i + 1}`);
    const started = Date.now();
    const xlsx = await writeWorkbook(`${temp.dir}/wide.xlsx`, (book) => {
      const sheet = book.addWorksheet('Wide');
      sheet.addRow(header);
      for (let r = 0; r < 5; r++) sheet.addRow(header.map((_, i) => i + r));
    });
    const table = await readWholeTable(xlsx);
    expect(table.headers).toHaveLength(width);
    expect(table.rows).toHaveLength(5);
    expect(cellText(table.rows[4]?.cells[width - 1])).toBe(String(width - 1 + 4));
    const csv = temp.file(
      'wide.csv',
      [header, ...[0, 1].map((r) => header.map((_, i) => String(i + r)))].map((line) => line.join(';')).join('\n'),
    );
    const fromCsv = await readWholeTable(csv);
    expect(fromCsv.headers).toHaveLength(width);
    expect(cellText(fromCsv.rows[1]?.cells[width - 1])).toBe(String(width));
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('a cell of 1 MB, in CSV and XLSX', async () => {
    const big = 'x'.repeat(1024 * 1024);
    const csv = await readWholeTable(temp.file('big.csv', `id,note\n1,"${big}"\n2,small\n`));
    expect(cellText(csv.rows[0]?.cells[1])).toHaveLength(big.length);
    expect(csv.rows[1]?.row).toBe(3);
    const xlsx = await writeWorkbook(`${temp.dir}/big.xlsx`, (book) => {
      const sheet = book.addWorksheet('Big');
      sheet.addRow(['id', 'note']);
      sheet.addRow([1, big]);
    });
    // Excel holds at most 32,767 characters in a cell: a longer one is refused unless the limit is raised.
    expect((await failureOf(readWholeTable(xlsx))).message).toMatch(
      /^big\.xlsx, sheet Big: xl\/sharedStrings\.xml holds a value of more than 32767 characters/,
    );
    const table = await readWholeTable(xlsx, { maxCellChars: 2 * big.length });
    expect(cellText(table.rows[0]?.cells[1])).toBe(big);
  });

  it('stops reading when the caller closes the table early', async () => {
    const table = await openTable(workbook);
    const first = await table.batches[Symbol.asyncIterator]().next();
    expect(first.value?.[0]?.row).toBe(2);
    await table.close();
  });
});
