/**
 * What a finance lead sees on the Results sheet, read back from the cells (the look, not pixels):
 * the Rows column holds one row as a number and several (a range, two sheets' rows) as their text, in
 * a column wide enough to show it, so no reader sees `###` or only the first row; a column of numbers never
 * runs into the text column after it, and a long vendor name wraps in its own column.
 */
import type ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { readBook } from '../../helpers/read-workbook.js';
import { mapped, validInvoice } from '../../batch/mapped-invoices.js';
import { uploadFixture, type UploadFixture } from '../../batch/upload-fixture.js';
import { readResultsWorkbook } from '../../../src/batch/read-results-workbook.js';
import { formatMoney } from '../../../src/invoice/format-money.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

/** An invoice of a file with separate invoice and line sheets: its row on one, its lines' rows on the other. */
const JOINED_ROWS = '15; Lines: 102-118';

const LONG_VENDOR = 'Müller & Söhne Werbeagentur für Außenwerbung und Digitale Medien GmbH & Co. KG';

async function resultsSheet(): Promise<{ sheet: ExcelJS.Worksheet; at: (header: string) => number; file: string }> {
  fixture = await uploadFixture();
  const one = mapped(validInvoice(1, { prefix: 'LAY' }), 2);
  const many = mapped(validInvoice(2, { prefix: 'LAY' }), 3);
  const listed = mapped(validInvoice(3, { prefix: 'LAY' }), 9);
  const joined = mapped(validInvoice(4, { prefix: 'LAY' }), 15);
  const report = await fixture.upload('layout.csv', [
    one,
    { ...many, rows: '3-7', draft: { ...many.draft, vendorName: LONG_VENDOR } },
    { ...listed, rows: '9, 11, 14' },
    { ...joined, rows: JOINED_ROWS },
  ]);
  const file = report.runs[0]!.resultsFile!;
  const sheet = (await readBook(file)).getWorksheet('Results')!;
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  return { sheet, at: (header) => headers.indexOf(header), file };
}

describe('the Results sheet', () => {
  it('has one row as a number cell and several rows as their text, so any reader gets the same rows', async () => {
    const { sheet, at } = await resultsSheet();
    const cells = [2, 3, 4, 5].map((row) => sheet.getRow(row).getCell(at('Rows')));
    expect(cells.map((cell) => cell.value)).toEqual([2, '3-7', '9, 11, 14', JOINED_ROWS]);
    expect(cells[0]!.numFmt).toBe('0');
    // A reader that ignores number formats (openpyxl, a CSV export) sees the value: no format adds rows to it.
    expect(cells.slice(1).map((cell) => cell.numFmt ?? 'General')).toEqual(['General', 'General', 'General']);
    expect(cells.map((cell) => cell.alignment?.horizontal)).toEqual(['right', 'right', 'right', 'right']);
  });

  it('makes the Rows column wide enough for its longest text, so it never prints as ###', async () => {
    const { sheet, at } = await resultsSheet();
    expect(sheet.getColumn(at('Rows')).width).toBeGreaterThanOrEqual(JOINED_ROWS.length + 1);
  });

  it('gives import-results the rows as written back', async () => {
    const { file } = await resultsSheet();
    const { rows } = await readResultsWorkbook(file);
    expect(rows.map((row) => row.sourceRows)).toEqual(['2', '3-7', '9, 11, 14', JOINED_ROWS]);
  });

  it.each(['month-end-register.xlsx', 'AP export 2026-11 Müller & Söhne Werbeagentur (final).csv', 'a.csv'])(
    'makes Source file wide enough for %j, so no name is cut to its last letters',
    async (name) => {
      fixture = await uploadFixture();
      const report = await fixture.upload(name, [mapped(validInvoice(1, { prefix: 'SRC' }), 2, name)]);
      const sheet = (await readBook(report.runs[0]!.resultsFile!)).getWorksheet('Results')!;
      const at = (sheet.getRow(1).values as unknown[]).indexOf('Source file');
      expect(sheet.getRow(2).getCell(at).value).toBe(name);
      expect(sheet.getColumn(at).width).toBeGreaterThan(Math.min(name.length, 58));
    },
  );

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

const amounted = (index: number, currency: string, amount: string) =>
  mapped(
    validInvoice(
      index,
      { prefix: 'CRORE', currency },
      { Invoice_Amount: amount, InvoiceItems: [{ InstanceID: null, Line_Number: '1', Amount: amount }] },
    ),
    index + 1,
  );

describe("the Results sheet's Amount column", () => {
  it.each([
    {
      name: 'a total longer than any row (crore.csv, and two EUR invoices that add up past them)',
      invoices: [
        amounted(1, 'INR', '123456789.1200'),
        amounted(2, 'INR', '1234567890.1200'),
        amounted(3, 'EUR', '9000000000.0000'),
        amounted(4, 'EUR', '9000000000.0000'),
      ],
      longest: '18,000,000,000.00',
    },
    {
      name: 'a row longer than any total (a credit note that nets its invoice off)',
      invoices: [amounted(1, 'USD', '99999999999.9900'), amounted(2, 'USD', '-99999999999.0000')],
      longest: '-99,999,999,999.00',
    },
  ])('is wide enough for its longest amount, so none shows ###: $name', async ({ invoices, longest }) => {
    fixture = await uploadFixture();
    const report = await fixture.upload('crore.csv', invoices);
    await fixture.sandbox.close();
    const sheet = (await readBook(report.runs[0]!.resultsFile!)).getWorksheet('Results')!;
    const amountAt = (sheet.getRow(1).values as unknown[]).indexOf('Amount');
    const shown: string[] = [];
    sheet.eachRow((row, number) => {
      const cell = row.getCell(amountAt);
      if (number > 1 && typeof cell.value === 'number') shown.push(formatMoney(String(cell.value), 'EUR'));
    });
    // The longest as the cells show it, a total or a row, and the room a cell pads a number with.
    expect(shown.reduce((a, b) => (b.length > a.length ? b : a))).toBe(longest);
    expect(sheet.getColumn(amountAt).width).toBeGreaterThanOrEqual(longest.length + 2);
  });
});
