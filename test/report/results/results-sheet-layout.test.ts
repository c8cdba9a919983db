/**
 * What a finance lead sees on the Results sheet, read back from the cells (the look, not pixels):
 * the Rows column sorts as numbers and still shows an invoice's range, a column of numbers never
 * runs into the text column after it, and a long vendor name wraps in its own column.
 */
import type ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { readBook } from '../../helpers/read-workbook.js';
import { mapped, validInvoice } from '../../batch/mapped-invoices.js';
import { uploadFixture, type UploadFixture } from '../../batch/upload-fixture.js';
import { readResultsWorkbook } from '../../../src/batch/read-results-workbook.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

const LONG_VENDOR = 'Müller & Söhne Werbeagentur für Außenwerbung und Digitale Medien GmbH & Co. KG';

async function resultsSheet(): Promise<{ sheet: ExcelJS.Worksheet; at: (header: string) => number; file: string }> {
  fixture = await uploadFixture();
  const one = mapped(validInvoice(1, { prefix: 'LAY' }), 2);
  const many = mapped(validInvoice(2, { prefix: 'LAY' }), 3);
  const listed = mapped(validInvoice(3, { prefix: 'LAY' }), 9);
  const report = await fixture.upload('layout.csv', [
    one,
    { ...many, rows: '3-7', draft: { ...many.draft, vendorName: LONG_VENDOR } },
    { ...listed, rows: '9, 11, 14' },
  ]);
  const file = report.runs[0]!.resultsFile!;
  const sheet = (await readBook(file)).getWorksheet('Results')!;
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  return { sheet, at: (header) => headers.indexOf(header), file };
}

describe('the Results sheet', () => {
  it('has the Rows of every invoice as a number cell, its first row, showing the others by its format', async () => {
    const { sheet, at } = await resultsSheet();
    const cells = [2, 3, 4].map((row) => sheet.getRow(row).getCell(at('Rows')));
    expect(cells.map((cell) => cell.value)).toEqual([2, 3, 9]);
    expect(cells.map((cell) => cell.numFmt)).toEqual(['0', '0"-7"', '0", 11, 14"']);
    expect(cells.map((cell) => cell.alignment?.horizontal)).toEqual(['right', 'right', 'right']);
  });

  it('gives import-results the rows as written back', async () => {
    const { file } = await resultsSheet();
    const { rows } = await readResultsWorkbook(file);
    expect(rows.map((row) => row.sourceRows)).toEqual(['2', '3-7', '9, 11, 14']);
  });

  it('sets a text column after a column of numbers or dates apart from it, header and cells', async () => {
    const { sheet, at } = await resultsSheet();
    const header = sheet.getRow(1);
    const pairs = [
      ['Amount', 'Currency'],
      ['Lines', 'Instance id'],
      ['Attempts', 'Source file'],
    ] as const;
    for (const [numbers, text] of pairs) {
      expect(header.getCell(at(numbers)).alignment?.horizontal, numbers).toBe('right');
      expect(header.getCell(at(text)).alignment, text).toMatchObject({ horizontal: 'left', indent: 1 });
      for (const row of [2, 3, 4]) {
        expect(typeof sheet.getRow(row).getCell(at(numbers)).value, `${numbers} ${row}`).toBe('number');
        expect(sheet.getRow(row).getCell(at(text)).alignment, `${text} ${row}`).toMatchObject({ indent: 1 });
      }
    }
  });

  it('wraps a long vendor name in its column, the row grown for it, instead of running over the next cell', async () => {
    const { sheet, at } = await resultsSheet();
    const cell = sheet.getRow(3).getCell(at('Vendor'));
    expect(cell.value).toBe(LONG_VENDOR);
    expect(cell.alignment).toMatchObject({ wrapText: true });
    expect(sheet.getColumn(at('Vendor')).width! * 2).toBeLessThan(LONG_VENDOR.length);
    expect(sheet.getRow(3).height).toBeGreaterThan(sheet.getRow(2).height ?? 15);
  });
});
