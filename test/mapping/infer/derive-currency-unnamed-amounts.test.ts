/**
 * A workbook whose money headers name no amount infer knows (Catalan `Base imposable`, `Quota
 * IGI`; Faroese `Upphædd uttan MVG`, `Tilsamans`), its amounts number cells shown with a currency
 * sign by their format: the money is known later by its sum, and the sign its columns are shown
 * with says the currency as it does beside a named amount. A sign several currencies share
 * proposes none.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** [net, tax, total] under words infer has none for. */
const HEADERS = [
  ['Base imposable', 'Quota IGI', 'Import'],
  ['Upphædd uttan MVG', 'MVG 25%', 'Tilsamans'],
  ['Valór', 'Impostu', 'Totál'],
] as const;

const FORMATS = [
  ['#,##0.00 "€"', 'EUR'],
  ['#,##0.00 [$€-403]', 'EUR'],
  ['"kr." #,##0.00', 'DKK'],
  ['# ##0 "XPF"', 'XPF'],
] as const;

async function writeBook(headers: readonly string[], format: string): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Llibre');
  sheet.addRow(['Data', 'Proveïdor', 'Núm. factura', ...headers]);
  for (let i = 0; i < 8; i++) {
    const net = 1200 + i * 37.5;
    const tax = Math.round(net * 25) / 100;
    const row = sheet.addRow([
      new Date(Date.UTC(2024, 0, 3 + i)),
      `Proveïdor ${i % 3}`,
      `F-${700 + i * 7}`,
      net,
      tax,
      net + tax,
    ]);
    for (const column of [4, 5, 6]) row.getCell(column).numFmt = format;
  }
  const file = join(makeTempDir('unnamed-amounts'), 'llibre.xlsx');
  await book.xlsx.writeFile(file);
  return file;
}

const currencyOf = async (headers: readonly string[], format: string) =>
  (parse(await inferMapping(await writeBook(headers, format))) as { invoice?: { CurrencyCode?: unknown } }).invoice
    ?.CurrencyCode;

describe('mapping infer and the currency of amounts no header names', () => {
  const cases = HEADERS.flatMap((headers) => FORMATS.map(([format, code]) => [headers, format, code] as const));
  it.each(cases)('%j shown %s: %s', async (headers, format, currency) => {
    expect(await currencyOf(headers, format)).toEqual({ value: currency });
  });

  it.each(HEADERS)('%s, %s, %s shown with "$" alone: no currency proposed', async (...headers) => {
    expect(await currencyOf(headers, '"$"#,##0.00')).toBeUndefined();
  });
});
