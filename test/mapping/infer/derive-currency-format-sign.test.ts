/**
 * A workbook whose amounts are number cells shown with a currency sign by their format
 * (`"B$"#,##0.00`, `[$€-407]`) and no currency column: the sign the format writes says the
 * currency as a sign written in the cell does; a sign several currencies share (`$`) or a format
 * with no sign proposes none.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

async function writeBook(format: string): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Purchases');
  sheet.addRow(['Date', 'Supplier', 'Invoice No', 'Net', 'VAT', 'Total']);
  for (let i = 0; i < 8; i++) {
    const net = 1200 + i * 37.5;
    const vat = Math.round(net * 10) / 100;
    const row = sheet.addRow([
      new Date(Date.UTC(2024, 0, 3 + i)),
      `Supplier ${i % 3}`,
      `INV-${700 + i}`,
      net,
      vat,
      net + vat,
    ]);
    for (const column of [4, 5, 6]) row.getCell(column).numFmt = format;
  }
  const file = join(makeTempDir('format-sign'), 'purchases.xlsx');
  await book.xlsx.writeFile(file);
  return file;
}

const currencyOf = async (format: string) =>
  (parse(await inferMapping(await writeBook(format))) as { invoice?: { CurrencyCode?: unknown } }).invoice
    ?.CurrencyCode;

describe('mapping infer and amounts shown with a sign by their number format', () => {
  it.each([
    ['"B$"#,##0.00;-"B$"#,##0.00', 'BSD'],
    ['#,##0.00 [$€-407]', 'EUR'],
    ['[$£-809]#,##0.00', 'GBP'],
    ['"BZ$"#,##0.00', 'BZD'],
    ['#,##0.00" zł"', 'PLN'],
  ])('%s: %s', async (format, currency) => {
    expect(await currencyOf(format)).toEqual({ value: currency });
  });

  it.each([['"$"#,##0.00'], ['#,##0.00'], ['0.00']])('%s: no currency proposed', async (format) => {
    expect(await currencyOf(format)).toBeUndefined();
  });
});
