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

/** Writes the book, its money under `money` headers: ones infer knows by default. */
async function writeBook(format: string, money: readonly string[] = ['Net', 'VAT', 'Total']): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Purchases');
  sheet.addRow(['Date', 'Supplier', 'Invoice No', ...money]);
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

const currencyOf = async (format: string, money?: readonly string[]) =>
  (parse(await inferMapping(await writeBook(format, money))) as { invoice?: { CurrencyCode?: unknown } }).invoice
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

/**
 * Money headers that name no amount infer knows (Catalan `Base imposable`, `Quota IGI`; Faroese
 * `Upphædd uttan MVG`, `Tilsamans`): the money is known later by its sum, and the sign its columns
 * are shown with says the currency as it does beside a named amount.
 */
describe('mapping infer and the currency of amounts no header names', () => {
  const HEADERS = [
    ['Base imposable', 'Quota IGI', 'Import'],
    ['Upphædd uttan MVG', 'MVG', 'Tilsamans'],
    ['Valór', 'Impostu', 'Totál'],
  ] as const;
  const FORMATS = [
    ['#,##0.00 "€"', 'EUR'],
    ['#,##0.00 [$€-403]', 'EUR'],
    ['"kr." #,##0.00', 'DKK'],
    ['# ##0 "XPF"', 'XPF'],
  ] as const;
  const cases = HEADERS.flatMap((money) => FORMATS.map(([format, code]) => [money, format, code] as const));

  it.each(cases)('%j shown %s: %s', async (money, format, currency) => {
    expect(await currencyOf(format, money)).toEqual({ value: currency });
  });
});
