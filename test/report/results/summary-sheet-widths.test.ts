import { afterEach, describe, expect, it } from 'vitest';
import { readBook } from '../../helpers/read-workbook.js';
import { invalidMapped, mapped, validInvoice } from '../../batch/mapped-invoices.js';
import { uploadFixture, type UploadFixture } from '../../batch/upload-fixture.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

/** A number cell as a spreadsheet shows it under its `#,##0.00` format: grouped, the format's places. */
function shown(value: unknown, numFmt: string | undefined): string {
  if (typeof value !== 'number') return String(value ?? '');
  const places = (numFmt?.split('.')[1] ?? '').length;
  return value.toLocaleString('en-US', { minimumFractionDigits: places, maximumFractionDigits: places });
}

describe('the Summary sheet per-currency table', () => {
  it('has every column at least as wide as its longest header or shown amount, in two currencies', async () => {
    fixture = await uploadFixture();
    const big = (index: number, currency: string, amount: string) =>
      mapped(
        validInvoice(
          index,
          { prefix: 'WIDE', currency },
          { Invoice_Amount: amount, InvoiceItems: [{ InstanceID: null, Line_Number: '1', Amount: amount }] },
        ),
        index + 1,
      );
    const invoices = [
      big(1, 'EUR', '1234567890.1200'),
      big(2, 'JPY', '987654321000'),
      invalidMapped(3, { prefix: 'WIDE' }),
    ];
    const report = await fixture.upload('month-end.csv', invoices);
    const sheet = (await readBook(report.runs[0]!.resultsFile!)).getWorksheet('Summary')!;
    let header = 0;
    sheet.eachRow((row, number) => {
      if (row.getCell(1).value === 'Currency') header = number;
    });
    expect(header).toBeGreaterThan(0);
    const headers = (sheet.getRow(header).values as unknown[]).slice(2);
    expect(headers).toContain('Resolved (not created)');
    expect(headers).toContain('Not created');
    const currencies = [sheet.getRow(header + 1), sheet.getRow(header + 2)];
    expect(currencies.map((row) => row.getCell(1).value)).toEqual(['EUR', 'JPY']);
    expect(shown(currencies[0]!.getCell(2).value, currencies[0]!.getCell(2).numFmt)).toBe('1,234,567,890.12');
    for (let column = 2; column <= headers.length + 1; column += 1) {
      const texts = [
        String(sheet.getRow(header).getCell(column).value),
        ...currencies.map((row) => shown(row.getCell(column).value, row.getCell(column).numFmt)),
      ];
      const longest = Math.max(...texts.map((text) => text.length));
      expect(sheet.getColumn(column).width ?? 0, `column ${column}: ${texts.join(' | ')}`).toBeGreaterThan(longest);
    }
  });
});
