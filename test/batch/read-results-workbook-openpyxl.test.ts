/**
 * A results workbook saved again by openpyxl (a script that edits it) keeps its header comments,
 * written as openpyxl writes them: the comments part at xl/comments/comment1.xml and its drawing at
 * xl/drawings/commentsDrawing1.vml, named from the sheet's relationships by absolute paths.
 * import-results reads it as upload reads such a workbook, where it refused it as "a zip archive
 * that is not one". The workbook is written with exceljs, then its parts are moved and renamed the
 * way openpyxl names them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readResultsWorkbook } from '../../src/batch/read-results-workbook.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { buildZip, readZipParts } from '../sheets/zip-builder.js';

const HEADERS = ['Outcome', 'Vendor id', 'Invoice number', 'Instance id', 'Amount', 'Currency', 'Invoice date', 'Rows'];

async function writeResults(path: string): Promise<void> {
  const book = new ExcelJS.Workbook();
  const summary = book.addWorksheet('Summary');
  summary.addRow(['Target', 'production (https://h)']);
  summary.addRow(['Started (UTC)', new Date(Date.UTC(2026, 10, 30, 14, 5, 9))]).getCell(2).numFmt =
    'yyyy-mm-dd hh:mm:ss';
  summary.addRow(['Run', 57]);
  const sheet = book.addWorksheet('Results');
  sheet.addRow(HEADERS);
  sheet.getCell('B1').note = 'Finance API field: PayeeId';
  sheet.getCell('C1').note = 'Finance API field: Invoice_Number';
  sheet.addRow(['created', '0000100001', 'ACME-0042', '0030000078', 1190.5, 'EUR', new Date(Date.UTC(2026, 10, 2)), 7]);
  sheet.getCell('E2').numFmt = '#,##0.00';
  sheet.getCell('G2').numFmt = 'yyyy-mm-dd';
  await book.xlsx.writeFile(path);
}

/** The same workbook with its comments where openpyxl writes them, named by absolute paths. */
function asOpenpyxlWritesComments(from: string, to: string): void {
  const moved = new Map([
    ['xl/comments2.xml', 'xl/comments/comment1.xml'],
    ['xl/drawings/vmlDrawing2.vml', 'xl/drawings/commentsDrawing1.vml'],
  ]);
  const parts = readZipParts(from).map((part) => ({ ...part, name: moved.get(part.name) ?? part.name }));
  expect(parts.map((part) => part.name)).toEqual(expect.arrayContaining([...moved.values()]));
  const rewritten = parts.map((part) => {
    if (!part.name.endsWith('.rels') && part.name !== '[Content_Types].xml') return part;
    let text = part.data.toString('utf8');
    text = text
      .replaceAll('"../comments2.xml"', '"/xl/comments/comment1.xml"')
      .replaceAll('"../drawings/vmlDrawing2.vml"', '"/xl/drawings/commentsDrawing1.vml"')
      .replaceAll('"/xl/comments2.xml"', '"/xl/comments/comment1.xml"');
    return { ...part, data: Buffer.from(text, 'utf8') };
  });
  const rels = rewritten.find((part) => part.name === 'xl/worksheets/_rels/sheet2.xml.rels');
  expect(rels?.data.toString('utf8')).toContain('Target="/xl/comments/comment1.xml"');
  writeFileSync(to, buildZip(rewritten));
}

describe('a results workbook saved by openpyxl, its header comments kept', () => {
  it('is read as the workbook exceljs wrote: target, start, run and each invoice', async () => {
    const dir = makeTempDir('results-openpyxl');
    const written = join(dir, 'written.xlsx');
    const saved = join(dir, 'saved-by-openpyxl.xlsx');
    await writeResults(written);
    asOpenpyxlWritesComments(written, saved);
    const read = await readResultsWorkbook(saved);
    expect(read).toMatchObject({
      target: 'production (https://h)',
      startedAt: new Date(Date.UTC(2026, 10, 30, 14, 5, 9)),
      run: 57,
    });
    expect(read.rows).toEqual([
      expect.objectContaining({
        sheet: 'Results',
        row: 2,
        outcome: 'created',
        payeeId: '0000100001',
        invoiceNumber: 'ACME-0042',
        instanceId: '0030000078',
        amount: '1190.5',
        currency: 'EUR',
        sourceRows: '7',
      }),
    ]);
    expect(read).toEqual(await readResultsWorkbook(written));
  });
});
